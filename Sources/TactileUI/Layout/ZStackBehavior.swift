import Foundation

/// The layout of `ZStack`: every child is offered the stack's proposal; the stack is as large as
/// its largest child in each dimension and aligns the children inside by `alignment` — or, when a
/// child has an explicit guide (`AlignmentGuideBehavior`), as large as the children aligned on
/// their guides together, that extent aligned inside by `alignment`.
package struct ZStackBehavior: NodeBehavior {
    package let alignment: Alignment

    /// Whether either axis's alignment is a custom one (`AlignmentID`).
    private var isCustom: Bool { alignment.horizontal.custom != nil || alignment.vertical.custom != nil }

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        (previous as? ZStackBehavior)?.alignment == alignment ? .sizesAndPlacement : .none
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        // Most stacks have no guide: sized as a plain overlay, without an array of sizes.
        guard isCustom || children.contains(where: AlignmentGuideBehavior.hasGuide) else {
            var result = CGSize.zero
            for child in children {
                let size = layout.size(of: child, proposal: proposal)
                result = CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
            }
            return result
        }
        let sizes = children.map { layout.size(of: $0, proposal: proposal) }
        return guided(children, sizes: sizes, layout: layout)?.size ?? sizes.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let sizes = children.map { layout.size(of: $0, proposal: ProposedViewSize(size)) }
        if let guided = guided(children, sizes: sizes, layout: layout) {
            let offset = alignment.origin(of: guided.size, in: size)
            return zip(guided.origins, sizes).map { origin, childSize in
                CGRect(origin: CGPoint(x: offset.x + origin.x, y: offset.y + origin.y), size: childSize)
            }
        }
        return sizes.map { childSize in CGRect(origin: alignment.origin(of: childSize, in: size), size: childSize) }
    }

    /// With explicit alignment guides (`alignmentGuide(_:computeValue:)`): the extent of the
    /// children aligned on their guides, and each child's origin in it; nil when no child has one
    /// (the children are then aligned by `alignment`'s default places).
    private func guided(_ children: [ViewNode], sizes: [CGSize], layout: LayoutEngine) -> (size: CGSize, origins: [CGPoint])? {
        guard isCustom || children.contains(where: AlignmentGuideBehavior.hasGuide) else { return nil }
        // A custom alignment aligns every child on its guide, explicit or default.
        var explicit = isCustom
        var horizontal: [CGFloat] = [], vertical: [CGFloat] = []
        let horizontalCustom = alignment.horizontal.custom, verticalCustom = alignment.vertical.custom
        for (child, size) in zip(children, sizes) {
            // A custom axis finds its own values (`customValue`); a built-in one reads the child's
            // outermost guides.
            let dimensions = horizontalCustom != nil && verticalCustom != nil ? nil : AlignmentGuideBehavior.dimensions(of: child, size: size)
            if dimensions != nil { explicit = true }
            horizontal.append(horizontalCustom.map {
                AlignmentGuideBehavior.customValue(of: child, custom: $0, horizontal: true, size: size, layout: layout)
            } ?? dimensions?[alignment.horizontal] ?? size.width * alignment.horizontal.fraction)
            vertical.append(verticalCustom.map {
                AlignmentGuideBehavior.customValue(of: child, custom: $0, horizontal: false, size: size, layout: layout)
            } ?? dimensions?[alignment.vertical] ?? size.height * alignment.vertical.fraction)
        }
        guard explicit else { return nil }
        let x = AlignmentGuideBehavior.union(lengths: sizes.map(\.width), guides: horizontal)
        let y = AlignmentGuideBehavior.union(lengths: sizes.map(\.height), guides: vertical)
        return (CGSize(width: x.length, height: y.length), zip(x.starts, y.starts).map { CGPoint(x: $0, y: $1) })
    }
}
