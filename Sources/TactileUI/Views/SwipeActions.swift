import Foundation
import TactileGestures

extension View {
    /// Adds custom swipe actions to a row in a list (SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`).
    ///
    /// A horizontal drag towards `edge`'s opposite side (leftward for `.trailing`) moves the row's
    /// content with the finger and reveals the actions, `ListDefaults.swipeActionWidth` each, the
    /// first action outermost. The direction is decided as a scroll view's pan decides it
    /// (`ScrollPanGesture`: at UIScrollView's 10-point slop, horizontal when |dx| ≥ |dy|), so a
    /// vertical drag on the row scrolls the list and reveals nothing (S-90's claim). On release
    /// the row opens when its projected offset (`ListDefaults.swipeProjection`) is past half the
    /// actions' width, else closes — a fast flick opens; with `allowsFullSwipe`, a release past
    /// `ListDefaults.fullSwipeFraction` of the row's width performs the first action. A tap on
    /// an action runs it and closes the row. Buttons with the `.destructive` role are red; others
    /// take `tint(_:)` (gray without one).
    ///
    /// Outside a `List` the modifier does nothing, as in SwiftUI.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}

/// Which row of a list is open and which is being dragged (kept in the list's `@State`).
/// Invariant: at most one row is open; a row's shown offset is its drag's while dragged.
///
/// Unchecked `Sendable`: a plain value whose identities hold the rows' ids; it is only made and
/// read on the main actor (it crosses `withAnimation`'s closure, which is not isolated).
package struct SwipeListState: Equatable, @unchecked Sendable {
    package var openRow: ViewIdentity?
    package var openOffset: CGFloat = 0
    package var dragRow: ViewIdentity?
    package var dragBase: CGFloat = 0
    package var dragOffset: CGFloat = 0

    /// The offset `row`'s content is shown at (negative: moved left, trailing actions showing).
    package func offset(of row: ViewIdentity) -> CGFloat {
        if dragRow == row { return dragOffset }
        if openRow == row { return openOffset }
        return 0
    }

    /// Closes the open row, animated (a drag in progress is left alone).
    @MainActor
    static func closeOpenRow(_ swipe: Binding<SwipeListState>) {
        guard swipe.wrappedValue.openRow != nil else { return }
        var next = swipe.wrappedValue
        next.openRow = nil
        next.openOffset = 0
        set(swipe, to: next)
    }

    /// Sets the state inside `withAnimation(ListDefaults.swipeSettleAnimation)`.
    @MainActor
    static func set(_ swipe: Binding<SwipeListState>, to next: SwipeListState) {
        withAnimation(ListDefaults.swipeSettleAnimation) { swipe.wrappedValue = next }
    }
}

/// The actions one `swipeActions` call gives one edge of a row.
@MainActor
struct SwipeEdgeActions {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let nodes: [ViewNode]
}

/// Collects the actions of the `swipeActions` modifiers nested on one row: the outermost one
/// builds the row; inner ones (the other edge) add theirs here.
@MainActor
final class SwipeCollector {
    var edges: [SwipeEdgeActions] = []
    /// The row the actions are collected for, and its list's swipe state.
    let row: ViewIdentity
    let swipe: Binding<SwipeListState>

    init(row: ViewIdentity, swipe: Binding<SwipeListState>) {
        self.row = row
        self.swipe = swipe
    }

    func add(_ actions: SwipeEdgeActions) {
        if !edges.contains(where: { $0.edge == actions.edge }) { edges.append(actions) }
    }

