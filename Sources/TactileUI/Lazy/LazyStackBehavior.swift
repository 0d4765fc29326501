import Foundation

/// A `LazyVStack`'s or `LazyHStack`'s layout: its realized children in a line along `axis`,
/// each at the length it wants (proposed nil along the axis, as in a scroll view), where its
/// window puts it (`LazyWindow.placement`); the slots not realized count at the window's
/// estimate, so the stack is as long as all its rows would be.
///
/// Across the axis it takes the width (height) offered, as SwiftUI's lazy stacks do, or its
/// widest child's when offered none; children are aligned by `alignment` there.
package struct LazyStackBehavior: NodeBehavior {
    package let axis: Axis
    package let alignment: CGFloat
    package let spacing: CGFloat
    /// The slot of each child, ascending (a slot's views follow each other).
    package let slots: [Int]
    package let window: LazyWindow

    private func length(_ size: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? size.width : size.height }

    private func childSizes(across: CGFloat?, children: [ViewNode], layout: LayoutEngine) -> [CGSize] {
        var proposal = ProposedViewSize(width: nil, height: nil)
        proposal[axis.cross] = across
        var sizes: [CGSize] = []
        sizes.reserveCapacity(children.count)
        for child in children { sizes.append(layout.size(of: child, proposal: proposal)) }
        return sizes
    }

    @MainActor
    private func lengths(of sizes: [CGSize]) -> [CGFloat] {
        var lengths: [CGFloat] = []
        lengths.reserveCapacity(sizes.count)
        for size in sizes { lengths.append(length(size, axis)) }
        return lengths
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let across = proposal[axis.cross].flatMap { $0.isFinite ? $0 : nil }
        let sizes = childSizes(across: across, children: children, layout: layout)
        var widest: CGFloat = 0
        for size in sizes { widest = max(widest, length(size, axis.cross)) }
        let along = window.placement(lengths: lengths(of: sizes), slots: slots, spacing: spacing).length
        let cross = across ?? widest
        return axis == .horizontal ? CGSize(width: along, height: cross) : CGSize(width: cross, height: along)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let across = length(size, axis.cross)
        let sizes = childSizes(across: across, children: children, layout: layout)
        let starts = window.placement(lengths: lengths(of: sizes), slots: slots, spacing: spacing).starts
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        for (index, childSize) in sizes.enumerated() {
            let cross = (across - length(childSize, axis.cross)) * alignment
            let origin = axis == .horizontal ? CGPoint(x: starts[index], y: cross) : CGPoint(x: cross, y: starts[index])
            frames.append(CGRect(origin: origin, size: childSize))
        }
        return frames
    }
}
