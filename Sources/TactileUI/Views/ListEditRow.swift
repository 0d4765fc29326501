import Foundation
import TactileGestures

/// The edit actions `onDelete(perform:)` and `onMove(perform:)` give a `ForEach`'s rows.
/// Chained modifiers merge: for each kind, the outermost non-nil action is the one used (the
/// modifier written last), and a nil action leaves the other's.
struct ListEditActions {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?

    /// These actions with the unset ones taken from `inner`.
    func filling(from inner: ListEditActions) -> ListEditActions {
        ListEditActions(delete: delete ?? inner.delete, move: move ?? inner.move)
    }
}

private struct ListEditActionsKey: EnvironmentKey {
    static var defaultValue: ListEditActions? { nil }
}

extension EnvironmentValues {
    /// The edit actions the next `ForEach` in a list gives its rows (set by
    /// `ListEditActionsContent`, consumed — cleared for the rows — by that `ForEach`).
    var listEditActions: ListEditActions? {
        get { self[ListEditActionsKey.self] }
        set { self[ListEditActionsKey.self] = newValue }
    }
}

/// What `onDelete(perform:)`/`onMove(perform:)` return: the dynamic content with its edit actions.
///
/// Outside a list it is its base, unchanged. In a list it hands its actions (merged with those of
/// the modifiers around it) to the `ForEach` inside through the environment, which wraps each
/// realized element's views in a `ListEditRow` with the element's offset.
struct ListEditActionsContent<Base: DynamicViewContent>: DynamicViewContent {
    let base: Base
    let actions: ListEditActions

    var data: Base.Data { base.data }
    var body: EmptyView { EmptyView() }
}

extension ListEditActionsContent: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        context.child(.content).nodes(for: base)
    }
}

extension ListEditActionsContent: ListPieceContent {
    func collectListPieces(in context: EvaluationContext, into collector: ListPieceCollector) {
        let merged = context.environment.listEditActions.map { $0.filling(from: actions) } ?? actions
        collector.collect(base, in: context.child(.content).transformingEnvironment { $0.listEditActions = merged })
    }
}

/// One element's row of a `ForEach` with edit actions, in a list: its content in a
/// `ListEditControls` (the delete control and the reorder control while editing), with the trailing
/// "Delete" swipe action when it has a delete action, in a `ListEditRowBehavior` node that tells the
/// list which `ForEach` (`group`) and offset the row is, for the reorder's shifts.
struct ListEditRow<Content: View>: View {
    let content: Content
    let offset: Int
    let count: Int
    let group: ViewIdentity
    let actions: ListEditActions
    var body: EmptyView { EmptyView() }
}

extension ListEditRow: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let inner = context.child(.content).transformingEnvironment { $0.listEditActions = nil }
        let controls = ListEditControls(content: content, offset: offset, count: count, group: group,
                                        hasDelete: actions.delete != nil, move: actions.move)
        let nodes: [ViewNode]
        if let delete = actions.delete {
            let offset = offset
            nodes = inner.nodes(for: controls.swipeActions(edge: .trailing, allowsFullSwipe: true) {
                Button("Delete", role: .destructive) { delete(IndexSet(integer: offset)) }
            })
        } else {
            nodes = inner.nodes(for: controls)
        }
        let marker = ListEditRowBehavior(group: group, offset: offset, isMovable: actions.move != nil)
        return [context.node(marker, children: nodes)]
    }
}

/// Marks a list row made by a `ForEach` with edit actions: lays out, draws and hits as a
/// passthrough of its one child. The list reads it (`find(in:)`) to shift rows during a reorder.
package struct ListEditRowBehavior: NodeBehavior {
    let group: ViewIdentity
    let offset: Int
    let isMovable: Bool

    /// The marker on the chain of single-child wrappers from `row` down (itself included).
    @MainActor
    static func find(in row: ViewNode) -> ListEditRowBehavior? {
        var current: ViewNode? = row
        while let node = current {
            if let marker = node.behavior as? ListEditRowBehavior { return marker }
            let wraps = node.behavior is PassthroughBehavior || node.behavior is ListRowTraitsBehavior
            current = wraps && node.children.count == 1 ? node.children[0] : nil
        }
        return nil
    }
}

