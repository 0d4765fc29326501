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
///
/// Edit mode: while the `editMode` environment value is editing, rows of a `ForEach` with
/// `onDelete(perform:)` show the delete control and rows with `onMove(perform:)` the reorder
/// control (`ListEditControls`); swipe actions are off; a row whose content is an
/// automatic-style `Button` is not its target (as a `UITableView` cell cannot be selected while
/// editing). The list reads the mode; it provides none (`NavigationStack` does).
///
/// Selection (`List(selection:)`): a tap on a row sets the binding to the row's value — its
/// `tag(_:)`, else its `ForEach` element's id — when that value is a `SelectionValue` (a `Set`
/// binding becomes that one value), outside edit mode; in a collapsed `NavigationSplitView`'s
/// column it also pushes the next column (`ListSelection`). The selected row is not highlighted.
public struct List<SelectionValue: Hashable, Content: View>: View {
    package let content: Content
    package var selection: ListSelection?

    package init(content: Content, selection: ListSelection? = nil) {
        self.content = content
        self.selection = selection
    }

    public var body: EmptyView { EmptyView() }
}

extension List {
    /// Creates a list with the given content that supports selecting a single row.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: ListSelection(single: selection))
    }

    /// Creates a list with the given content that supports selecting multiple rows (a tap selects
    /// its row alone, as outside edit mode on iOS).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: ListSelection(set: selection))
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select a single row.
    public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(single: selection))
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(single: selection))
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select multiple rows.
    public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
          Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(set: selection))
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select multiple rows.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(set: selection))
    }
}

/// How a `List(selection:)` selects: `select` writes a row's value into the binding and says
/// whether the value was of the selection's type. Unchecked `Sendable`: made and called on the
/// main actor only (evaluation and gesture callbacks).
package struct ListSelection: @unchecked Sendable {
    let select: @MainActor (AnyHashable) -> Bool

    @MainActor init?<V: Hashable>(single binding: Binding<V?>?) {
        guard let binding else { return nil }
        select = { value in
            guard let typed = value.base as? V else { return false }
            binding.wrappedValue = typed
            return true
        }
    }

    @MainActor init?<V: Hashable>(set binding: Binding<Set<V>>?) {
        guard let binding else { return nil }
        select = { value in
            guard let typed = value.base as? V else { return false }
            binding.wrappedValue = [typed]
            return true
        }
    }

    /// The value a row stands for: the first `tag(_:)` on its chain of single-child nodes, else
    /// the id of the `ForEach` element it was made for (nil when neither exists).
    @MainActor
    static func value(of row: ViewNode) -> AnyHashable? {
        var current: ViewNode? = row
        while let node = current {
            if let tag = node.tag { return tag }
            current = node.children.count == 1 ? node.children[0] : nil
        }
        let element = row.identity.nearestAncestorOrSelf { identity in
            if case .id = identity.lastComponent { return true }
            return false
        }
        if case .id(let id)? = element?.lastComponent { return id }
        return nil
    }
}

private struct ListSelectionKey: EnvironmentKey {
    static let defaultValue: ListSelection? = nil
}

extension EnvironmentValues {
    /// The selection of the `List` being made (read by its content view, cleared for its rows).
    package var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
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
        let selection = selection
        return context.transformingEnvironment { $0.listSelection = selection }.nodes(for: ListContainer(content: content))
    }
}

/// Holds the list's swipe state (which row is open, which is dragged) and reorder state (which
/// row is dragged by its reorder control, and the rows' heights) across body runs.
struct ListContainer<Content: View>: View {
    let content: Content
    @State private var swipe = SwipeListState()
    @State private var reorder = ListReorderState()
    @State private var geometry = ListReorderGeometry()
    @Environment(\.editMode) private var editMode

    var body: some View {
        // Read here, in a body, so the list runs again when the mode's state changes: the
        // environment entry stays the same binding while the value it reads changes.
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        ListScroller(content: content, swipe: $swipe, reorder: $reorder, geometry: geometry, isEditing: isEditing)
    }
}

/// The list's background, its scroll view, and the content inside it.
struct ListScroller<Content: View>: View {
    let content: Content
    let swipe: Binding<SwipeListState>
    let reorder: Binding<ListReorderState>
    let geometry: ListReorderGeometry
    let isEditing: Bool
    var body: EmptyView { EmptyView() }
}

