import Foundation

/// A line separating content (SwiftUI's `Divider`): across the axis of its stack — a vertical
/// line in an `HStack`, a horizontal one in a `VStack` or outside a stack — as long as offered
/// and as thick as a list's row separator (`ListDefaults.separatorThickness`, 0.5 pt), drawn in
/// the separator colour (`ListDefaults.separatorColor`, `UIColor.separator` in light mode).
/// Without an offered length (an ideal size) it is as long as it is thick.
public struct Divider: View {
    public init() {}
    public var body: EmptyView { EmptyView() }
}

extension Divider: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [context.node(DividerBehavior(vertical: context.environment.stackAxis == .horizontal))]
    }
}

/// A `Divider`'s line: full length along its length axis, `ListDefaults.separatorThickness` across.
package struct DividerBehavior: NodeBehavior {
    /// A vertical line (in an `HStack`); else horizontal.
    package let vertical: Bool

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let thickness = ListDefaults.separatorThickness
        return vertical ? CGSize(width: thickness, height: proposal.height ?? thickness)
            : CGSize(width: proposal.width ?? thickness, height: thickness)
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        list.fill(Path(bounds), with: ListDefaults.separatorColor)
    }
}
