/// An action that dismisses a presentation (SwiftUI's `DismissAction`), read with
/// `@Environment(\.dismiss)`. Inside a sheet or full-screen cover it ends the presentation (the
/// binding set to false, the item to nil); inside a view pushed on a `NavigationStack` it pops
/// that view; elsewhere it does nothing, as in SwiftUI.
public struct DismissAction {
    private let action: @MainActor () -> Void

    package init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    /// Dismisses the view, if it is presented.
    @MainActor
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// Dismisses the current presentation (SwiftUI's `dismiss`).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