extension ListScroller: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let kind = context.environment.listStyleKind
        let swipe = swipe, reorder = reorder, geometry = geometry, isEditing = isEditing
        let scroll = ScrollView(.vertical) {
            ListContentView(content: content, swipe: swipe, reorder: reorder, geometry: geometry, isEditing: isEditing)
        }
        let scrollNodes = context.child(.slot("scroll")).nodes(for: scroll)
        let background = kind.isGrouped ? ListDefaults.groupedBackground : ListDefaults.rowBackground
        return [context.node(ListBackgroundBehavior(color: background), children: scrollNodes)]
    }
}

/// What the rows of a list read from their environment: its style and its swipe state.
/// Unchecked `Sendable`: made, read and its binding written on the main actor only (evaluation
/// and gesture callbacks).
package struct ListContext: Equatable, @unchecked Sendable {
    package static func == (a: ListContext, b: ListContext) -> Bool {
        a.kind == b.kind && a.state == b.state && a.minRowHeight == b.minRowHeight && a.isEditing == b.isEditing
            && a.reorderState == b.reorderState && a.geometry === b.geometry
    }
    let kind: ListStyleKind
    let swipe: Binding<SwipeListState>
    /// The swipe state when the list was evaluated.
    let state: SwipeListState
    /// `defaultMinListRowHeight` where the list is (0 for a negative or NaN value).
    var minRowHeight = ListDefaults.rowMinHeight
    /// Whether the list's `editMode` is editing when it was evaluated.
    var isEditing = false
    /// The reorder state (`ListReorderState`), its value when the list was evaluated, and the
    /// rows' heights it is computed from.
    let reorder: Binding<ListReorderState>
    let reorderState: ListReorderState
    let geometry: ListReorderGeometry
    /// `List(selection:)`'s selection, and the column a selection pushes in a collapsed split
    /// view with the stack that pushes it (`ListRows.row` gives each row its tap).
    var selection: ListSelection?
    var nextColumn: SplitColumn?
    var navigation: NavigationContext?
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

/// The pieces of a list (section headers, rows, section footers), made lazily: a vertical
/// `LazyStackBehavior` with no spacing over the pieces its `LazyWindow` realizes
/// (`ListPieceCollector`; docs/ARCHITECTURE-HOST.md, "Lazy containers"). Each piece is wrapped in
/// a `ListPieceBehavior` node that places it as its section would: the spacing above a section,
/// the caption inset of headers and footers, the card margin of rows. A row is wrapped first in
/// a `ListRowBehavior` (`ListRows.row`) whose corners and separator follow from its neighbours:
/// the realized pieces beside it, or, at the edge of the realized range, whether its section's
/// rows go on beyond it.
struct ListContentView<Content: View>: View {
    let content: Content
    let swipe: Binding<SwipeListState>
    let reorder: Binding<ListReorderState>
    let geometry: ListReorderGeometry
    /// Whether the list's `editMode` is editing (read by `ListContainer`'s body).
    let isEditing: Bool
    var body: EmptyView { EmptyView() }
}

extension ListContentView: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let kind = context.environment.listStyleKind
        let state = swipe.wrappedValue
        let minimum = context.environment.defaultMinListRowHeight
        var list = ListContext(kind: kind, swipe: swipe, state: state, minRowHeight: minimum >= 0 ? minimum : 0,
                               isEditing: isEditing, reorder: reorder, reorderState: reorder.wrappedValue, geometry: geometry)
        list.selection = context.environment.listSelection
        list.nextColumn = context.environment.splitViewNextColumn
        list.navigation = context.environment.navigationContext
        let window = context.pass.lazyWindow(at: context.identity)
        // A plain list pins its section headers, as a plain `UITableView` does; the others do not.
        window.pinnedViews = kind == .plain ? .sectionHeaders : []
        window.beginEvaluation()
        let collector = ListPieceCollector(window: window)
        collector.collect(content, in: context.child(.content).transformingEnvironment {
            $0.listContext = list
            $0.listSelection = nil
            $0.isInListRow = true
            $0.swipeCollector = nil
            $0.stackAxis = .vertical
        })
        window.endEvaluation()
        let pieces = collector.pieces
        var children: [ViewNode] = []
        var slots: [Int] = []
        children.reserveCapacity(pieces.count)
        slots.reserveCapacity(pieces.count)
        // The wrappers of pieces that left the window are passed over, so the pieces that stay
        // meet their own wrappers, updated in place (`skipCandidates`).
        var wrappers = Set<ViewIdentity>(minimumCapacity: pieces.count)
        for piece in pieces { wrappers.insert(piece.node.identity.appending(Self.pieceComponent)) }
        let isGoneWrapper = { (candidate: ViewIdentity) -> Bool in
            guard let wrapper = candidate.nearestAncestorOrSelf(where: { $0.lastComponent == Self.pieceComponent }) else { return false }
            return !wrappers.contains(wrapper)
        }
        for index in pieces.indices {
            context.pass.skipCandidates(while: isGoneWrapper)
            children.append(pieceNode(at: index, of: collector, list: list, in: context))
            slots.append(pieces[index].slot)
        }
        let behavior = LazyStackBehavior(axis: .vertical, alignment: 0, spacing: 0, slots: slots, window: window)
        let node = context.node(behavior, children: children)
        window.node = node
        if state.openRow != nil {
            // A scroll closes the open row: a vertical pan beside the list's own, blocking nothing.
            let closer = ScrollPanGesture(horizontal: false, vertical: true, label: "List swipe closer",
                                          onChanged: { _ in SwipeListState.closeOpenRow(swipe) }, onFinished: { _ in })
            node.gestures.append(ViewGestureAttachment(closer, priority: .simultaneous, mask: .all))
        }
        return [node]
    }

    /// The identity component of a piece's wrapper, below the piece's own node.
    private static var pieceComponent: ViewIdentity.Component { .slot("listPiece") }

    /// Piece `index` of `collector` in its `ListPieceBehavior` wrapper.
    private func pieceNode(at index: Int, of collector: ListPieceCollector, list: ListContext,
                           in context: EvaluationContext) -> ViewNode {
        let pieces = collector.pieces
        let piece = pieces[index]
        let previous = index > 0 ? pieces[index - 1] : nil
        let next = index + 1 < pieces.count ? pieces[index + 1] : nil
        let span = collector.sections[piece.section]
        let firstInSlot = previous?.slot != piece.slot
        let lastInSlot = next?.slot != piece.slot
        let startsSection = previous.map { $0.section != piece.section } ?? (piece.slot == span.firstSlot && firstInSlot)
        let endsList = next == nil && lastInSlot && piece.slot == collector.window.slotCount - 1
        let sectionSpacing = list.kind.isGrouped ? ListDefaults.groupedSectionSpacing : 0
        let margin = list.kind.usesCards ? ListDefaults.cardMargin : 0
        var padding = EdgeInsets(top: startsSection ? sectionSpacing : 0, leading: 0,
                                 bottom: endsList ? sectionSpacing : 0, trailing: 0)
        let pieceContext = context.child(at: piece.node.identity.appending(Self.pieceComponent))
        var child = piece.node
        var fillsWidth = true
        var background: ResolvedColor?
        var shift: CGFloat = 0
        var isDragged = false
        switch piece.kind {
        case .header, .footer:
            padding.leading = margin + ListDefaults.rowHorizontalInset
            padding.trailing = padding.leading
            if piece.kind == .header {
                if list.kind == .plain { background = ListDefaults.rowBackground }
                if firstInSlot { padding.top += ListDefaults.headerTopPadding }
                if lastInSlot { padding.bottom += ListDefaults.headerBottomPadding }
            } else if firstInSlot {
                padding.top += ListDefaults.footerTopPadding
            }
            fillsWidth = false
        case .section:
            break
        case .row:
            padding.leading = margin
            padding.trailing = margin
            func isRowOfSection(_ other: ListPieceCollector.Piece?) -> Bool {
                other.map { $0.kind == .row && $0.section == piece.section } ?? false
            }
            let isFirst = previous.map { !isRowOfSection($0) } ?? (firstInSlot && piece.slot == span.firstRowSlot)
            let isLast = next.map { !isRowOfSection($0) } ?? (lastInSlot && piece.slot == span.lastRowSlot)
            let below: ListRowTraits? = isLast ? nil : isRowOfSection(next) ? next.map { ListRowTraits.collect(from: $0.node) } : ListRowTraits()
            var slot: ListReorderSlot?
            if let marker = ListEditRowBehavior.find(in: piece.node) {
                slot = ListReorderSlot(geometry: list.geometry, key: ListReorderGeometry.Key(group: marker.group, offset: marker.offset))
                let reorder = list.reorderState
                if reorder.group == marker.group {
                    let height = list.geometry.height(of: reorder.from, in: marker.group, default: ListDefaults.rowMinHeight)
                    shift = reorder.shift(of: marker.offset, in: marker.group, draggedHeight: height)
                    isDragged = marker.offset == reorder.from
                }
            }
            child = ListRows.row(piece.node, traits: ListRowTraits.collect(from: piece.node), below: below,
                                 isFirst: isFirst, isLast: isLast, in: pieceContext.child(.slot("row")), list: list, reorderSlot: slot)
        }
        var behavior = ListPieceBehavior(padding: padding, fillsWidth: fillsWidth, background: background)
        // The dragged row follows the finger (not animated); the rows it passed slide (animatable).
        if isDragged { behavior.dragShift = shift } else { behavior.shift = shift }
        let node = pieceContext.node(behavior, children: [child])
        if isDragged { node.zIndex = 1 }
        return node
    }
}

