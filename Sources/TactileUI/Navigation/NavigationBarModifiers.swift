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

    /// Configures the title display mode of the navigation bar (SwiftUI's
    /// `navigationBarTitleDisplayMode(_:)`, iOS 14). Tactile draws every title inline, in the
    /// standard 44-pt bar: `.large` and `.automatic` show as `.inline` does (COMPATIBILITY.md).
    public consuming func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// Sets the navigation bar items of the page (SwiftUI's deprecated
    /// `navigationBarItems(leading:trailing:)`): `leading` after the back button, `trailing` at the
    /// bar's trailing edge, both live views of the page (their buttons run the page's actions).
    public consuming func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(NavigationBarItemModifier(item: .items(leading: AnyView(leading), trailing: AnyView(trailing))))
    }

    /// Sets the leading navigation bar items of the page (deprecated `navigationBarItems(leading:)`).
    public consuming func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(NavigationBarItemModifier(item: .items(leading: AnyView(leading), trailing: nil)))
    }

    /// Sets the trailing navigation bar items of the page (deprecated `navigationBarItems(trailing:)`).
    public consuming func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(NavigationBarItemModifier(item: .items(leading: nil, trailing: AnyView(trailing))))
    }

    /// Sets the title of the navigation bar (SwiftUI's deprecated `navigationBarTitle(_:)`): as
    /// `navigationTitle(_:)`.
    public consuming func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the title of the navigation bar from a localized string key (deprecated; as `navigationTitle(_:)`).
    public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the title of the navigation bar from a string (deprecated; as `navigationTitle(_:)`).
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the title and its display mode (deprecated `navigationBarTitle(_:displayMode:)`): as
    /// `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`.
    public consuming func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// Sets the title from a localized string key and its display mode (deprecated).
    public consuming func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the title from a string and its display mode (deprecated).
    @_disfavoredOverload
    public consuming func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }
}

/// An item of the navigation bar (SwiftUI's `NavigationBarItem`): here only its title display mode.
public struct NavigationBarItem: Sendable {
    /// How the navigation bar shows its title (SwiftUI's `NavigationBarItem.TitleDisplayMode`).
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherit the mode of the previous page (large at the root).
        case automatic
        /// A small title in the standard bar.
        case inline
        /// A large title below the bar.
        case large
    }
}

/// What a view tells the navigation bar of its page.
package enum NavigationBarEntry {
    case title(String)
    case backButtonHidden(Bool)
    /// `navigationBarItems`: views after the back button (leading) and at the trailing edge.
    case items(leading: AnyView?, trailing: AnyView?)
    /// `searchable`: the search field in the bar's drawer.
    case search(SearchFieldEntry)
}

/// What a page's subtree tells its navigation bar (`NavigationBarItemModifier.items(in:)`).
package struct NavigationBarContent {
    var title: String?
    var backButtonHidden = false
    var leading: AnyView?
    var trailing: AnyView?
    var search: SearchFieldEntry?
}

/// A passthrough node carrying a `NavigationBarEntry`; the stack reads its pages' subtrees.
package struct NavigationBarItemModifier: WrappingModifier {
    let item: NavigationBarEntry

    package func configure(_ node: ViewNode) {
        node.preferences.append(PreferenceValue(key: ObjectIdentifier(NavigationBarEntry.self), value: item))
    }

    /// As every `WrappingModifier`; bar items also take the `editMode` where the modifier is
    /// (the bar evaluates them with its page's environment), so an `EditButton` in a toolbar
    /// toggles the binding an `.environment(\.editMode, …)` around the toolbar's view sets, as
    /// on iOS, where toolbar content inherits the environment of the view that declares it.
    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        var item = item
        if case .items(let leading, let trailing) = item, let editMode = context.environment.editMode {
            item = .items(leading: leading.map { AnyView($0.environment(\.editMode, editMode)) },
                          trailing: trailing.map { AnyView($0.environment(\.editMode, editMode)) })
        }
        let entry = item
        return context.wrapping(content(context.child(.content))) { wrapperContext, child in
            let node = wrapperContext.node(PassthroughBehavior(), child: child)
            node.preferences.append(PreferenceValue(key: ObjectIdentifier(NavigationBarEntry.self), value: entry))
            return node
        }
    }

    /// The first title, back-button setting, bar items and search field in `nodes`' subtrees
    /// (source order).
    @MainActor
    static func items(in nodes: [ViewNode]) -> NavigationBarContent {
        var content = NavigationBarContent()
        var hidden: Bool?
        var items = false
        func visit(_ node: ViewNode) {
            for preference in node.preferences where preference.key == ObjectIdentifier(NavigationBarEntry.self) {
                switch preference.value as? NavigationBarEntry {
                case .title(let value)?: if content.title == nil { content.title = value }
                case .backButtonHidden(let value)?: if hidden == nil { hidden = value }
                case .items(let leading, let trailing)?:
                    if !items { (content.leading, content.trailing, items) = (leading, trailing, true) }
                case .search(let entry)?: if content.search == nil { content.search = entry }
                case nil: break
                }
            }
            for child in node.shownChildren { visit(child) }
        }
        nodes.forEach(visit)
        content.backButtonHidden = hidden ?? false
        return content
    }
}
