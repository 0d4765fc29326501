extension View {
    /// Configures the view's title for purposes of navigation (SwiftUI's `navigationTitle(_:)`):
    /// the navigation bar of the stack page that contains it shows it.
    public consuming func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationBarItemModifier(item: .title(String(title))))
    }

    /// Configures the view's title from a localized string key.
    public consuming func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationBarItemModifier(item: .title(titleKey.key)))
    }

    /// Configures the view's title from a text view (its string).
    public consuming func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBarItemModifier(item: .title(title.content)))
    }

    /// Hides the navigation bar's back button for the view (SwiftUI's
    /// `navigationBarBackButtonHidden(_:)`); the interactive edge swipe is disabled with it, as in
    /// UIKit when the back button is hidden.
    public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationBarItemModifier(item: .backButtonHidden(hidesBackButton)))
    }
}

/// What a view tells the navigation bar of its page.
package enum NavigationBarItem {
    case title(String)
    case backButtonHidden(Bool)
}

/// A passthrough node carrying a `NavigationBarItem`; the stack reads its pages' subtrees.
package struct NavigationBarItemModifier: WrappingModifier {
    let item: NavigationBarItem

    package func configure(_ node: ViewNode) {
        node.preferences.append(PreferenceValue(key: ObjectIdentifier(NavigationBarItem.self), value: item))
    }

    /// The first title and back-button setting in `nodes`' subtrees (source order).
    @MainActor
    static func items(in nodes: [ViewNode]) -> (title: String?, backButtonHidden: Bool) {
        var title: String?
        var hidden: Bool?
        func visit(_ node: ViewNode) {
            for preference in node.preferences where preference.key == ObjectIdentifier(NavigationBarItem.self) {
                switch preference.value as? NavigationBarItem {
                case .title(let value)?: if title == nil { title = value }
                case .backButtonHidden(let value)?: if hidden == nil { hidden = value }
                case nil: break
                }
            }
            for child in node.children { visit(child) }
        }
        nodes.forEach(visit)
        return (title, hidden ?? false)
    }
}
