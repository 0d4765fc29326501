/// The lifecycle actions an update collected, run once the tree is up to date (SwiftUI runs
/// `onAppear`, `onChange` and `onDisappear` actions after the update that caused them, never
/// inside a body).
///
/// Invariant: `onDisappear` actions of views that left the tree run before the `onAppear` and
/// `onChange` actions of the same update, each group in evaluation order.
@MainActor
package struct LifecycleActions {
    private(set) var disappearing: [() -> Void] = []
    private(set) var appearingOrChanging: [() -> Void] = []

    package var isEmpty: Bool { disappearing.isEmpty && appearingOrChanging.isEmpty }

    mutating func disappear(_ action: @escaping () -> Void) { disappearing.append(action) }
    mutating func appearOrChange(_ action: @escaping () -> Void) { appearingOrChanging.append(action) }

    /// Removes and returns the actions in the order they run.
    package mutating func take() -> [() -> Void] {
        defer {
            disappearing.removeAll(keepingCapacity: true)
            appearingOrChanging.removeAll(keepingCapacity: true)
        }
        return disappearing + appearingOrChanging
    }
}
