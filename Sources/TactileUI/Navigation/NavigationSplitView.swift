import Foundation

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns (SwiftUI's `NavigationSplitView`).
///
/// - Compact width (an iPhone; any host whose `horizontalSizeClass` is not `.regular`): the
///   split view collapses into one `NavigationStack` whose root is the sidebar, as iOS's
///   collapsed `UISplitViewController`. A tap on a row of a `List(selection:)` in the sidebar
///   sets the selection and pushes the next column (the content column, else the detail); one in
///   the content column pushes the detail. Back and the edge swipe pop as in any stack;
///   `NavigationLink`s in a column push on that stack. `columnVisibility` is not read.
/// - Regular width (an iPad): the columns side by side, each a `NavigationStack` of its own with
///   its navigation bar: the sidebar and the content column
///   `PresentationConfiguration.splitViewColumnWidth` wide (or their
///   `navigationSplitViewColumnWidth`), the detail the rest, a hairline between columns. A
///   selection updates the detail in place. `columnVisibility` hides leading columns:
///   `.detailOnly` shows the detail alone, `.doubleColumn` the content and the detail of a
///   three-column view (the sidebar and detail of a two-column one); `.all` and `.automatic` all.
///
/// Invariant: the columns are evaluated at their own identities in both layouts
/// (`sidebar`, `content`, `detail` slots), so a column's state lives as long as the column shows.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    /// Whether the view has a content column (the three-column initializers).
    let hasContentColumn: Bool
    /// The collapsed stack's path: the columns pushed over the sidebar (`SplitColumn`s) and
    /// whatever the columns' links push.
    @State private var path = NavigationPath()
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    /// Creates a three-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: content(), detail: detail(), hasContentColumn: true)
    }

    /// Creates a three-column navigation split view that enables programmatic control of leading
    /// columns' visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail(), hasContentColumn: true)
    }

    private init(visibility: Binding<NavigationSplitViewVisibility>?, sidebar: Sidebar, content: Content, detail: Detail,
                 hasContentColumn: Bool) {
        self.columnVisibility = visibility
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.hasContentColumn = hasContentColumn
    }

    public var body: some View {
        if horizontalSizeClass == .regular {
            SplitColumnsView(sidebar: sidebar, content: content, detail: detail, hasContentColumn: hasContentColumn,
                             visibility: columnVisibility?.wrappedValue.kind ?? .automatic)
        } else {
            collapsed
        }
    }

    /// The collapsed split view: one stack, the sidebar its root, the next columns pushed.
    private var collapsed: some View {
        let content = content, detail = detail
        let hasContentColumn = hasContentColumn
        return NavigationStack(path: $path) {
            sidebar
                .environment(\.splitViewNextColumn, hasContentColumn ? SplitColumn.content : SplitColumn.detail)
                .navigationDestination(for: SplitColumn.self) { column in
                    switch column {
                    case .content: AnyView(content.environment(\.splitViewNextColumn, SplitColumn.detail))
                    case .detail: AnyView(detail.environment(\.splitViewNextColumn, nil))
                    }
                }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false)
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, sidebar: sidebar(), content: EmptyView(), detail: detail(), hasContentColumn: false)
    }
}

/// A column a collapsed split view pushes over its sidebar.
package enum SplitColumn: Hashable, Sendable {
    case content, detail
}

private struct SplitViewNextColumnKey: EnvironmentKey {
    static let defaultValue: SplitColumn? = nil
}

extension EnvironmentValues {
    /// In a collapsed split view's column, the column a selection there pushes (nil elsewhere).
    package var splitViewNextColumn: SplitColumn? {
        get { self[SplitViewNextColumnKey.self] }
        set { self[SplitViewNextColumnKey.self] = newValue }
    }
}

/// The columns of a split view on a regular-width device (a primitive: it reads the columns'
/// `navigationSplitViewColumnWidth` from their nodes).
struct SplitColumnsView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let hasContentColumn: Bool
    let visibility: NavigationSplitViewVisibility.Kind
    var body: EmptyView { EmptyView() }
}

extension SplitColumnsView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let showsSidebar: Bool, showsContent: Bool
        switch visibility {
        case .detailOnly: (showsSidebar, showsContent) = (false, false)
        case .doubleColumn: (showsSidebar, showsContent) = (!hasContentColumn, hasContentColumn)
        case .all, .automatic: (showsSidebar, showsContent) = (true, hasContentColumn)
        }
        let standard = PresentationConfiguration.standard.splitViewColumnWidth
        var columns: [ViewNode] = []
        var widths: [CGFloat] = []
        func column(_ slot: String, _ view: some View, leading: Bool) {
            let nodes = context.child(.slot(slot)).nodes(for: NavigationStack(rootView: view))
            let node = context.child(.slot(slot + "Column")).node(PassthroughBehavior(), children: nodes)
            columns.append(node)
            if leading { widths.append(SplitColumnWidthModifier.width(in: nodes) ?? standard) }
        }
        if showsSidebar { column("sidebar", sidebar, leading: true) }
        if showsContent { column("content", content, leading: true) }
        column("detail", detail, leading: false)
        return [context.node(SplitColumnsBehavior(leadingWidths: widths), children: columns)]
    }
}

/// The columns side by side: the leading ones `leadingWidths` wide, the last (the detail) the
/// rest, each as tall as the view; a hairline (`ListDefaults.separatorThickness`, in the
/// separator colour) at each leading column's trailing edge. Takes the whole proposal.
package struct SplitColumnsBehavior: NodeBehavior {
    let leadingWidths: [CGFloat]

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        var x: CGFloat = 0
        var frames: [CGRect] = []
        for (index, child) in children.enumerated() {
            let width = index < leadingWidths.count ? min(leadingWidths[index], max(0, size.width - x)) : max(0, size.width - x)
            let frame = CGRect(x: x, y: 0, width: width, height: size.height)
            _ = layout.size(of: child, proposal: ProposedViewSize(frame.size))
            frames.append(frame)
            x += width
        }
        return frames
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        var x: CGFloat = 0
        for width in leadingWidths {
            x += width
            let thickness = ListDefaults.separatorThickness
            list.fill(Path(CGRect(x: x - thickness, y: bounds.minY, width: thickness, height: bounds.height)), with: ListDefaults.separatorColor)
        }
    }
}
