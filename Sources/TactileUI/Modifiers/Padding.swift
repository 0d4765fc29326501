import Foundation

/// Insets its content: offers the content the proposal minus the insets and is the content's
/// size plus the insets.
package struct PaddingBehavior: NodeBehavior {
    package let insets: EdgeInsets

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        (previous as? PaddingBehavior)?.insets == insets ? .sizesAndPlacement : .none
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                     height: proposal.height.map { max(0, $0 - insets.vertical) })
        let size = children.first.map { layout.size(of: $0, proposal: inner) } ?? .zero
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let inner = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        return children.map { child in
            CGRect(origin: CGPoint(x: insets.leading, y: insets.top), size: layout.size(of: child, proposal: ProposedViewSize(inner)))
        }
    }
}

@usableFromInline package struct PaddingModifier: WrappingModifier {
    let insets: EdgeInsets

    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }

    @usableFromInline package init(insets: EdgeInsets) { self.insets = insets }

    /// `padding(_:_:)`'s modifier: `length` on `edges`, the default padding when nil.
    @usableFromInline package init(edges: Edge.Set, length: CGFloat?) {
        insets = EdgeInsets(edges, length ?? LayoutDefaults.padding)
    }
    package var behavior: any NodeBehavior { PaddingBehavior(insets: insets) }
}

extension View {
    /// Pads the edges in `edges` by `length` (`LayoutDefaults.padding` when nil).
    @inlinable public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges: edges, length: length))
    }

    /// Pads every edge by `length`.
    @inlinable public consuming func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    @inlinable public consuming func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
}
