import Foundation
import TactileGestures

/// A container that presents rows of data arranged in a single column (SwiftUI's `List`).
///
/// A list is a vertical `ScrollView` (the same view: its pan, physics, claim arbitration S-90 and
/// `scrollTargetBehavior`) over its sections, drawn in the `listStyle(_:)` (`.insetGrouped` by
/// default). Every view of `content` that is not a `Section` is a row; consecutive rows outside a
/// section form one section. A row is at least `ListDefaults.rowMinHeight` tall, its content
/// inset by the row insets, with a separator below it unless it is its section's last.
///
/// The list-row modifiers (`listRowInsets(_:)`, `listRowBackground(_:)`, `listRowSeparator(_:edges:)`,
/// `listRowSeparatorTint(_:edges:)`) change a row's insets, background and separator
/// (`ListRowTraits`, read by `ListRows.wrap`).
///
/// Swipe actions (`swipeActions(edge:allowsFullSwipe:content:)`) work on the list's rows; at most
/// one row is open at a time. While a row is open a tap elsewhere in the list closes it (and does
/// nothing else, as iOS), and a scroll closes it.
public struct List<SelectionValue: Hashable, Content: View>: View {
    package let content: Content

    package init(content: Content) { self.content = content }

    public var body: EmptyView { EmptyView() }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content())
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent))
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent))
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(content: ForEach(data, content: rowContent))
    }
}

extension List: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        context.nodes(for: ListContainer(content: content))
    }
}

/// Holds the list's swipe state (which row is open, which is dragged) across body runs.
struct ListContainer<Content: View>: View {
    let content: Content
    @State private var swipe = SwipeListState()

    var body: some View {
        ListScroller(content: content, swipe: $swipe)
    }
}

/// The list's background, its scroll view, and the content inside it.
struct ListScroller<Content: View>: View {
    let content: Content
    let swipe: Binding<SwipeListState>
    var body: EmptyView { EmptyView() }
}

extension ListScroller: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let kind = context.environment.listStyleKind
        let swipe = swipe
        let scroll = ScrollView(.vertical) { ListContentView(content: content, swipe: swipe) }
        let scrollNodes = context.child(.slot("scroll")).nodes(for: scroll)
        let background = kind.isGrouped ? ListDefaults.groupedBackground : ListDefaults.rowBackground
        return [context.node(ListBackgroundBehavior(color: background), children: scrollNodes)]
    }
}

/// What the rows of a list read from their environment: its style and its swipe state.
/// Unchecked `Sendable`: made, read and its binding written on the main actor only (evaluation
/// and gesture callbacks).
package struct ListContext: Equatable, @unchecked Sendable {
    package static func == (a: ListContext, b: ListContext) -> Bool { a.kind == b.kind && a.state == b.state }
    let kind: ListStyleKind
    let swipe: Binding<SwipeListState>
    /// The swipe state when the list was evaluated.
    let state: SwipeListState
}

private struct ListContextKey: EnvironmentKey {
    static let defaultValue: ListContext? = nil
}

extension EnvironmentValues {
    /// The list the views below are rows of (nil outside a list, and inside a row's content).
    package var listContext: ListContext? {
        get { self[ListContextKey.self] }
        set { self[ListContextKey.self] = newValue }
    }
}

/// The sections of a list, laid out by `ListContentBehavior`.
struct ListContentView<Content: View>: View {
    let content: Content
    let swipe: Binding<SwipeListState>
    var body: EmptyView { EmptyView() }
}

extension ListContentView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let kind = context.environment.listStyleKind
        let state = swipe.wrappedValue
        let list = ListContext(kind: kind, swipe: swipe, state: state)
        let items = context.child(.content).transformingEnvironment {
            $0.listContext = list
            $0.swipeCollector = nil
            $0.stackAxis = .vertical
        }.nodes(for: content)
        // Sections stay; runs of loose rows become implicit sections.
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            let sectionContext = context.child(.slot("rows")).child(.index(sections.count))
            let rows = ListRows.wrap(loose, in: sectionContext, list: list)
            sections.append(sectionContext.node(ListSectionBehavior(kind: kind, headerCount: 0, footerCount: 0), children: rows))
            loose.removeAll()
        }
        for item in items {
            if item.behavior is ListSectionBehavior { flush(); sections.append(item) } else { loose.append(item) }
        }
        flush()
        let node = context.node(ListContentBehavior(kind: kind), children: sections)
        if state.openRow != nil {
            // A scroll closes the open row: a vertical pan beside the list's own, blocking nothing.
            let closer = ScrollPanGesture(horizontal: false, vertical: true, label: "List swipe closer",
                                          onChanged: { _ in SwipeListState.closeOpenRow(swipe) }, onFinished: { _ in })
            node.gestures.append(ViewGestureAttachment(closer, priority: .simultaneous, mask: .all))
        }
        return [node]
    }
}

/// Wraps a section's rows in `ListRowBehavior` nodes: background, separator, insets, minimum
/// height; and, while a row is open, the tap that closes it on every other row.
///
/// Each row's `ListRowTraits` (the list-row modifiers on it) are read here: its insets replace the
/// default row insets; its background view becomes the row's first child, filling the row, with
/// the separator drawn over it by a `ListSeparatorBehavior` child; the separator between two
/// rows is drawn unless the upper row hides its bottom edge or the lower row its top edge. Traits
/// are read when the list evaluates its rows.
enum ListRows {
    @MainActor
    static func wrap(_ rows: [ViewNode], in context: EvaluationContext, list: ListContext) -> [ViewNode] {
        let kind = list.kind
        let traits = rows.map { ListRowTraits.collect(from: $0) }
        return rows.enumerated().map { index, row in
            let swipeRow = SwipeRowBehavior.swipeRow(in: row)
            let own = traits[index]
            let below = index + 1 < rows.count ? traits[index + 1] : nil
            // A swipe row insets its content itself (`SwipeRowBehavior.insets`).
            let insets = swipeRow == nil ? (own.insets ?? nil) ?? ListDefaults.rowInsets : EdgeInsets()
            let radius = kind.usesCards ? ListDefaults.cardCornerRadius : 0
            let showsSeparator = below != nil && own.bottomSeparator != .hidden && below?.topSeparator != .hidden
            let separatorColor = (own.bottomSeparatorTint ?? nil) ?? (below?.topSeparatorTint ?? nil) ?? ListDefaults.separatorColor
            let rowContext = context.child(.slot("row")).child(.index(index))
            var layers: [ViewNode] = []
            if let background = own.background ?? nil {
                layers.append(background)
                if showsSeparator {
                    let separator = rowContext.child(.slot("separator")).node(ListSeparatorBehavior(color: separatorColor))
                    separator.hitTesting.allowsHitTesting = false
                    layers.append(separator)
                }
            }
            let behavior = ListRowBehavior(insets: insets,
                                           topRadius: index == 0 ? radius : 0,
                                           bottomRadius: index == rows.count - 1 ? radius : 0,
                                           separator: showsSeparator && layers.isEmpty ? separatorColor : nil,
                                           drawsBackground: layers.isEmpty)
            let node = rowContext.node(behavior, children: layers + [row])
            if let open = list.state.openRow, swipeRow?.identity != open {
                let swipe = list.swipe
                let tap = TapGesture().onEnded { SwipeListState.closeOpenRow(swipe) }
                node.gestures.append(ViewGestureAttachment(tap, priority: .high, mask: .all))
            }
            return node
        }
    }
}
