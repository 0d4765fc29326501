import Foundation

/// One piece of a list — a section header, a row, a section footer, or a whole section a
/// custom view made — in the list's lazy stack (`ListPieceCollector`): its one child inset by
/// `padding`. The padding carries what the list puts around the piece: the grouped styles'
/// `ListDefaults.groupedSectionSpacing` above a section's first piece and below the list's last,
/// a header's and footer's padding and caption inset, the card styles' margin beside a row.
///
/// A row (`fillsWidth`) is as wide as the piece less its padding; a header or footer is as wide
/// as it wants, up to that. Invariant: the piece's height is its child's plus the vertical
/// padding, so the list is as tall as its pieces.
///
/// A plain list's section header has a band (`background`): it is pinned to the list's top while
/// its section scrolls under it (`LazyPinning`), so it covers the rows there, is hit where it is
/// drawn, and the rows beneath get no touch through it.
package struct ListPieceBehavior: NodeBehavior {
    package let padding: EdgeInsets
    package let fillsWidth: Bool
    package var background: ResolvedColor? = nil
    /// How far the piece is shown below where it rests (negative: above) while a reorder makes
    /// room (animatable), and the dragged row's own shift, which follows the finger (not animated).
    package var shift: CGFloat = 0
    package var dragShift: CGFloat = 0

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        if let background { list.fill(Path(bounds), with: background) }
    }

    package func hitPath(in bounds: CGRect) -> Path? { background == nil ? nil : Path(bounds) }

    private func childProposal(width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - padding.leading - padding.trailing) }, height: nil)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let child = children.first.map { layout.size(of: $0, proposal: childProposal(width: width)) } ?? .zero
        return CGSize(width: width ?? child.width + padding.leading + padding.trailing,
                      height: padding.top + child.height + padding.bottom)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let proposal = childProposal(width: size.width)
        return children.map { child in
            let childSize = layout.size(of: child, proposal: proposal)
            return CGRect(x: padding.leading, y: padding.top + shift + dragShift,
                          width: fillsWidth ? proposal.width ?? childSize.width : childSize.width, height: childSize.height)
        }
    }

    package var animatableData: AnimatableVector? { AnimatableVector([Double(shift)]) }
    package func withAnimatableData(_ data: AnimatableVector) -> ListPieceBehavior {
        guard data.values.count == 1 else { return self }
        var copy = self
        copy.shift = CGFloat(data.values[0])
        return copy
    }
}