    /// Opens the row on its trailing actions, or closes it when it is open (the edit-mode delete
    /// control's tap, as iOS's: it reveals the row's "Delete"; a second tap hides it). Animated
    /// as a swipe's settle.
    func toggleTrailingActions() {
        let count = edges.first { $0.edge == .trailing }?.nodes.count ?? 0
        guard count > 0 else { return }
        var next = SwipeListState()
        if swipe.wrappedValue.openRow != row {
            next.openRow = row
            next.openOffset = -CGFloat(count) * ListDefaults.swipeActionWidth
        }
        SwipeListState.set(swipe, to: next)
    }
}

private struct SwipeCollectorKey: EnvironmentKey {
    static let defaultValue: SwipeCollector? = nil
}

extension EnvironmentValues {
    var swipeCollector: SwipeCollector? {
        get { self[SwipeCollectorKey.self] }
        set { self[SwipeCollectorKey.self] = newValue }
    }
}

/// The pure rules of a swipe row: how far a drag shows it and where a release settles it.
package struct SwipeRowModel: Equatable, Sendable {
    package var leadingCount: Int
    package var trailingCount: Int
    package var leadingFullSwipe: Bool
    package var trailingFullSwipe: Bool

    package enum Outcome: Equatable, Sendable {
        case closed
        case open(CGFloat)
        case fullSwipe(HorizontalEdge)
    }

    var leadingWidth: CGFloat { CGFloat(leadingCount) * ListDefaults.swipeActionWidth }
    var trailingWidth: CGFloat { CGFloat(trailingCount) * ListDefaults.swipeActionWidth }

    /// The offset a finger at raw offset `raw` shows in a row `width` wide: 0 towards an edge with
    /// no actions; up to the row's width with a full swipe; else rubber-banded past the actions.
    package func shown(_ raw: CGFloat, width: CGFloat) -> CGFloat {
        func limit(_ x: CGFloat, open: CGFloat, full: Bool) -> CGFloat {
            if full { return min(x, max(width, open)) }
            if x <= open { return x }
            return open + ScrollPhysics.rubberBand(x - open, dimension: max(width, 1),
                                                   coefficient: ScrollConfiguration.standard.rubberBandCoefficient)
        }
        if raw > 0 { return leadingCount == 0 ? 0 : limit(raw, open: leadingWidth, full: leadingFullSwipe) }
        if raw < 0 { return trailingCount == 0 ? 0 : -limit(-raw, open: trailingWidth, full: trailingFullSwipe) }
        return 0
    }

    /// Where a row released at `offset` with `velocity` (points per second) settles.
    package func settle(offset: CGFloat, velocity: CGFloat, width: CGFloat) -> Outcome {
        let projected = offset + velocity * CGFloat(ListDefaults.swipeProjection)
        let full = width * ListDefaults.fullSwipeFraction
        if offset < 0, trailingCount > 0 {
            if trailingFullSwipe, width > 0, -offset > full { return .fullSwipe(.trailing) }
            return -projected > trailingWidth / 2 ? .open(-trailingWidth) : .closed
        }
        if offset > 0, leadingCount > 0 {
            if leadingFullSwipe, width > 0, offset > full { return .fullSwipe(.leading) }
            return projected > leadingWidth / 2 ? .open(leadingWidth) : .closed
        }
        return .closed
    }
}

/// `swipeActions(edge:allowsFullSwipe:content:)`.
package struct SwipeActionsModifier<Actions: View>: PrimitiveModifier {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        guard let list = context.environment.listContext else { return content(context.child(.content)) }
        let actionContext = context.child(.slot(edge == .leading ? "leadingActions" : "trailingActions")).transformingEnvironment {
            $0.listContext = nil
            $0.isInListRow = false
            $0.swipeCollector = nil
            $0.buttonStyle = .style(AnyButtonStyle(SwipeActionButtonStyle()))
        }
        let spec = SwipeEdgeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, nodes: actionContext.nodes(for: actions))
        if let collector = context.environment.swipeCollector {
            collector.add(spec)
            return content(context.child(.content))
        }
        let collector = SwipeCollector(row: context.identity, swipe: list.swipe)
        collector.add(spec)
        let contentNodes = content(context.child(.content).transformingEnvironment { $0.swipeCollector = collector })
        return [SwipeRowBehavior.makeRow(in: context, list: list, content: contentNodes, edges: collector.edges)]
    }
}

/// The width of a swipe row at its last placement (for the full-swipe threshold).
@MainActor
final class SwipeRowGeometry {
    var width: CGFloat = 0
}

