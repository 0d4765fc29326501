import Foundation

extension View {
    /// Shows or hides `bars` while this view is on screen (SwiftUI's `toolbar(_:for:)`, iOS 16).
    /// `.hidden` for `.navigationBar` (or `.automatic`) removes the bar of the navigation page this
    /// view is in, and its content takes the bar's height; among several settings in a page, the
    /// outermost wins; `.visible` and `.automatic` leave the bar shown. `.hidden` for `.tabBar`
    /// removes the bar of the `TabView` around the view while the view is on screen (from its
    /// appearance to its disappearance: a pushed page hides it until it is popped or its tab is
    /// left), and the selected page takes the bar's height. Bars appear and disappear at once
    /// (iOS slides them). `.bottomBar` is accepted: Tactile has no bottom toolbar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let bars = Set(bars.map(\.bar))
        return modifier(ToolbarVisibilityModifier(bars: bars, visibility: visibility))
            .modifier(TabBarHidingModifier(hides: visibility == .hidden && bars.contains(.tabBar)))
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
                for child in node.shownChildren { visit(child) }
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

/// Hides the tab bar of the `TabView` around its content while the content is on screen: it adds
/// one to the tab view's count of hiding views when the content appears and takes it back when
/// the content disappears (`tabBarHidingViews`), so the bar shows again once no shown view hides it.
struct TabBarHidingModifier: ViewModifier {
    let hides: Bool
    @Environment(\.tabBarHidingViews) private var hidingViews
    @State private var isCounted = false

    func body(content: Content) -> some View {
        content
            .onAppear { if hides { count(true) } }
            .onDisappear { count(false) }
            .onChange(of: hides) { _, hides in count(hides) }
    }

    /// Adds this view to the tab view's count, or takes it back, once.
    private func count(_ counted: Bool) {
        guard let hidingViews, counted != isCounted else { return }
        isCounted = counted
        hidingViews.wrappedValue += counted ? 1 : -1
    }
}

private struct TabBarHidingViewsKey: EnvironmentKey {
    static var defaultValue: Binding<Int>? { nil }
}

extension EnvironmentValues {
    /// The number of views on screen in the `TabView` around that hide its tab bar
    /// (`toolbar(.hidden, for: .tabBar)`); nil outside a tab view.
    var tabBarHidingViews: Binding<Int>? {
        get { self[TabBarHidingViewsKey.self] }
        set { self[TabBarHidingViewsKey.self] = newValue }
    }
}
