import Foundation

/// Ends the search of the `searchable` view around the caller (SwiftUI's `DismissSearchAction`):
/// as the Cancel button does, the field loses the focus, its text is cleared and `isSearching`
/// becomes false. Outside a searchable view it does nothing.
public struct DismissSearchAction {
    private let action: @MainActor () -> Void

    package init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    /// Dismisses the current search, if any.
    @MainActor
    public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

private struct NavigationSearchFieldKey: EnvironmentKey {
    static var defaultValue: SearchFieldEntry? { nil }
}

extension EnvironmentValues {
    /// Whether the user is searching in the `searchable` view around this one (SwiftUI's
    /// `isSearching`): true from the tap that focuses its field until Cancel or `dismissSearch`;
    /// Return (the keyboard's Search key) keeps it true, as on iOS.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `searchable` view around this one (SwiftUI's `dismissSearch`).
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// The search field a `searchable` modifier outside a navigation stack gives the stack's root page.
    var navigationSearchField: SearchFieldEntry? {
        get { self[NavigationSearchFieldKey.self] }
        set { self[NavigationSearchFieldKey.self] = newValue }
    }
}
