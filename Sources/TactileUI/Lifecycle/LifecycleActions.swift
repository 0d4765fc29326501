/// The actions an update collected, run once the tree is evaluated and laid out (SwiftUI runs
/// `onPreferenceChange`, `onAppear`, `onChange` and `onDisappear` actions after the update that
/// caused them, never inside a body).
///
/// Invariant: `onDisappear` actions of views that left the tree run first, then the
/// `onPreferenceChange` actions (so an `onAppear` sees what a preference measured in the same
/// update's layout), then the `onAppear`, `onChange` and `task` actions — each group in
/// evaluation order.
@MainActor
package struct LifecycleActions {
    private(set) var disappearing: [() -> Void] = []
    private(set) var preferenceChanges: [() -> Void] = []
    private(set) var appearingOrChanging: [() -> Void] = []
    /// How many times the layout has stood with its actions due (`closeRound()`): a modifier that
    /// entered the tree in the current round has not appeared yet (`LifecycleEntry.enteredRound`).
    package private(set) var round = 0

    package var isEmpty: Bool { disappearing.isEmpty && preferenceChanges.isEmpty && appearingOrChanging.isEmpty }

    mutating func disappear(_ action: @escaping () -> Void) { disappearing.append(action) }
    mutating func preferenceChange(_ action: @escaping () -> Void) { preferenceChanges.append(action) }
    mutating func appearOrChange(_ action: @escaping () -> Void) { appearingOrChanging.append(action) }

    /// Ends the round: the tree is evaluated and laid out, the actions collected so far are due
    /// (whether there are any or not), and evaluations from now on are not the first of the
    /// modifiers already in the tree.
    package mutating func closeRound() { round &+= 1 }

    /// Removes and returns the actions due now, in the order they run. When `onPreferenceChange`
    /// actions wait with `onAppear`/`onChange`/`task` ones, only the disappearing and preference
    /// actions are due: what they write is evaluated in a batch of its own before the others run —
    /// so a width a preference measured is not animated by the `withAnimation` of an `onAppear`
    /// elsewhere (SwiftUI gives each action's writes their own transaction), and the `onAppear`
    /// still sees it laid out.
    package mutating func takeDue() -> [() -> Void] {
        guard !preferenceChanges.isEmpty, !appearingOrChanging.isEmpty else { return take() }
        defer {
            disappearing.removeAll(keepingCapacity: true)
            preferenceChanges.removeAll(keepingCapacity: true)
        }
        return disappearing + preferenceChanges
    }

    /// Removes and returns the actions in the order they run.
    package mutating func take() -> [() -> Void] {
        defer {
            disappearing.removeAll(keepingCapacity: true)
            preferenceChanges.removeAll(keepingCapacity: true)
            appearingOrChanging.removeAll(keepingCapacity: true)
        }
        return disappearing + preferenceChanges + appearingOrChanging
    }
}
