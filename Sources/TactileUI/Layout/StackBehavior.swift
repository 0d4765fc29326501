import Foundation

/// The layout of `HStack` and `VStack`: SwiftUI's algorithm.
///
/// Along the axis, the space left after spacing is shared in order of increasing flexibility
/// (how much a child's length can vary between proposals of 0 and infinity): each child is
/// offered an equal share of what remains and keeps what it takes. Across the axis every child
/// is offered the stack's proposal and aligned by `alignment` (0 leading/top … 1 trailing/bottom).
/// Invariant: the stack's length is the sum of its children's plus `spacing` between each pair;
/// its breadth is its widest child's.
package struct StackBehavior: NodeBehavior {
    package let axis: Axis
    package let alignment: CGFloat
    package let spacing: CGFloat

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let sizes = childSizes(proposal, children: children, layout: layout)
        let along = sizes.map { length($0, axis) }.reduce(0, +) + totalSpacing(children)
        let across = sizes.map { length($0, axis.cross) }.max() ?? 0
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let sizes = childSizes(ProposedViewSize(size), children: children, layout: layout)
        var position: CGFloat = 0
        return sizes.map { childSize in
            let cross = (length(size, axis.cross) - length(childSize, axis.cross)) * alignment
            let origin = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            position += length(childSize, axis) + spacing
            return CGRect(origin: origin, size: childSize)
        }
    }

    private func totalSpacing(_ children: [ViewNode]) -> CGFloat { spacing * CGFloat(max(0, children.count - 1)) }

    private func length(_ size: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? size.width : size.height }

    private func childSizes(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> [CGSize] {
        func propose(_ along: CGFloat?) -> ProposedViewSize {
            var childProposal = proposal
            childProposal[axis] = along
            return childProposal
        }
        guard let available = proposal[axis] else {
            return children.map { layout.size(of: $0, proposal: propose(nil)) }
        }
        let flexibility = children.map { child in
            length(layout.size(of: child, proposal: propose(.infinity)), axis) - length(layout.size(of: child, proposal: propose(0)), axis)
        }
        let order = children.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = available - totalSpacing(children)
        var sizes = Array(repeating: CGSize.zero, count: children.count)
        for (placed, index) in order.enumerated() {
            let share = max(0, remaining / CGFloat(children.count - placed))
            let size = layout.size(of: children[index], proposal: propose(share))
            sizes[index] = size
            remaining -= length(size, axis)
        }
        return sizes
    }
}
