import Foundation

/// A flexible space that expands along the axis of its stack (SwiftUI's `Spacer`), or in both
/// axes outside a stack. It is never shorter than `minLength` (`LayoutDefaults.spacerMinLength`
/// when nil) and draws nothing.
public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: EmptyView { EmptyView() }
}

extension Spacer: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        [context.node(SpacerBehavior(axis: context.environment.stackAxis, minLength: minLength ?? LayoutDefaults.spacerMinLength))]
    }
}

/// Takes the offered length (at least `minLength`) along `axis` and nothing across it.
package struct SpacerBehavior: NodeBehavior {
    package let axis: Axis?
    package let minLength: CGFloat

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let width = max(minLength, proposal.width ?? minLength)
        let height = max(minLength, proposal.height ?? minLength)
        switch axis {
        case .horizontal: return CGSize(width: width, height: 0)
        case .vertical: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }
}
