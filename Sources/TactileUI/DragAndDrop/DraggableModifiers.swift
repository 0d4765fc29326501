import Foundation
import TactileGestures

extension View {
    /// Makes the view a drag source carrying `payload` (SwiftUI's `draggable(_:)`): a press held
    /// `ControlDefaults.dragLiftDuration` within `dragLiftAllowableMovement` lifts it (`payload`
    /// is evaluated then), the finger carries a copy of the view (its preview, above every other
    /// view), and releasing over a drop destination that accepts it drops it there
    /// (`DragAndDropRegistry`). The press is arbitrated as a context menu's is: a quick tap still
    /// reaches a `Button` in the view, a finger that moves first scrolls an enclosing scroll view.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        DragSourceHost(content: self, preview: Optional<EmptyView>.none) { [Self.provider(for: payload())] }
    }

    /// As `draggable(_:)`, with `preview` carried under the finger (centred on it) instead of a
    /// copy of the view.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        DragSourceHost(content: self, preview: Optional(preview())) { [Self.provider(for: payload())] }
    }

    /// Makes the view a drag source carrying the item provider `data` returns when the drag lifts
    /// (SwiftUI's `onDrag(_:)`; lifting and arbitration as `draggable(_:)`).
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        DragSourceHost(content: self, preview: Optional<EmptyView>.none) { [data()] }
    }

    /// As `onDrag(_:)`, with `preview` carried under the finger.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        DragSourceHost(content: self, preview: Optional(preview())) { [data()] }
    }

    private static func provider<T: Transferable>(for payload: T) -> NSItemProvider {
        let provider = NSItemProvider()
        provider.register(payload)
        return provider
    }
}

/// Where a lifted item is: the finger's location and where it went down, in the window.
struct CarriedDrag: Equatable {
    var location: CGPoint
    var startLocation: CGPoint
    var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
}

/// A drag source: the view with its lift gesture (`DragLiftAttachment`) and, while an item is
/// carried, its preview (`DragSourceAnchor`).
struct DragSourceHost<Content: View, Preview: View>: View {
    let content: Content
    let preview: Preview?
    let providers: @MainActor () -> [NSItemProvider]
    @State private var carried: CarriedDrag?

    var body: some View {
        DragSourceAnchor(content: content, providers: providers, carriedBinding: $carried, preview: preview, carried: carried)
    }
}

/// The lift gesture of a drag source (`DragLiftGesture`), on a passthrough node around the view,
/// under a claim beside the view's own gestures (`ViewGestureAttachment.Priority.scroll`, as a
/// context menu's press): the first side recognized wins.
struct DragLiftAttachment: PrimitiveModifier {
    /// The drag source's identity (its anchor's): the drag and its preview are named by it.
    let source: ViewIdentity
    let providers: @MainActor () -> [NSItemProvider]
    let carried: Binding<CarriedDrag?>

    func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let registry = context.pass.store.dragAndDrop
        let presentations = context.pass.store.presentations
        let source = source, providers = providers, carried = carried
        let lift = DragLiftGesture(
            liftDuration: ControlDefaults.dragLiftDuration, allowableMovement: ControlDefaults.dragLiftAllowableMovement,
            onLift: { value in
                MainActor.assumeIsolated {
                    guard registry.begin(source: source, providers: providers(), at: value.location) else { return }
                    carried.wrappedValue = CarriedDrag(location: value.location, startLocation: value.startLocation)
                }
            },
            onMove: { value in
                MainActor.assumeIsolated {
                    registry.move(source: source, to: value.location)
                    if carried.wrappedValue != nil { carried.wrappedValue?.location = value.location }
                }
            },
            onEnd: { value, outcome in
                MainActor.assumeIsolated {
                    registry.end(source: source, at: value.location, dropped: outcome == .dropped)
                    presentations.setDragPreview(nil, owner: source)
                    carried.wrappedValue = nil
                }
            })
        return context.wrapping(content(context.child(.content))) { wrapperContext, child in
            let node = wrapperContext.node(PassthroughBehavior(), child: child)
            node.gestures.append(ViewGestureAttachment(lift, priority: .scroll, mask: .all))
            return node
        }
    }
}

/// Makes the source's nodes and, while an item is carried, the preview's layer above the window
/// (`PresentationRegistry.dragPreview`), not hit-testable, so destinations under it are found.
struct DragSourceAnchor<Content: View, Preview: View>: View {
    let content: Content
    let providers: @MainActor () -> [NSItemProvider]
    let carriedBinding: Binding<CarriedDrag?>
    let preview: Preview?
    let carried: CarriedDrag?
    var body: EmptyView { EmptyView() }
}

extension DragSourceAnchor: PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let owner = context.identity
        let attachment = DragLiftAttachment(source: owner, providers: providers, carried: carriedBinding)
        let nodes = context.child(.content).nodes(for: content.modifier(attachment))
        let presentations = context.pass.store.presentations
        guard let carried else {
            presentations.setDragPreview(nil, owner: owner)
            return nodes
        }
        let layerContext = context.child(.slot("dragPreview"))
        let previewNodes: [ViewNode]
        if let preview {
            previewNodes = layerContext.child(.slot("custom")).nodes(for: preview)
        } else {
            previewNodes = layerContext.child(.slot("copy")).nodes(for: content)
        }
        let behavior = DragPreviewLayerBehavior(source: ContextMenuSource(nodes: nodes), carried: carried, centresOnFinger: preview != nil)
        let layer = layerContext.node(behavior, children: previewNodes)
        layer.hitTesting.allowsHitTesting = false
        presentations.setDragPreview(layer, owner: owner)
        return nodes
    }

}

/// The layer of a carried item's preview: the whole window; its one child is the preview, at the
/// source view's frame moved by the finger's translation (the view's copy), or centred on the
/// finger (a custom preview).
struct DragPreviewLayerBehavior: NodeBehavior {
    let source: ContextMenuSource
    let carried: CarriedDrag
    let centresOnFinger: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        let frame = source.frame
        return children.map { child in
            if !centresOnFinger, let frame {
                let fitted = layout.size(of: child, proposal: ProposedViewSize(frame.size))
                return CGRect(origin: CGPoint(x: frame.minX + carried.translation.width, y: frame.minY + carried.translation.height), size: fitted)
            }
            let fitted = layout.size(of: child, proposal: ProposedViewSize(frame?.size ?? size))
            return CGRect(x: carried.location.x - fitted.width / 2, y: carried.location.y - fitted.height / 2,
                          width: fitted.width, height: fitted.height)
        }
    }
}
