import Foundation

extension View {
    /// Shows or hides `bars` while this view is on screen (SwiftUI's `toolbar(_:for:)`, iOS 16).
    /// `.hidden` for `.navigationBar` (or `.automatic`) removes the bar of the navigation page this
    /// view is in, and its content takes the bar's height; among several settings in a page, the
    /// outermost wins; `.visible` and `.automatic` leave the bar shown. The bar appears and
    /// disappears at once (iOS slides it). `.tabBar` and `.bottomBar` are accepted and change
    /// nothing yet: a `TabView` does not hear of a setting made in a page pushed inside it
    /// (docs/COMPATIBILITY.md).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarVisibilityModifier(bars: Set(bars.map(\.bar)), visibility: visibility))
    }

    /// Hides or shows the navigation bar of the page this view is in (deprecated
    /// `navigationBarHidden(_:)`): as `toolbar(hidden ? .hidden : .visible, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(ToolbarVisibilityModifier(bars: [.navigationBar], visibility: hidden ? .hidden : .visible))
    }
}

/// A passthrough node carrying a bar visibility; a navigation page reads its content's subtree
/// for it (`hides(_:in:)`).
package struct ToolbarVisibilityModifier: WrappingModifier {
    let bars: Set<ToolbarPlacement.Bar>
    let visibility: Visibility

    package func configure(_ node: ViewNode) {
        node.preferences.append(PreferenceValue(key: ObjectIdentifier(ToolbarVisibilityModifier.self), value: self))
    }

    /// Whether the outermost setting for `bar` in `nodes`' subtrees hides it. Inside a nested
    /// navigation stack only its top page is read (the pages below are covered).
    @MainActor
    static func hides(_ bar: ToolbarPlacement.Bar, in nodes: [ViewNode]) -> Bool {
        var found: Visibility?
        func visit(_ node: ViewNode) {
            guard found == nil else { return }
            for preference in node.preferences where preference.key == ObjectIdentifier(ToolbarVisibilityModifier.self) {
                if let setting = preference.value as? ToolbarVisibilityModifier, setting.bars.contains(bar) {
                    found = setting.visibility
                    return
                }
            }
            if node.presentedBehavior is NavigationStackBehavior {
                if let top = node.children.last { visit(top) }
            } else {
                for child in node.children { visit(child) }
            }
        }
        nodes.forEach(visit)
        return found == .hidden
    }
}

extension ToolbarContent {
    /// Whether the items share the toolbar's glass background (iOS 26's
    /// `sharedBackgroundVisibility(_:)`). Tactile's toolbar draws no background behind its items,
    /// so the items are drawn as they are with either setting.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent { self }
}
