import Foundation

/// The layout of `HStack` and `VStack`: SwiftUI's algorithm.
///
/// Along the axis, the space left after spacing is shared in order of increasing flexibility
/// (how much a child's length can vary between proposals of 0 and infinity): each child is
/// offered an equal share of what remains and keeps what it takes. With `layoutPriority`, the
/// children are shared out by priority, highest first, each priority's group offered what
/// remains less the minimum lengths of the lower groups (SwiftUI's documented rule: "the
/// parent offers the higher-priority child the remaining space after the lower-priority
/// children are given their minimum size"). Across the axis every child
/// is offered the stack's proposal and aligned by `alignment` (0 leading/top … 1 trailing/bottom),
/// or on the children's explicit guides when one has any (`AlignmentGuideBehavior`).
/// Invariant: the stack's length is the sum of its children's plus `spacing` between each pair;
/// its breadth is its widest child's (without explicit guides).
package struct StackBehavior: NodeBehavior {
    package let axis: Axis
    package let alignment: CGFloat
    package let spacing: CGFloat
    /// A custom alignment across the axis (`AlignmentID`): every child is aligned on its guide,
    /// explicit or default, and `alignment` places their extent.
    package var customAlignment: CustomAlignmentGuide?

    package init(axis: Axis, alignment: CGFloat, spacing: CGFloat, customAlignment: CustomAlignmentGuide? = nil) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.customAlignment = customAlignment
    }

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        guard let previous = previous as? StackBehavior, previous.axis == axis, previous.alignment == alignment,
              previous.spacing == spacing, previous.customAlignment == customAlignment else { return .none }
        return .sizesAndPlacement
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let sizes = childSizes(proposal, children: children, layout: layout)
        // The sum from 0 and the maximum as `reduce(0, +)` and `max()` compute them.
        var along: CGFloat = 0
        var widest: CGFloat?
        for size in sizes {
            along += length(size, axis)
            let cross = length(size, axis.cross)
            if let current = widest { if current < cross { widest = cross } } else { widest = cross }
        }
        along += totalSpacing(children)
        let across = guidedCross(children, sizes: sizes, layout: layout)?.length ?? widest ?? 0
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let sizes = childSizes(ProposedViewSize(size), children: children, layout: layout)
        var position: CGFloat = 0
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        let guided = guidedCross(children, sizes: sizes, layout: layout)
        for (index, childSize) in sizes.enumerated() {
            let cross = guided.map { (length(size, axis.cross) - $0.length) * alignment + $0.starts[index] }
                ?? (length(size, axis.cross) - length(childSize, axis.cross)) * alignment
            let origin = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            position += length(childSize, axis) + spacing
            frames.append(CGRect(origin: origin, size: childSize))
        }
        return frames
    }

    /// With explicit alignment guides across the axis (`alignmentGuide(_:computeValue:)`): the
    /// children's extent across when aligned on their guides, and each child's start in it; nil
    /// when no child has one.
    private func guidedCross(_ children: [ViewNode], sizes: [CGSize], layout: LayoutEngine) -> (length: CGFloat, starts: [CGFloat])? {
        // Most stacks have no guide: found without a cast or an allocation.
        let custom = customAlignment
        guard custom != nil || children.contains(where: AlignmentGuideBehavior.hasGuide) else { return nil }
        // A custom alignment aligns every child on its guide, explicit or default.
        var explicit = custom != nil
        var guides: [CGFloat] = []
        guides.reserveCapacity(children.count)
        let horizontal = HorizontalAlignment(fraction: alignment), vertical = VerticalAlignment(fraction: alignment)
        for (child, size) in zip(children, sizes) {
            if let custom {
                guides.append(AlignmentGuideBehavior.customValue(of: child, custom: custom, horizontal: axis == .vertical,
                                                                 size: size, layout: layout))
                continue
            }
            let dimensions = AlignmentGuideBehavior.dimensions(of: child, size: size)
            if dimensions != nil { explicit = true }
            let value = axis == .vertical ? dimensions?[horizontal] : dimensions?[vertical]
            guides.append(value ?? length(size, axis.cross) * alignment)
        }
        guard explicit else { return nil }
        return AlignmentGuideBehavior.union(lengths: sizes.map { length($0, axis.cross) }, guides: guides)
    }

    private func totalSpacing(_ children: [ViewNode]) -> CGFloat { spacing * CGFloat(max(0, children.count - 1)) }

    private func length(_ size: CGSize, _ axis: Axis) -> CGFloat { axis == .horizontal ? size.width : size.height }

    private func childSizes(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> [CGSize] {
        func propose(_ along: CGFloat?) -> ProposedViewSize {
            var childProposal = proposal
            childProposal[axis] = along
            return childProposal
        }
        // Loops and a `@Sendable` comparator: a closure made here is otherwise main-actor
        // isolated, and Swift checks the executor on each of its calls (see `NodeBehavior`).
        var sizes: [CGSize] = []
        sizes.reserveCapacity(children.count)
        guard let available = proposal[axis] else {
            for child in children { sizes.append(layout.size(of: child, proposal: propose(nil))) }
            return sizes
        }
        var flexibility: [CGFloat] = []
        flexibility.reserveCapacity(children.count)
        for child in children {
            flexibility.append(length(layout.size(of: child, proposal: propose(.infinity)), axis)
                               - length(layout.size(of: child, proposal: propose(0)), axis))
        }
        var remaining = available - totalSpacing(children)
        sizes.append(contentsOf: repeatElement(CGSize.zero, count: children.count))
        if let priorities = Self.priorities(of: children) {
            // Highest priority first; each group is offered what remains less the minimum lengths
            // of the groups after it, shared in order of flexibility as below.
            let order = children.indices.sorted { @Sendable [flexibility] in
                (-priorities[$0], flexibility[$0], $0) < (-priorities[$1], flexibility[$1], $1)
            }
            var groupStart = 0
            while groupStart < order.count {
                let priority = priorities[order[groupStart]]
                var groupEnd = groupStart
                while groupEnd < order.count, priorities[order[groupEnd]] == priority { groupEnd += 1 }
                var reserved: CGFloat = 0
                for index in order[groupEnd...] { reserved += length(layout.size(of: children[index], proposal: propose(0)), axis) }
                var groupRemaining = remaining - reserved
                for (placed, index) in order[groupStart..<groupEnd].enumerated() {
                    let share = max(0, groupRemaining / CGFloat(groupEnd - groupStart - placed))
                    let size = layout.size(of: children[index], proposal: propose(share))
                    sizes[index] = size
                    groupRemaining -= length(size, axis)
                    remaining -= length(size, axis)
                }
                groupStart = groupEnd
            }
            return sizes
        }
        let order = children.indices.sorted { @Sendable [flexibility] in (flexibility[$0], $0) < (flexibility[$1], $1) }
        for (placed, index) in order.enumerated() {
            let share = max(0, remaining / CGFloat(children.count - placed))
            let size = layout.size(of: children[index], proposal: propose(share))
            sizes[index] = size
            remaining -= length(size, axis)
        }
        return sizes
    }

    /// The children's `layoutPriority` values, or nil when every one is 0 (the common case, which
    /// allocates nothing).
    private static func priorities(of children: [ViewNode]) -> [Double]? {
        guard LayoutTraits.prioritiesInUse else { return nil }
        var priorities: [Double]?
        for (index, child) in children.enumerated() {
            let priority = LayoutTraits.priority(of: child)
            guard priority != 0 else { continue }
            if priorities == nil { priorities = Array(repeating: 0, count: children.count) }
            priorities?[index] = priority
        }
        return priorities
    }
}
