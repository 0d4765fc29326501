import Observation

/// `withObservationTracking` for the graph's evaluations, which run on the main actor.
package enum ObservationTracking {
    /// Runs `apply` and calls `onChange` (once) when an `@Observable` property it read is about to
    /// change: `withObservationTracking(_:onChange:)`, reached through this module.
    ///
    /// Observation is built in the Swift 5 language mode, so a main-actor closure handed to it
    /// directly checks at every call that it runs on the main actor (SE-0423's dynamic isolation:
    /// `swift_task_isCurrentExecutor`, ≈ 290 instructions per body evaluation). Handed to this
    /// function (strict concurrency checking), the caller's closure keeps its isolation statically
    /// and has no check; it is passed on as it is, without forming another closure.
    package static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        withObservationTracking(apply, onChange: onChange)
    }
}
