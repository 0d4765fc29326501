extension View {
    /// Sets the tab bar item associated with this view (SwiftUI's `tabItem(_:)`, deprecated in
    /// iOS 18 for `Tab` and still the common form): a page of a `TabView` in the `.automatic`
    /// style shows `label` in the tab bar, its image above its title. The label is usually a
    /// `Label` or an `Image` and a `Text`. Changes nothing on a view that is not a tab page.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(item: AnyView(label())))
    }
}

/// `tabItem(_:)`: no node of its own; the tab view reads the item from the page (`TabPageTraits`).
package struct TabItemModifier: PrimitiveModifier, TabTraitWriting {
    let item: AnyView
    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        content(context.child(.content))
    }
    package func write(to traits: inout TabPageTraits) { traits.item = item }
}
