import Foundation

/// The visibility of the leading columns in a navigation split view (SwiftUI's
/// `NavigationSplitViewVisibility`).
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable { case automatic, all, doubleColumn, detailOnly }
    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }

    /// Hide the leading columns, showing the detail only.
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(.detailOnly) }
    /// Show the content column and the detail (the sidebar is hidden in a three-column view).
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(.doubleColumn) }
    /// Show every column.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(.all) }
    /// The default visibility for the platform and size.
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(.automatic) }
}

/// A type that specifies the appearance and interaction of navigation split views (SwiftUI's
/// `NavigationSplitViewStyle`). Tactile lays out every style alike (`NavigationSplitView`).
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {}

/// The default split view style of the platform (SwiftUI's `AutomaticNavigationSplitViewStyle`).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// Reduces the detail's size to show the leading columns (SwiftUI's `BalancedNavigationSplitViewStyle`).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// Keeps the detail's size, showing the leading columns over it (SwiftUI's
/// `ProminentDetailNavigationSplitViewStyle`).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets the style for navigation split views within this view (SwiftUI's
    /// `navigationSplitViewStyle(_:)`). Accepted; every style is laid out alike (`NavigationSplitView`).
    public consuming func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }

    /// Sets a fixed, preferred width for the column containing this view (SwiftUI's
    /// `navigationSplitViewColumnWidth(_:)`), side by side on a regular-width device.
    public consuming func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(SplitColumnWidthModifier(width: width))
    }

    /// Sets the width of the column containing this view (SwiftUI's
    /// `navigationSplitViewColumnWidth(min:ideal:max:)`): Tactile gives the column its ideal
    /// width, kept within `min`…`max` (no column is resized by the user).
    public consuming func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        let lower = min ?? 0, upper = max ?? .infinity
        return modifier(SplitColumnWidthModifier(width: Swift.min(Swift.max(ideal, lower), upper)))
    }
}

/// A column width a `navigationSplitViewColumnWidth` modifier asked for, as a preference on its
/// passthrough node (read by the split view from the column's nodes).
package struct SplitColumnWidth {
    let width: CGFloat
}

/// `navigationSplitViewColumnWidth`: the width on a passthrough node around the view.
package struct SplitColumnWidthModifier: WrappingModifier {
    let width: CGFloat
    package func configure(_ node: ViewNode) {
        node.preferences.append(PreferenceValue(key: ObjectIdentifier(SplitColumnWidth.self), value: SplitColumnWidth(width: width)))
    }

    /// The first width set in `nodes`' subtrees (source order), nil when none is.
    @MainActor
    static func width(in nodes: [ViewNode]) -> CGFloat? {
        for node in nodes {
            for preference in node.preferences where preference.key == ObjectIdentifier(SplitColumnWidth.self) {
                if let entry = preference.value as? SplitColumnWidth, entry.width.isFinite, entry.width >= 0 { return entry.width }
            }
            if let found = width(in: node.shownChildren) { return found }
        }
        return nil
    }
}
