extension View {
    /// Sets the unique tag value of this view: a `TabView` page's selection value (SwiftUI's
    /// `tag(_:)`). Stored on a passthrough node around the view.
    public consuming func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(AttributeModifier { $0.tag = AnyHashable(tag) })
    }
}
