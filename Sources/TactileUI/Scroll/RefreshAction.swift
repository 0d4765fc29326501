import Foundation
import TactileGestures

/// An action that initiates a refresh operation (SwiftUI's `RefreshAction`): what
/// `refreshable(action:)` puts in the environment, read as `@Environment(\.refresh)`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh action and returns when it has finished.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment (set by `refreshable(action:)`; nil
    /// where no refreshable ancestor is).
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as refreshable (SwiftUI's `refreshable(action:)`).
    ///
    /// Tactile, as iOS: every vertical scroll view below (a `ScrollView`, a `List`) gets a
    /// pull-to-refresh control. Pulled down from its top far enough to show
    /// `ScrollConfiguration.refreshTriggerDistance` above the content (still dragging, as
    /// `UIRefreshControl` fires), it starts the action in a task of the host (its `Task.sleep`s
    /// on the host's clock; a test waits for it with `waitForTasks()`); a pull that shows less
    /// springs back and runs nothing. While the action runs the control spins in a band of
    /// `refreshControlHeight` held open above the content (a pull cannot start it again), and
    /// when it returns the band closes. Views below can run the same action with
    /// `@Environment(\.refresh)`.
    public consuming func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \.refresh, value: RefreshAction(action: action)))
    }
}
