import Foundation

/// A bar that `toolbar(_:for:)` shows or hides (SwiftUI's `ToolbarPlacement`): on iPhone, the
/// navigation bar of a `NavigationStack`'s page and the tab bar of a `TabView` (the tab bar is
/// not hidden yet: see `toolbar(_:for:)`).
public struct ToolbarPlacement: Hashable, Sendable {
    package enum Bar: Hashable, Sendable { case navigationBar, tabBar, bottomBar }

    package let bar: Bar

    /// The primary bar: on iPhone, the navigation bar.
    public static let automatic = ToolbarPlacement(bar: .navigationBar)
    /// The navigation bar of the page.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar of the enclosing `TabView` (accepted; not hidden yet).
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom toolbar: Tactile draws none (see `ToolbarItemPlacement`), so hiding it changes nothing.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}
