import Foundation

/// The layout of `ZStack`: every child is offered the stack's proposal; the stack is as large as
/// its largest child in each dimension and aligns the children inside by `alignment`.
package struct ZStackBehavior: NodeBehavior {
    package let alignment: Alignment

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        (previous as? ZStackBehavior)?.alignment == alignment ? .sizesAndPlacement : .none
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        children.map { child in
            let childSize = layout.size(of: child, proposal: ProposedViewSize(size))
            return CGRect(origin: alignment.origin(of: childSize, in: size), size: childSize)
        }
    }
}