/// A list row with swipe actions: the leading actions, the trailing actions, then the content.
///
/// The content is inset by the row insets and moved by `offset`; the revealed width on each
/// side (`max(0, ±offset)`) is shared equally by that side's actions, the first outermost, each
/// the row's height; hidden actions are zero wide. Clips drawing and hit testing to the row.
/// Animatable: `[offset]`.
package struct SwipeRowBehavior: NodeBehavior {
    package var offset: CGFloat
    package let leadingCount: Int
    package let trailingCount: Int
    let geometry: SwipeRowGeometry
    /// The content's insets: `listRowInsets(_:)` written inside `swipeActions`, else `ListDefaults.rowInsets`.
    var insets = ListDefaults.rowInsets

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let insets = insets
        let horizontal = insets.leading + insets.trailing
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let content = children.last.map {
            layout.size(of: $0, proposal: ProposedViewSize(width: width.map { max(0, $0 - horizontal) }, height: nil))
        } ?? .zero
        return CGSize(width: width ?? content.width + horizontal, height: content.height + insets.top + insets.bottom)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        geometry.width = size.width
        let insets = insets
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        let leadingShare = leadingCount > 0 ? max(0, offset) / CGFloat(leadingCount) : 0
        let trailingShare = trailingCount > 0 ? max(0, -offset) / CGFloat(trailingCount) : 0
        for (index, child) in children.enumerated() {
            if index < leadingCount {
                let frame = CGRect(x: CGFloat(index) * leadingShare, y: 0, width: leadingShare, height: size.height)
                _ = layout.size(of: child, proposal: ProposedViewSize(frame.size))
                frames.append(frame)
            } else if index < leadingCount + trailingCount {
                let position = index - leadingCount
                let frame = CGRect(x: size.width - CGFloat(position + 1) * trailingShare, y: 0, width: trailingShare, height: size.height)
                _ = layout.size(of: child, proposal: ProposedViewSize(frame.size))
                frames.append(frame)
            } else {
                let inner = CGSize(width: max(0, size.width - insets.leading - insets.trailing),
                                   height: max(0, size.height - insets.top - insets.bottom))
                let content = layout.size(of: child, proposal: ProposedViewSize(inner))
                frames.append(CGRect(x: insets.leading + offset, y: insets.top + (inner.height - content.height) / 2,
                                     width: content.width, height: content.height))
            }
        }
        return frames
    }

    package func clipPath(in bounds: CGRect) -> Path? { Path(bounds) }
    package var clipsHitTesting: Bool { true }
    /// The row's content moves by the swipe's offset, never as a layout move.
    package var movesChildrenItself: Bool { true }
    /// The whole row takes touches (its blank part too), so the swipe starts anywhere on it.
    package func hitPath(in bounds: CGRect) -> Path? { Path(bounds) }

    package var animatableData: AnimatableVector? { AnimatableVector([Double(offset)]) }
    package func withAnimatableData(_ data: AnimatableVector) -> SwipeRowBehavior {
        guard data.values.count == 1 else { return self }
        var copy = self
        copy.offset = CGFloat(data.values[0])
        return copy
    }

    /// The swipe row `node` is, or wraps through modifiers (single-child passthrough nodes).
    static func swipeRow(in node: ViewNode) -> ViewNode? {
        var current: ViewNode? = node
        while let candidate = current {
            if candidate.behavior is SwipeRowBehavior { return candidate }
            let wraps = candidate.behavior is PassthroughBehavior || candidate.behavior is ListRowTraitsBehavior
                || candidate.behavior is ListEditRowBehavior
            current = wraps && candidate.children.count == 1 ? candidate.children[0] : nil
        }
        return nil
    }

    /// The first node below `node` (itself included) with a primary action (a button's press).
    private static func actionNode(in node: ViewNode) -> ViewNode? {
        if node.primaryAction != nil { return node }
        for child in node.children {
            if let found = actionNode(in: child) { return found }
        }
        return nil
    }

    /// Builds the row node at `context` with its pan, its actions (each closing the row after it
    /// runs) and, while it is open, the tap on its content that closes it.
    static func makeRow(in context: EvaluationContext, list: ListContext, content: [ViewNode],
                        edges: [SwipeEdgeActions]) -> ViewNode {
        let leading = edges.first { $0.edge == .leading }
        let trailing = edges.first { $0.edge == .trailing }
        let row = context.identity
        let swipe = list.swipe
        let model = SwipeRowModel(leadingCount: leading?.nodes.count ?? 0, trailingCount: trailing?.nodes.count ?? 0,
                                  leadingFullSwipe: leading?.allowsFullSwipe ?? false,
                                  trailingFullSwipe: trailing?.allowsFullSwipe ?? false)
        let closeRow: @MainActor () -> Void = {
            if swipe.wrappedValue.openRow == row { SwipeListState.closeOpenRow(swipe) }
        }
        // The first action of each edge (for a full swipe), then each action closes the row.
        var firstActions: [HorizontalEdge: @MainActor () -> Void] = [:]
        for side in [leading, trailing].compactMap({ $0 }) {
            for (index, action) in side.nodes.enumerated() {
                guard let pressed = actionNode(in: action), let run = pressed.primaryAction else { continue }
                if index == 0 { firstActions[side.edge] = run }
                pressed.primaryAction = { run(); closeRow() }
            }
        }
        let isOpen = list.state.openRow == row
        let contentNode = context.child(.slot("rowContent")).node(PassthroughBehavior(), children: content)
        if isOpen {
            // A tap on the open row's content closes it and reaches nothing in it (as iOS).
            let tap = TapGesture().onEnded { closeRow() }
            contentNode.gestures.append(ViewGestureAttachment(tap, priority: .high, mask: .all))
        }
        let geometry = SwipeRowGeometry()
        // `listRowInsets` inside the swipe modifiers: the row's wrapper gives a swipe row no insets.
        let insets = content.count == 1 ? (ListRowTraits.collect(from: content[0]).insets ?? nil) : nil
        let behavior = SwipeRowBehavior(offset: list.state.offset(of: row), leadingCount: model.leadingCount,
                                        trailingCount: model.trailingCount, geometry: geometry,
                                        insets: insets ?? ListDefaults.rowInsets)
        let node = context.node(behavior, children: (leading?.nodes ?? []) + (trailing?.nodes ?? []) + [contentNode])
        let pan = ScrollPanGesture(horizontal: true, vertical: false, label: "swipeActions pan", onChanged: { value in
            var state = swipe.wrappedValue
            if state.dragRow != row {
                if state.openRow != nil, state.openRow != row {
                    SwipeListState.closeOpenRow(swipe)
                    state = swipe.wrappedValue
                }
                state.dragRow = row
                state.dragBase = state.openRow == row ? state.openOffset : 0
            }
            state.dragOffset = model.shown(state.dragBase + value.translation.width, width: geometry.width)
            swipe.wrappedValue = state
        }, onFinished: { value in
            let state = swipe.wrappedValue
            let dragged = state.dragRow == row
            guard let value, dragged else {
                // A tap, or a vertical move that left the touch to the list: any open row closes.
                let settled = state.openRow == nil && !dragged
                if !settled { SwipeListState.set(swipe, to: SwipeListState()) }
                return
            }
            let outcome = model.settle(offset: state.dragOffset, velocity: value.velocity.width, width: geometry.width)
            var next = SwipeListState()
            if case .open(let offset) = outcome {
                next.openRow = row
                next.openOffset = offset
            }
            SwipeListState.set(swipe, to: next)
            if case .fullSwipe(let edge) = outcome { firstActions[edge]?() }
        })
        // While the list is editing, swipes are off, as iOS's (the delete control opens the row).
        if !list.isEditing { node.gestures.append(ViewGestureAttachment(pan, priority: .high, mask: .all)) }
        return node
    }
}

/// How swipe actions draw: the label in white, centred on a fill of the action's colour —
/// red for `.destructive`, else the `tint(_:)`, else `ListDefaults.swipeActionTint`.
struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(SwipeActionFill(role: configuration.role))
    }
}

/// The fill behind a swipe action.
struct SwipeActionFill: View {
    let role: ButtonRole?
    var body: EmptyView { EmptyView() }
}

extension SwipeActionFill: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let color = role == .destructive ? SystemColorPalette.red
            : context.environment.tint?.resolved ?? ListDefaults.swipeActionTint
        return context.nodes(for: Color(resolved: color))
    }
}
