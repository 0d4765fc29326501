import Foundation

/// `safeAreaPadding`: lays out like `padding` (the content proposed and placed inside the
/// insets) and adds the insets to the content's safe area (`SafeAreaFrame.adding`), so content
/// that ignores the safe area extends into the padding (SwiftUI: "Adds the provided insets into
/// the safe area of this view").
package struct SafeAreaPaddingBehavior: NodeBehavior {
    let insets: EdgeInsets

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        PaddingBehavior(insets: insets).sizeThatFits(proposal, children: children, layout: layout)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        for child in children {
            guard let node = child.parent else { continue }
            child.safeArea = SafeAreaFrame.adding(insets, to: node.safeArea, frame: CGRect(origin: node.layoutOrigin, size: size))
        }
        return PaddingBehavior(insets: insets).placeChildren(children, in: size, layout: layout)
    }
}

@usableFromInline package struct SafeAreaPaddingModifier: WrappingModifier {
    let insets: EdgeInsets

    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }

    @usableFromInline package init(insets: EdgeInsets) { self.insets = insets }

    /// `length` on `edges`, the default padding when nil.
    @usableFromInline package init(edges: Edge.Set, length: CGFloat?) {
        insets = EdgeInsets(edges, length ?? LayoutDefaults.padding)
    }
    package var behavior: any NodeBehavior { SafeAreaPaddingBehavior(insets: insets) }
}

extension View {
    /// Adds `insets` to the safe area of this view.
    @inlinable public consuming func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` (the default padding, `LayoutDefaults.padding`, when nil) on `edges` to the
    /// safe area of this view.
    @inlinable public consuming func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(edges: edges, length: length))
    }

    /// Adds `length` on every edge to the safe area of this view.
    @inlinable public consuming func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}