/// A row's content with its edit controls: the delete control before it and the reorder control
/// after it, each shown only while the list is editing.
struct ListEditControls<Content: View>: View {
    let content: Content
    let offset: Int
    let count: Int
    let group: ViewIdentity
    let hasDelete: Bool
    let move: ((IndexSet, Int) -> Void)?
    var body: EmptyView { EmptyView() }
}

extension ListEditControls: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let contentNodes = context.child(.content).nodes(for: content)
        guard let list = context.environment.listContext else { return contentNodes }
        let editing = list.isEditing
        var children: [ViewNode] = contentNodes.count == 1 ? contentNodes
            : [context.child(.slot("rows")).node(StackBehavior(axis: .vertical, alignment: 0, spacing: 0), children: contentNodes)]
        if hasDelete {
            let control = context.child(.slot("deleteControl")).node(ListDeleteControlBehavior())
            if editing, let collector = context.environment.swipeCollector {
                let tap = TapGesture().onEnded { collector.toggleTrailingActions() }
                control.gestures.append(ViewGestureAttachment(tap, priority: .normal, mask: .all))
                control.accessibility.role = .button
                control.accessibility.label = "Delete"
            } else {
                control.hitTesting.allowsHitTesting = false
            }
            children.append(control)
        }
        if let move {
            let handle = context.child(.slot("reorderControl")).node(ListReorderControlBehavior())
            if editing {
                ListEditControls.attachReorder(to: handle, offset: offset, count: count, group: group, list: list, move: move)
                handle.accessibility.label = "Reorder"
            } else {
                handle.hitTesting.allowsHitTesting = false
            }
            children.append(handle)
        }
        let behavior = ListEditControlsBehavior(progress: editing ? 1 : 0, hasDelete: hasDelete, hasMove: move != nil)
        return [context.node(behavior, children: children)]
    }

    /// The reorder drag on `handle`: UIKit-style tracking from the touch-down (it is `active` at
    /// once, so it claims the touch before the list's pan reaches its slop: S-90's claim, the
    /// first active side wins), the row following the finger, the action on release.
    ///
    /// The tracking's values are in the handle's local space, which moves with the dragged row:
    /// the finger's movement is the local translation plus the shift the row was shown at.
    private static func attachReorder(to handle: ViewNode, offset: Int, count: Int, group: ViewIdentity,
                                      list: ListContext, move: @escaping (IndexSet, Int) -> Void) {
        let reorder = list.reorder
        let geometry = list.geometry
        let tracking = ControlTrackingGesture(
            accepts: { _, _ in true },
            onBegan: {
                reorder.wrappedValue = ListReorderState(group: group, from: offset, to: offset, translation: 0)
            },
            onChanged: { value in
                var state = reorder.wrappedValue
                guard state.group == group, state.from == offset else { return }
                let finger = value.translation.height + state.translation
                let (to, shown) = geometry.target(group: group, from: offset, count: count, translation: finger)
                state.translation = shown
                guard state != reorder.wrappedValue else { return }
                let moved = to != state.to
                state.to = to
                let next = state
                if moved {
                    withAnimation(ListDefaults.reorderAnimation) { reorder.wrappedValue = next }
                } else {
                    reorder.wrappedValue = next
                }
            },
            onFinished: {
                let state = reorder.wrappedValue
                guard state.group == group, state.from == offset else { return }
                withAnimation(ListDefaults.reorderAnimation) {
                    reorder.wrappedValue = ListReorderState()
                    if state.to != state.from {
                        move(IndexSet(integer: state.from), ListReorderState.destination(from: state.from, to: state.to))
                    }
                }
            })
        handle.gestures.append(ViewGestureAttachment(tracking, priority: .normal, mask: .all))
    }
}

