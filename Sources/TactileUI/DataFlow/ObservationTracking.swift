import Observation

/// `withObservationTracking` for the graph's evaluations, which run on the main actor.
@MainActor
package enum ObservationTracking {
    /// Runs `apply` and calls `onChange` (once) when an `@Observable` property it read is about to
    /// change, exactly as `withObservationTracking(_:onChange:)`.
    ///
    /// Observation is built in the Swift 5 language mode, so a main-actor closure handed to it as
    /// `apply` checks at every call that it runs on the main actor (SE-0423's dynamic isolation:
    /// `swift_task_isCurrentExecutor`, ≈ 290 instructions per body evaluation). `apply` is run
    /// synchronously, on this thread, before `withObservationTracking` returns (its contract), so
    /// it runs on the main actor this function is isolated to: the cast drops the check, not the
    /// isolation.
    package static func track<T>(_ apply: @MainActor () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        withoutActuallyEscaping(apply) { apply in
            withObservationTracking(unsafeBitCast(apply, to: (() -> T).self), onChange: onChange)
        }
    }
}
