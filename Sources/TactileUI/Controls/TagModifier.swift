extension View {
    /// Sets the unique tag value of this view: a `TabView` page's selection value (SwiftUI's
    /// `tag(_:)`). Stored on a passthrough node around the view, and read by a tab view from the
    /// page's modifiers before the page is evaluated (`TabPageTraits`).
    public consuming func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }
}

/// `tag(_:)`: the tag on a passthrough node, and the tab page trait of the same value.
package struct TagModifier: WrappingModifier, TabTraitWriting {
    let tag: AnyHashable
    package func configure(_ node: ViewNode) { node.tag = tag }
    package func write(to traits: inout TabPageTraits) { traits.tag = tag }
}