/// Wraps a list's rows in `ListRowBehavior` nodes: background, separator, insets, minimum
/// height; and, while a row is open, the tap that closes it on every other row.
///
/// Each row's `ListRowTraits` (the list-row modifiers on it) are read here: its insets replace the
/// default row insets; its background view becomes the row's first child, filling the row, with
/// the separator drawn over it by a `ListSeparatorBehavior` child; the separator between two
/// rows is drawn unless the upper row hides its bottom edge or the lower row its top edge. Traits
/// are read when the list evaluates its rows.
enum ListRows {
    /// The rows of one section (a section a custom view made: `ListSectionBehavior`).
    @MainActor
    static func wrap(_ rows: [ViewNode], in context: EvaluationContext, list: ListContext) -> [ViewNode] {
        let traits = rows.map { ListRowTraits.collect(from: $0) }
        return rows.enumerated().map { index, node in
            row(node, traits: traits[index], below: index + 1 < rows.count ? traits[index + 1] : nil,
                isFirst: index == 0, isLast: index == rows.count - 1,
                in: context.child(.slot("row")).child(.index(index)), list: list, reorderSlot: nil)
        }
    }

    /// One row: `traits` are its own, `below` those of the row under it in its section (nil when
    /// it is the section's last: no separator); the first and last rows of a section take a
    /// card's rounded corners in the card styles.
    @MainActor
    static func row(_ row: ViewNode, traits own: ListRowTraits, below: ListRowTraits?, isFirst: Bool, isLast: Bool,
                    in rowContext: EvaluationContext, list: ListContext, reorderSlot: ListReorderSlot?) -> ViewNode {
        let swipeRow = SwipeRowBehavior.swipeRow(in: row)
        // A swipe row insets its content itself (`SwipeRowBehavior.insets`).
        let insets = swipeRow == nil ? (own.insets ?? nil) ?? ListDefaults.rowInsets : EdgeInsets()
        let radius = list.kind.usesCards ? ListDefaults.cardCornerRadius : 0
        let showsSeparator = below != nil && own.bottomSeparator != .hidden && below?.topSeparator != .hidden
        let separatorColor = (own.bottomSeparatorTint ?? nil) ?? (below?.topSeparatorTint ?? nil) ?? ListDefaults.separatorColor
        var layers: [ViewNode] = []
        if let background = own.background ?? nil {
            layers.append(background)
            if showsSeparator {
                let separator = rowContext.child(.slot("separator")).node(ListSeparatorBehavior(color: separatorColor))
                separator.hitTesting.allowsHitTesting = false
                layers.append(separator)
            }
        }
        let behavior = ListRowBehavior(insets: insets, minHeight: list.minRowHeight,
                                       topRadius: isFirst ? radius : 0,
                                       bottomRadius: isLast ? radius : 0,
                                       separator: showsSeparator && layers.isEmpty ? separatorColor : nil,
                                       drawsBackground: layers.isEmpty, reorderSlot: reorderSlot)
        let node = rowContext.node(behavior, children: layers + [row])
        if list.isEditing {
            // A cell cannot be selected while its table edits: the row's buttons do not fire.
            for press in ListRowButtons.pressNodes(in: node) { press.hitTesting.allowsHitTesting = false }
        } else {
            ListRowButtons.makeRowTrigger(node)
            if let selection = list.selection, let value = ListSelection.value(of: row) {
                // A tap on the row selects it (the row's own controls first: `.normal`), and in a
                // collapsed split view shows the next column.
                let next = list.nextColumn, navigation = list.navigation
                let tap = TapGesture().onEnded {
                    if selection.select(value), let next, let navigation { navigation.push(next) }
                }
                node.gestures.append(ViewGestureAttachment(tap, priority: .normal, mask: .all))
            }
        }
        if let open = list.state.openRow, swipeRow?.identity != open {
            let swipe = list.swipe
            let tap = TapGesture().onEnded { SwipeListState.closeOpenRow(swipe) }
            node.gestures.append(ViewGestureAttachment(tap, priority: .high, mask: .all))
        }
        return node
    }
}