/// Lays out a row's content between its edit controls. Children: the content, then the delete
/// control when `hasDelete`, then the reorder control when `hasMove`.
///
/// The delete control's column is `progress × ListDefaults.deleteControlWidth` wide at the
/// leading edge, the reorder control's `progress × ListDefaults.reorderControlWidth` at the
/// trailing edge, each the row's height; the content takes the width between, centred
/// vertically. At progress 0 (not editing) the columns are empty and the content lies as without
/// the controls. Animatable: `[progress]`, so the controls slide in and out with the mode.
package struct ListEditControlsBehavior: NodeBehavior {
    package var progress: CGFloat
    let hasDelete: Bool
    let hasMove: Bool

    private var leading: CGFloat { hasDelete ? progress * ListDefaults.deleteControlWidth : 0 }
    private var trailing: CGFloat { hasMove ? progress * ListDefaults.reorderControlWidth : 0 }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let controls = leading + trailing
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let content = children.first.map {
            layout.size(of: $0, proposal: ProposedViewSize(width: width.map { max(0, $0 - controls) }, height: proposal.height))
        } ?? .zero
        let controlHeight = hasDelete && progress > 0 ? ListDefaults.deleteControlDiameter : 0
        return CGSize(width: width ?? content.width + controls, height: max(content.height, controlHeight))
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let leading = leading, trailing = trailing
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            if index == 0 {
                let inner = CGSize(width: max(0, size.width - leading - trailing), height: size.height)
                let content = layout.size(of: child, proposal: ProposedViewSize(inner))
                frames.append(CGRect(x: leading, y: (size.height - content.height) / 2, width: content.width, height: content.height))
            } else if index == 1, hasDelete {
                let frame = CGRect(x: 0, y: 0, width: leading, height: size.height)
                _ = layout.size(of: child, proposal: ProposedViewSize(frame.size))
                frames.append(frame)
            } else {
                let frame = CGRect(x: size.width - trailing, y: 0, width: trailing, height: size.height)
                _ = layout.size(of: child, proposal: ProposedViewSize(frame.size))
                frames.append(frame)
            }
        }
        return frames
    }

    package var animatableData: AnimatableVector? { AnimatableVector([Double(progress)]) }
    package func withAnimatableData(_ data: AnimatableVector) -> ListEditControlsBehavior {
        guard data.values.count == 1 else { return self }
        var copy = self
        copy.progress = CGFloat(data.values[0])
        return copy
    }
}

/// The delete control: a red circle with a white bar, `ListDefaults.deleteControlDiameter` wide
/// (smaller while its column is narrower), centred in its column; nothing in an empty column.
/// Hit anywhere in its column.
package struct ListDeleteControlBehavior: NodeBehavior {
    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        let diameter = min(ListDefaults.deleteControlDiameter, bounds.width, bounds.height)
        guard diameter > 0 else { return }
        let circle = CGRect(x: bounds.midX - diameter / 2, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
        list.fill(Path(ellipseIn: circle), with: SystemColorPalette.red)
        let scale = diameter / ListDefaults.deleteControlDiameter
        let bar = CGSize(width: ListDefaults.deleteControlBar.width * scale, height: ListDefaults.deleteControlBar.height * scale)
        list.fill(Path(CGRect(x: bounds.midX - bar.width / 2, y: bounds.midY - bar.height / 2, width: bar.width, height: bar.height)),
                  with: SystemColorPalette.white)
    }

    package func hitPath(in bounds: CGRect) -> Path? { Path(bounds) }
}

/// The reorder control: three horizontal lines (`ListDefaults.reorderLine`, `reorderLineSpacing`
/// apart), centred in its column; nothing in an empty column. Hit anywhere in its column.
package struct ListReorderControlBehavior: NodeBehavior {
    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        let width = min(ListDefaults.reorderLine.width, bounds.width)
        guard width > 0 else { return }
        let height = ListDefaults.reorderLine.height
        for line in -1...1 {
            let y = bounds.midY + CGFloat(line) * ListDefaults.reorderLineSpacing - height / 2
            list.fill(Path(CGRect(x: bounds.midX - width / 2, y: y, width: width, height: height)), with: ListDefaults.reorderLineColor)
        }
    }

    package func hitPath(in bounds: CGRect) -> Path? { Path(bounds) }
}
