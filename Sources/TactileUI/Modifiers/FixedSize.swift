import Foundation

/// Fixes its content at its ideal size along the chosen axes (SwiftUI's `_FixedSizeLayout`):
/// along a fixed axis the content is proposed nil — its ideal length — instead of the length
/// offered; along the other it gets the proposal. The modifier is the content's size, whatever
/// was offered, so a long `Text` keeps one line in a narrow frame (it overflows the frame) and a
/// wrapped one takes all the lines it needs in a short one.
///
/// Invariant: the content is centred in the space the parent gives the modifier (SwiftUI centres
/// it when a parent places the modifier in a size other than the one it reported).
package struct FixedSizeBehavior: NodeBehavior {
    package let horizontal: Bool
    package let vertical: Bool

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        guard let previous = sameKind(previous), previous.horizontal == horizontal, previous.vertical == vertical else { return .none }
        return .sizesAndPlacement
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        children.first.map { layout.size(of: $0, proposal: childProposal(proposal)) } ?? .zero
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        children.map { child in
            let childSize = layout.size(of: child, proposal: childProposal(ProposedViewSize(size)))
            return CGRect(origin: Alignment.center.origin(of: childSize, in: size), size: childSize)
        }
    }

    /// The proposal with the fixed axes left unspecified.
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}

package struct FixedSizeModifier: WrappingModifier {
    let horizontal: Bool
    let vertical: Bool
    package var behavior: any NodeBehavior { FixedSizeBehavior(horizontal: horizontal, vertical: vertical) }
}

extension View {
    /// Fixes this view at its ideal size along the axes given: it is proposed nil (its ideal
    /// length) along each fixed axis and keeps the length offered along the other.
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes this view at its ideal size in both dimensions.
    public consuming func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
}
