import Foundation

/// Where a search field goes (SwiftUI's `SearchFieldPlacement`). On iPhone every placement puts
/// the field in the navigation bar's drawer, below the title, as `.automatic` does there. Tactile
/// keeps the drawer shown whatever its display mode, where iOS collapses an `.automatic` drawer
/// as the content scrolls up (docs/COMPATIBILITY.md, "Search").
public struct SearchFieldPlacement: Sendable, Equatable {
    /// Whether the navigation bar's drawer stays shown (SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`). Tactile shows it always.
    public enum NavigationBarDrawerDisplayMode: Sendable, Equatable {
        /// Collapsed as the content scrolls up on iOS; shown always here.
        case automatic
        /// Shown always.
        case always
    }

    private enum Kind: Sendable, Equatable {
        case automatic, toolbar, sidebar, navigationBarDrawer(NavigationBarDrawerDisplayMode)
    }

    private let kind: Kind

    /// The platform's choice: the navigation bar's drawer on iPhone.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// The toolbar: the navigation bar's drawer on iPhone.
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    /// A split view's sidebar: the navigation bar's drawer on iPhone.
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    /// The navigation bar's drawer, below the title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))

    /// The navigation bar's drawer, shown always or as the platform decides.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
    }
}
