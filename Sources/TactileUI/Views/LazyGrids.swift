import Foundation

/// A grid whose columns `columns` describe and whose cells flow down, row by row (SwiftUI's
/// `LazyVGrid`).
///
/// Lazy as SwiftUI's: only the cells of the rows that overlap the nearest scroll view's visible
/// region plus `ScrollConfiguration.lazyPrefetchMargin` exist — evaluated, laid out, appearing
/// and disappearing a whole row at a time — and a cell's `@State` is kept while the grid lives.
/// A `Section`'s header and footer span the grid's width and its cells start on a new row;
/// `pinnedViews` pins them to the scroll view's edges (docs/ARCHITECTURE-HOST.md, "Lazy
/// containers"). Layout: `LazyGridBehavior`, whose cells sit as `GridBehavior` places them.
public struct LazyVGrid<Content: View>: View {
    package let columns: [GridItem]
    package let alignment: HorizontalAlignment
    package let spacing: CGFloat?
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }
}

/// A grid whose rows `rows` describe and whose cells flow right, column by column (SwiftUI's
/// `LazyHGrid`); lazy as `LazyVGrid` is, a column of cells at a time.
public struct LazyHGrid<Content: View>: View {
    package let rows: [GridItem]
    package let alignment: VerticalAlignment
    package let spacing: CGFloat?
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }
}

extension LazyVGrid: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let grid = GridBehavior(flow: .vertical, items: columns, alignment: alignment.fraction,
                                spacing: spacing ?? LayoutDefaults.stackSpacing)
        return LazyWindow.gridNodes(content, grid: grid, pinnedViews: pinnedViews, in: context)
    }
}

extension LazyHGrid: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let grid = GridBehavior(flow: .horizontal, items: rows, alignment: alignment.fraction,
                                spacing: spacing ?? LayoutDefaults.stackSpacing)
        return LazyWindow.gridNodes(content, grid: grid, pinnedViews: pinnedViews, in: context)
    }
}
