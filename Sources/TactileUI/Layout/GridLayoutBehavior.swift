import Foundation

/// The columns a grid resolved at its last placement, shared with its rows (which place their
/// cells in them).
@MainActor
final class GridGeometry {
    /// Each column's leading x and width, in the grid's (and so each row's) coordinates.
    var columnOffsets: [CGFloat] = []
    var columnWidths: [CGFloat] = []
    var horizontalSpacing: CGFloat = 0
    var alignment = Alignment.center
}

/// The layout of `Grid` (SwiftUI's, as documented for `Grid`, `GridRow` and `gridCellColumns`):
///
/// - Each cell is measured at its ideal size (proposal nil × nil).
/// - The grid has as many columns as its widest row has (a cell counts its span).
/// - A column is as wide as its widest single-column cell; a spanning cell wider than the
///   columns it spans (with the spacing between them) widens the last of them by the rest.
/// - A `GridRow` is as tall as its tallest cell; any other child is a row that spans every
///   column, offered the grid's width, as tall as it then is.
/// - Rows are `verticalSpacing` apart, columns `horizontalSpacing` apart. Each cell is offered its
///   cell's size and aligned in it by the grid's alignment (a `GridRow`'s `alignment` replaces the
///   vertical part); a full-width row is aligned horizontally by the grid's alignment.
///
/// Invariant: the grid's width is its columns' plus the spacing between them (at least its widest
/// full-width row); its height is its rows' plus the spacing. Rows place their cells in the
/// columns the grid resolved in its last placement (`GridGeometry`).
package struct GridLayoutBehavior: NodeBehavior {
    package let alignment: Alignment
    package let horizontalSpacing: CGFloat
    package let verticalSpacing: CGFloat
    let geometry: GridGeometry

    /// How many columns `cell` spans (`gridCellColumns`, through its modifiers), at least 1.
    private static func span(of cell: ViewNode) -> Int {
        var node: ViewNode? = cell
        while let current = node {
            if let span = current.behavior as? GridCellSpanBehavior { return span.columns }
            node = current.behavior is PassthroughBehavior && current.children.count == 1 ? current.children[0] : nil
        }
        return 1
    }

    private func columns(_ children: [ViewNode], layout: LayoutEngine) -> [CGFloat] {
        var widths: [CGFloat] = []
        var spanning: [(start: Int, span: Int, width: CGFloat)] = []
        for row in children where row.behavior is GridRowBehavior {
            var column = 0
            for cell in row.children {
                let span = Self.span(of: cell)
                let width = layout.size(of: cell, proposal: .unspecified).width
                while widths.count < column + span { widths.append(0) }
                if span == 1 { widths[column] = max(widths[column], width) } else { spanning.append((column, span, width)) }
                column += span
            }
        }
        for cell in spanning {
            let covered = widths[cell.start..<(cell.start + cell.span)].reduce(0, +) + horizontalSpacing * CGFloat(cell.span - 1)
            if cell.width > covered { widths[cell.start + cell.span - 1] += cell.width - covered }
        }
        return widths
    }

    private func width(of columns: [CGFloat]) -> CGFloat {
        columns.reduce(0, +) + horizontalSpacing * CGFloat(max(0, columns.count - 1))
    }

    private func rowHeights(_ children: [ViewNode], columns: [CGFloat], layout: LayoutEngine) -> (width: CGFloat, heights: [CGFloat]) {
        var gridWidth = width(of: columns)
        for child in children where !(child.behavior is GridRowBehavior) {
            gridWidth = max(gridWidth, layout.size(of: child, proposal: .unspecified).width)
        }
        let heights = children.map { child -> CGFloat in
            if child.behavior is GridRowBehavior {
                return child.children.map { layout.size(of: $0, proposal: .unspecified).height }.max() ?? 0
            }
            return layout.size(of: child, proposal: ProposedViewSize(width: gridWidth, height: nil)).height
        }
        return (gridWidth, heights)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let columns = columns(children, layout: layout)
        let (gridWidth, heights) = rowHeights(children, columns: columns, layout: layout)
        return CGSize(width: gridWidth, height: heights.reduce(0, +) + verticalSpacing * CGFloat(max(0, heights.count - 1)))
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let columns = columns(children, layout: layout)
        let (gridWidth, heights) = rowHeights(children, columns: columns, layout: layout)
        var offsets: [CGFloat] = []
        var x: CGFloat = 0
        for width in columns {
            offsets.append(x)
            x += width + horizontalSpacing
        }
        geometry.columnOffsets = offsets
        geometry.columnWidths = columns
        geometry.horizontalSpacing = horizontalSpacing
        geometry.alignment = alignment
        var y: CGFloat = 0
        var frames: [CGRect] = []
        for (child, height) in zip(children, heights) {
            if child.behavior is GridRowBehavior {
                frames.append(CGRect(x: 0, y: y, width: gridWidth, height: height))
            } else {
                let childSize = layout.size(of: child, proposal: ProposedViewSize(width: gridWidth, height: height))
                let origin = alignment.origin(of: childSize, in: CGSize(width: gridWidth, height: height))
                frames.append(CGRect(x: origin.x, y: y + origin.y, width: childSize.width, height: childSize.height))
            }
            y += height + verticalSpacing
        }
        return frames
    }
}

/// A `GridRow` in a grid: places its cells in the grid's columns (`GridGeometry`), each offered
/// its cell's size and aligned in it. Measured alone (outside its grid's placement) it is as
/// wide as its cells side by side and as tall as the tallest.
package struct GridRowBehavior: NodeBehavior {
    package let alignment: VerticalAlignment?
    let geometry: GridGeometry

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let sizes = children.map { layout.size(of: $0, proposal: .unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +) + geometry.horizontalSpacing * CGFloat(max(0, sizes.count - 1)),
                      height: sizes.map(\.height).max() ?? 0)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        var column = 0
        var cellAlignment = geometry.alignment
        if let alignment { cellAlignment.vertical = alignment }
        return children.map { cell in
            let span = GridLayoutBehavior.spanOf(cell)
            defer { column += span }
            guard column < geometry.columnWidths.count else { return CGRect(x: size.width, y: 0, width: 0, height: 0) }
            let last = min(column + span, geometry.columnWidths.count) - 1
            let x = geometry.columnOffsets[column]
            let width = geometry.columnOffsets[last] + geometry.columnWidths[last] - x
            let cellSize = CGSize(width: width, height: size.height)
            let childSize = layout.size(of: cell, proposal: ProposedViewSize(cellSize))
            let origin = cellAlignment.origin(of: childSize, in: cellSize)
            return CGRect(x: x + origin.x, y: origin.y, width: childSize.width, height: childSize.height)
        }
    }
}

extension GridLayoutBehavior {
    static func spanOf(_ cell: ViewNode) -> Int { span(of: cell) }
}
