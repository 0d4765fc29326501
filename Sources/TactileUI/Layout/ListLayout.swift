import Foundation

/// A list's background: fills its bounds (the grouped background, or white for plain lists) and
/// passes the proposal to its scroll view.
package struct ListBackgroundBehavior: NodeBehavior {
    package let color: ResolvedColor

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        list.fill(Path(bounds), with: color)
    }
}

/// One section of a list: `headerCount` header views, the rows, `footerCount` footer views.
/// Rows are stacked with no spacing, `ListDefaults.cardMargin` from the edges in the card
/// styles; headers and footers are inset like the row content and padded above and below.
package struct ListSectionBehavior: NodeBehavior {
    package let kind: ListStyleKind
    package let headerCount: Int
    package let footerCount: Int

    private var margin: CGFloat { kind.usesCards ? ListDefaults.cardMargin : 0 }
    private var captionInset: CGFloat { margin + ListDefaults.rowHorizontalInset }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let frames = self.frames(children, width: width, layout: layout)
        let contentWidth = frames.map(\.maxX).max() ?? 0
        return CGSize(width: width ?? contentWidth, height: frames.last.map { $0.maxY } ?? 0)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        frames(children, width: size.width, layout: layout)
    }

    private func frames(_ children: [ViewNode], width: CGFloat?, layout: LayoutEngine) -> [CGRect] {
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        var y: CGFloat = 0
        let rowCount = children.count - headerCount - footerCount
        for (index, child) in children.enumerated() {
            let isHeader = index < headerCount, isFooter = index >= headerCount + rowCount
            if isHeader || isFooter {
                if isHeader && index == 0 { y += ListDefaults.headerTopPadding }
                if isFooter && index == headerCount + rowCount { y += ListDefaults.footerTopPadding }
                let available = width.map { max(0, $0 - 2 * captionInset) }
                let size = layout.size(of: child, proposal: ProposedViewSize(width: available, height: nil))
                frames.append(CGRect(x: captionInset, y: y, width: size.width, height: size.height))
                y += size.height
                if isHeader && index == headerCount - 1 { y += ListDefaults.headerBottomPadding }
            } else {
                let available = width.map { max(0, $0 - 2 * margin) }
                let size = layout.size(of: child, proposal: ProposedViewSize(width: available, height: nil))
                frames.append(CGRect(x: margin, y: y, width: available ?? size.width, height: size.height))
                y += size.height
            }
        }
        return frames
    }
}

/// One row of a list: its background (a card's rounded top or bottom when first or last in a
/// card style), its separator (`separator`'s colour; none when nil), and its content inset by
/// `insets`, at least `minHeight` tall (`defaultMinListRowHeight`), centred vertically. A row with swipe
/// actions has zero insets: its `SwipeRowBehavior` insets the content itself so the actions fill
/// the row.
///
/// Children: layers, then the content (always last). Layers — a `listRowBackground(_:)` view and
/// the separator drawn over it (`ListSeparatorBehavior`) — are proposed and given the row's
/// bounds; the row's size comes from its content only. When the row has layers it draws neither
/// its default background nor its separator itself (`drawsBackground` false).
package struct ListRowBehavior: NodeBehavior {
    package let insets: EdgeInsets
    package var minHeight = ListDefaults.rowMinHeight
    package let topRadius: CGFloat
    package let bottomRadius: CGFloat
    package let separator: ResolvedColor?
    package var drawsBackground = true
    /// Where the row records its height for a reorder (a row of a `ForEach` with edit actions).
    var reorderSlot: ListReorderSlot? = nil

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let content = children.last.map {
            layout.size(of: $0, proposal: ProposedViewSize(width: width.map { max(0, $0 - horizontal) }, height: nil))
        } ?? .zero
        return CGSize(width: width ?? content.width + horizontal,
                      height: max(minHeight, content.height + vertical))
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        if let reorderSlot { reorderSlot.geometry.record(size.height, for: reorderSlot.key) }
        let inner = CGSize(width: max(0, size.width - insets.leading - insets.trailing),
                           height: max(0, size.height - insets.top - insets.bottom))
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            if index < children.count - 1 {
                _ = layout.size(of: child, proposal: ProposedViewSize(size))
                frames.append(CGRect(origin: .zero, size: size))
            } else {
                let content = layout.size(of: child, proposal: ProposedViewSize(inner))
                frames.append(CGRect(x: insets.leading, y: insets.top + (inner.height - content.height) / 2,
                                     width: content.width, height: content.height))
            }
        }
        return frames
    }

    private func backgroundPath(in bounds: CGRect) -> Path {
        UnevenRoundedRectangle(topLeadingRadius: topRadius, bottomLeadingRadius: bottomRadius,
                               bottomTrailingRadius: bottomRadius, topTrailingRadius: topRadius).path(in: bounds)
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        guard drawsBackground else { return }
        list.fill(backgroundPath(in: bounds), with: ListDefaults.rowBackground)
        if let separator { ListSeparatorBehavior(color: separator).draw(in: bounds, into: &list) }
    }

    package func hitPath(in bounds: CGRect) -> Path? { backgroundPath(in: bounds) }

    /// A row with a custom background in a card style is clipped to the card's rounded corners,
    /// as the default background is drawn with them (hit testing is not clipped, as `clipShape`).
    package func clipPath(in bounds: CGRect) -> Path? {
        !drawsBackground && (topRadius > 0 || bottomRadius > 0) ? backgroundPath(in: bounds) : nil
    }
}

/// A row's separator: a `ListDefaults.separatorThickness` line along the bottom of its bounds,
/// from `ListDefaults.rowHorizontalInset` to the trailing edge, in `color`.
package struct ListSeparatorBehavior: NodeBehavior {
    package let color: ResolvedColor

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        let thickness = ListDefaults.separatorThickness
        let line = CGRect(x: bounds.minX + ListDefaults.rowHorizontalInset, y: bounds.maxY - thickness,
                          width: max(0, bounds.width - ListDefaults.rowHorizontalInset), height: thickness)
        list.fill(Path(line), with: color)
    }
}
