import Foundation

/// `safeAreaInset(edge:…)`: children are the content, then the inset view. The inset view is
/// proposed the node's length across `edge` and sits against `edge`, aligned by `alignment`
/// (a fraction of the free space across); the content is proposed and given the rest, less
/// `spacing`, and its safe area grows by the inset's depth plus `spacing` on `edge`
/// (`SafeAreaFrame.adding`), so content that ignores the safe area extends under the inset
/// view (SwiftUI: "The modified view is inset by the height of content, from edge. The safe area
/// of the resulting view is increased by the same amount."). The node is the content's size
/// plus that depth.
package struct SafeAreaInsetBehavior: NodeBehavior {
    let edge: Edge
    let alignment: CGFloat
    let spacing: CGFloat

    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// The inset view's size in a node whose length across `edge` is `across` (nil: unknown).
    private func insetSize(_ inset: ViewNode, across: CGFloat?, layout: LayoutEngine) -> CGSize {
        layout.size(of: inset, proposal: isVertical ? ProposedViewSize(width: across, height: nil)
                                                    : ProposedViewSize(width: nil, height: across))
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        guard children.count == 2 else { return .zero }
        let inset = insetSize(children[1], across: isVertical ? proposal.width : proposal.height, layout: layout)
        if isVertical {
            let depth = inset.height + spacing
            let content = layout.size(of: children[0], proposal: ProposedViewSize(width: proposal.width,
                                                                                 height: proposal.height.map { max(0, $0 - depth) }))
            return CGSize(width: content.width, height: content.height + depth)
        }
        let depth = inset.width + spacing
        let content = layout.size(of: children[0], proposal: ProposedViewSize(width: proposal.width.map { max(0, $0 - depth) },
                                                                             height: proposal.height))
        return CGSize(width: content.width + depth, height: content.height)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        guard children.count == 2 else { return children.map { _ in .zero } }
        let content = children[0], insetView = children[1]
        let inset = insetSize(insetView, across: isVertical ? size.width : size.height, layout: layout)
        let depth = (isVertical ? inset.height : inset.width) + spacing
        let contentFrame: CGRect
        let insetFrame: CGRect
        switch edge {
        case .top:
            contentFrame = CGRect(x: 0, y: depth, width: size.width, height: max(0, size.height - depth))
            insetFrame = CGRect(x: alignment * (size.width - inset.width), y: 0, width: inset.width, height: inset.height)
        case .bottom:
            contentFrame = CGRect(x: 0, y: 0, width: size.width, height: max(0, size.height - depth))
            insetFrame = CGRect(x: alignment * (size.width - inset.width), y: size.height - inset.height,
                                width: inset.width, height: inset.height)
        case .leading:
            contentFrame = CGRect(x: depth, y: 0, width: max(0, size.width - depth), height: size.height)
            insetFrame = CGRect(x: 0, y: alignment * (size.height - inset.height), width: inset.width, height: inset.height)
        case .trailing:
            contentFrame = CGRect(x: 0, y: 0, width: max(0, size.width - depth), height: size.height)
            insetFrame = CGRect(x: size.width - inset.width, y: alignment * (size.height - inset.height),
                                width: inset.width, height: inset.height)
        }
        if let node = content.parent {
            let frame = CGRect(origin: node.layoutOrigin, size: size)
            content.safeArea = SafeAreaFrame.adding(EdgeInsets(Edge.Set(edge), depth), to: node.safeArea, frame: frame)
        }
        let contentSize = layout.size(of: content, proposal: ProposedViewSize(contentFrame.size))
        let origin = Alignment.center.origin(of: contentSize, in: contentFrame.size)
        return [CGRect(x: contentFrame.minX + origin.x, y: contentFrame.minY + origin.y, width: contentSize.width, height: contentSize.height),
                insetFrame]
    }
}

/// `safeAreaInset`'s modifier: the content, and the inset view in the `safeAreaInset` slot.
package struct SafeAreaInsetModifier<Inset: View>: PrimitiveModifier {
    let edge: Edge
    let alignment: CGFloat
    let spacing: CGFloat?
    let inset: Inset

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        context.wrapping(content(context.child(.content))) { wrapperContext, child in
            let insetContext = wrapperContext.child(.slot("safeAreaInset"))
            var insets = insetContext.nodes(for: inset)
            if insets.count != 1 {
                // Several views (or none) are stacked along the edge's axis, like a `VStack`/`HStack`.
                let stack = StackBehavior(axis: isVertical(edge) ? .vertical : .horizontal, alignment: 0.5,
                                          spacing: LayoutDefaults.stackSpacing)
                insets = [insetContext.node(stack, children: insets)]
            }
            let behavior = SafeAreaInsetBehavior(edge: edge, alignment: alignment, spacing: spacing ?? SafeAreaDefaults.insetSpacing)
            return wrapperContext.node(behavior, children: [child] + insets)
        }
    }

    private func isVertical(_ edge: Edge) -> Bool { edge == .top || edge == .bottom }
}

extension View {
    /// Shows `content` against the top or bottom `edge` of this view and insets the view by its
    /// height (plus `spacing`, the system spacing when nil), adding that to the view's safe area.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, alignment: alignment.fraction, spacing: spacing,
                                       inset: content()))
    }

    /// Shows `content` against the leading or trailing `edge` of this view and insets the view by
    /// its width (plus `spacing`), adding that to the view's safe area.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, alignment: alignment.fraction, spacing: spacing,
                                       inset: content()))
    }
}
