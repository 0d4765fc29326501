import OpenCombine

/// What the graph keeps for one lifecycle modifier (`onAppear`, `onDisappear`, `onChange`,
/// `task`) at its identity, from the pass it appeared in until the pass it left the tree in.
///
/// Invariants: an entry exists exactly while its modifier is in the tree; `onDisappear` is the
/// action of the modifier's latest evaluation; `task` is the one running task of a `task`
/// modifier (cancelled when the modifier leaves or its `id` changes); `value` is the value an
/// `onChange` saw at its latest evaluation; `subscription` is the one live subscription of an
/// `onReceive` modifier (cancelled when the modifier leaves).
@MainActor
package final class LifecycleEntry {
    package var onDisappear: (() -> Void)?
    /// Whether the view has appeared: false while a navigation push covers it
    /// (`EnvironmentValues.isCoveredByNavigation`), when its `onDisappear` already ran.
    package var isAppeared = true
    package var task: Task<Void, Never>?
    package var value: Any?
    /// The reader of an `onPreferenceChange`.
    package var preferenceReader: PreferenceReader?
    /// The subscription of an `onReceive`.
    package var subscription: AnyCancellable?
    /// The round of lifecycle actions the modifier entered the tree in (`LifecycleActions.round`):
    /// until that round's actions run, an evaluation of it is still its first as SwiftUI sees it
    /// (`EvaluationPass.isAppearing`).
    package var enteredRound = 0
    /// The action queued for that round (an `onAppear`, an `initial` `onChange`, a `task`'s start),
    /// replaced by each evaluation before it runs; nil once it ran (`EvaluationPass.queueAppearing`).
    package var appearingAction: (() -> Void)?

    /// Whether the modifier left the tree (`end()` ran): nothing may start on the entry any more.
    package private(set) var hasEnded = false

    package init() {}

    /// Ends the entry: cancels its task and returns the `onDisappear` action to run after the
    /// update (none when the view had already disappeared under a push).
    package func end() -> (() -> Void)? {
        hasEnded = true
        task?.cancel()
        task = nil
        subscription?.cancel()
        subscription = nil
        return isAppeared ? onDisappear : nil
    }
}
