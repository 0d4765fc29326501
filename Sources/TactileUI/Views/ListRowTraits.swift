import Foundation

/// What the list-row modifiers say about one row of a `List`: its content insets, its
/// background view, and the visibility and tint of its separators — SwiftUI's row traits.
///
/// A `nil` field was not set by any modifier (the list's default holds). Carried on the row's
/// node by a `ListRowTraitsBehavior` node, because a list wraps its rows after their nodes are
/// made (`ListRows.wrap`); read there by `collect(from:)`, as `SwipeRowBehavior.swipeRow(in:)`
/// finds a row's swipe actions.
@MainActor
package struct ListRowTraits {
    /// `listRowInsets(_:)`: `.some(nil)` is the default insets, set explicitly.
    var insets: EdgeInsets??
    /// `listRowBackground(_:)`: the background's node, or `.some(nil)` for the default background.
    var background: ViewNode??
    /// `listRowSeparator(_:edges:)` per edge.
    var topSeparator: Visibility?
    var bottomSeparator: Visibility?
    /// `listRowSeparatorTint(_:edges:)` per edge: `.some(nil)` is the default colour.
    var topSeparatorTint: ResolvedColor??
    var bottomSeparatorTint: ResolvedColor??

    /// Each field this value leaves unset, taken from `inner` (a modifier nearer the row's
    /// content). Invariant: the outermost modifier of a chain wins, as the trait written last.
    mutating func fillUnset(from inner: ListRowTraits) {
        if insets == nil { insets = inner.insets }
        if background == nil { background = inner.background }
        if topSeparator == nil { topSeparator = inner.topSeparator }
        if bottomSeparator == nil { bottomSeparator = inner.bottomSeparator }
        if topSeparatorTint == nil { topSeparatorTint = inner.topSeparatorTint }
        if bottomSeparatorTint == nil { bottomSeparatorTint = inner.bottomSeparatorTint }
    }

    /// The traits of the row whose node is `row`: those of every `ListRowTraitsBehavior` node on
    /// the chain of single-child wrappers from `row` down to its content (through passthrough
    /// modifiers and a swipe row's content), outermost first. A trait set on a view inside the
    /// row (deeper than that chain: in a stack) is not the row's and is not found, as in SwiftUI.
    static func collect(from row: ViewNode) -> ListRowTraits {
        var traits = ListRowTraits()
        var current: ViewNode? = row
        while let node = current {
            if let carrier = node.behavior as? ListRowTraitsBehavior { traits.fillUnset(from: carrier.traits) }
            if node.behavior is SwipeRowBehavior {
                current = node.children.last
            } else if node.behavior is ListEditControlsBehavior {
                // A row's content beside its edit controls: the first child.
                current = node.children.first
            } else if (node.behavior is PassthroughBehavior || node.behavior is ListRowTraitsBehavior
                       || node.behavior is ListEditRowBehavior) && node.children.count == 1 {
                current = node.children[0]
            } else {
                current = nil
            }
        }
        return traits
    }
}

/// Carries a row's `ListRowTraits` on its node; lays out, draws and hits as a passthrough.
/// The background node it holds is not its child: `ListRows.wrap` makes it the row's.
package struct ListRowTraitsBehavior: NodeBehavior {
    let traits: ListRowTraits
}

/// One list-row modifier: the traits it sets and, for `listRowBackground(_:)`, the background
/// view (evaluated outside the list, so a background is not itself a row).
///
/// Outside a `List` (no `listContext`) the content is returned unchanged: the modifiers do
/// nothing there, as in SwiftUI. Written on a `Section`, they do nothing either (SwiftUI applies
/// them to the section's rows; docs/COMPATIBILITY.md).
package struct ListRowTraitModifier<Background: View>: PrimitiveModifier {
    var insets: EdgeInsets?? = nil
    /// `.some(nil)`: `listRowBackground(nil)`.
    var background: Background?? = nil
    var separator: (visibility: Visibility, edges: VerticalEdge.Set)? = nil
    var separatorTint: (color: Color?, edges: VerticalEdge.Set)? = nil

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        guard context.environment.listContext != nil else { return content(context.child(.content)) }
        return context.wrapping(content(context.child(.content))) { wrapperContext, child in
            // On a `Section` the traits are not carried (a wrapped section would become a row).
            if child.behavior is ListSectionBehavior { return child }
            var traits = ListRowTraits()
            traits.insets = insets
            if let background {
                if let view = background {
                    let backgroundContext = wrapperContext.child(.slot("listRowBackground")).transformingEnvironment {
                        $0.listContext = nil
                        $0.isInListRow = false
                        $0.swipeCollector = nil
                    }
                    var nodes = backgroundContext.nodes(for: view)
                    if nodes.count > 1 { nodes = [backgroundContext.node(ZStackBehavior(alignment: .center), children: nodes)] }
                    traits.background = .some(nodes.first)
                } else {
                    traits.background = .some(nil)
                }
            }
            if let separator {
                if separator.edges.contains(.top) { traits.topSeparator = separator.visibility }
                if separator.edges.contains(.bottom) { traits.bottomSeparator = separator.visibility }
            }
            if let separatorTint {
                let color = separatorTint.color?.resolved(for: wrapperContext.environment.colorScheme)
                if separatorTint.edges.contains(.top) { traits.topSeparatorTint = .some(color) }
                if separatorTint.edges.contains(.bottom) { traits.bottomSeparatorTint = .some(color) }
            }
            return wrapperContext.node(ListRowTraitsBehavior(traits: traits), child: child)
        }
    }
}

extension View {
    /// Applies an inset to the rows in a list (SwiftUI's `listRowInsets(_:)`): the row's content
    /// sits `insets` from the row's edges instead of the default 16 × 11 points
    /// (`ListDefaults.rowHorizontalInset`, `rowVerticalInset`); nil keeps the default. The row is
    /// still at least `ListDefaults.rowMinHeight` tall. Outside a `List` it does nothing.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowTraitModifier<EmptyView>(insets: .some(insets)))
    }

    /// Places a custom background view behind a list row item (SwiftUI's `listRowBackground(_:)`):
    /// `view` is proposed the row's size and fills it, drawn behind the row's content and its
    /// separator in place of the default background (white, or the card's rounded corners);
    /// nil keeps the default. Outside a `List` it does nothing.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowTraitModifier<V>(background: .some(view)))
    }

    /// Sets the display mode for the separator associated with this specific row (SwiftUI's
    /// `listRowSeparator(_:edges:)`, iOS 15). Tactile draws one separator between two rows of a
    /// section: it is hidden when the upper row hides its `.bottom` edge or the lower row its
    /// `.top` edge. Outside a `List` it does nothing.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowTraitModifier<EmptyView>(separator: (visibility, edges)))
    }

    /// Sets the tint color associated with a row's separators (SwiftUI's
    /// `listRowSeparatorTint(_:edges:)`, iOS 15): the separator below the row takes its `.bottom`
    /// tint, else the row below's `.top` tint, else `ListDefaults.separatorColor`; nil is the
    /// default colour. Outside a `List` it does nothing.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowTraitModifier<EmptyView>(separatorTint: (color, edges)))
    }

    /// Sets whether to hide the separator associated with a list section (SwiftUI's
    /// `listSectionSeparator(_:edges:)`, iOS 15). Accepted and without effect: Tactile draws no
    /// separators above or below a section (docs/COMPATIBILITY.md).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
}
