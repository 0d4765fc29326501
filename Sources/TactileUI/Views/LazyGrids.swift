import Foundation

/// A grid whose columns `columns` describe and whose cells flow down, row by row (SwiftUI's
/// `LazyVGrid`). Layout: `GridBehavior`. Like the lazy stacks, every cell is evaluated and laid
/// out (docs/COMPATIBILITY.md).
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
/// `LazyHGrid`). Layout: `GridBehavior`.
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
        let behavior = GridBehavior(flow: .vertical, items: columns, alignment: alignment.fraction,
                                    spacing: spacing ?? LayoutDefaults.stackSpacing)
        return [context.node(behavior, children: context.stackContent(content, axis: nil))]
    }
}

extension LazyHGrid: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let behavior = GridBehavior(flow: .horizontal, items: rows, alignment: alignment.fraction,
                                    spacing: spacing ?? LayoutDefaults.stackSpacing)
        return [context.node(behavior, children: context.stackContent(content, axis: nil))]
    }
}
