import Foundation
import TactileGestures

/// A container view that defines its content as a function of its own size and coordinate
/// space (SwiftUI's `GeometryReader`).
///
/// It takes the space it is offered (10 × 10 along an axis offered nil, as SwiftUI) and places
/// its content at its top-leading corner, proposing its own size. The proxy's values are those
/// of the last layout; a body that read them runs again when a layout changes them (a resize,
/// a scroll): docs/ARCHITECTURE-HOST.md, "Scrolling".
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: EmptyView { EmptyView() }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the
/// container view (SwiftUI's `GeometryProxy`).
///
/// Read during a body, its values make that body depend on the reader's layout (like `@State`);
/// read later (in a gesture callback clamping a drag) they are the latest layout's.
///
/// Not isolated to the main actor, as SwiftUI's is not: a nonisolated initializer of the app's own
/// (`init(_ reader: GeometryProxy)` reading `reader.size`) compiles in the Swift 6 language mode.
/// Its values are read on the main actor, where every body and gesture callback runs; a read from
/// another isolation is a programming error and traps (`MainActor.assumeIsolated`).
public struct GeometryProxy {
    let state: GeometryReaderState

    private var snapshot: GeometrySnapshot {
        let state = state
        return MainActor.assumeIsolated {
            StateReadLog.record(state.storage)
            if GeometryReaderState.isLayingOut { state.isReadByLayout = true }
            return state.storage.value
        }
    }

    /// The size of the container view.
    public var size: CGSize { snapshot.size }

    /// Whether the reader has been laid out: before its first layout a body sees zero values
    /// (it runs again once laid out), which `onGeometryChange` does not report.
    package var isLaidOut: Bool { snapshot.isLaidOut }

    /// The safe area inset of the container view: on each edge that reaches the safe area's
    /// boundary, the depth of the unsafe band there (a reader laid out at the root of an
    /// iPhone 16 Pro reports 62 top and 34 bottom, with or without `ignoresSafeArea`); zero on a
    /// host without a safe area (`SafeAreaFrame.insets(of:)`).
    public var safeAreaInsets: EdgeInsets { snapshot.safeAreaInsets }

    /// The container view's bounds rectangle, converted to a defined coordinate space.
    /// `.local` is the reader's own bounds; an unknown name resolves to `.global` (as SwiftUI).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let snapshot = snapshot
        let bounds = CGRect(origin: .zero, size: snapshot.size)
        switch coordinateSpace {
        case .local:
            return bounds
        case .global:
            return bounds.applying(snapshot.localToGlobal)
        case .named(let name):
            let global = bounds.applying(snapshot.localToGlobal)
            guard let space = snapshot.namedSpaces.first(where: { $0.name == name }) else { return global }
            return global.applying(space.globalToSpace)
        }
    }

    /// The container view's bounds rectangle in a coordinate space (the iOS 17 form).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The container view's bounds in the named coordinate space, or nil when no ancestor
    /// defines it (iOS 17's `bounds(of:)`).
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        let snapshot = snapshot
        guard let space = snapshot.namedSpaces.first(where: { $0.name == coordinateSpace.name }) else { return nil }
        return CGRect(origin: .zero, size: snapshot.size).applying(snapshot.localToGlobal).applying(space.globalToSpace)
    }
}

/// What a `GeometryProxy` reports: the reader's size and where it is, after a layout.
package struct GeometrySnapshot: Equatable, Sendable {
    package struct NamedSpace: Equatable, Sendable {
        let name: CoordinateSpace.NamedSpace
        let globalToSpace: CGAffineTransform
    }

    package var size: CGSize = .zero
    /// False until the reader's first layout: the values are placeholders then.
    package var isLaidOut = false
    package var safeAreaInsets = EdgeInsets()
    package var localToGlobal: CGAffineTransform = .identity
    /// Named spaces of the reader and its ancestors, nearest first.
    package var namedSpaces: [NamedSpace] = []
}

/// The state of one `GeometryReader`, kept at its identity: the snapshot of its last layout in a
/// storage that bodies reading the proxy depend on, and its node.
@MainActor
package final class GeometryReaderState {
    package let storage = StateStorage(GeometrySnapshot())
    package let observer: StateObserver?
    package weak var node: ViewNode?
    /// Whether a closure the layout runs read the proxy (`alignmentGuide(_:computeValue:)` placing a
    /// view by `-proxy.size.width / 2`): a new snapshot then lays the reader out again.
    package var isReadByLayout = false

    /// True while the graph lays its tree out (`ViewGraph.layOut`): a proxy read then is a layout's.
    package static var isLayingOut = false

    /// What a new layout asks of the reader's views (`refresh()`).
    package enum Refresh {
        /// Nothing read the values that changed, or nothing changed.
        case unchanged
        /// Bodies that read the proxy run again.
        case reevaluate
        /// Only layout closures read it: the reader is laid out again with the new values.
        case relayout
    }

    init(observer: StateObserver?) {
        self.observer = observer
        storage.sink = observer
    }

    /// The state kept at `context`'s identity (made there the first time), marked as still in
    /// the tree for this pass: a `GeometryReader`'s, or a `visualEffect`'s reader's.
    static func kept(for context: EvaluationContext) -> GeometryReaderState {
        let store = context.pass.store
        context.pass.markVisited(context.identity)
        let state = store.geometryReaders[context.identity]
            ?? GeometryReaderState(observer: context.pass.recorder.map { StateObserver(recorder: $0) })
        store.geometryReaders[context.identity] = state
        return state
    }

    /// Reads the node's layout; when it changed and a body read the old one, writes it (the
    /// reading bodies run again, before any action runs: their lifecycle modifiers see the laid-out
    /// values as their first, `EvaluationPass.isAppearing`); when only a layout closure read it,
    /// keeps it and asks for the reader to be laid out again.
    package func refresh() -> Refresh {
        guard let node, !node.isDetached else { return .unchanged }
        var snapshot = GeometrySnapshot(size: node.bounds.size, isLaidOut: true, safeAreaInsets: node.safeAreaInsets, localToGlobal: node.transform)
        var ancestor: ViewNode? = node
        while let current = ancestor {
            if let name = current.coordinateSpaceName, let inverse = current.inverseTransform {
                snapshot.namedSpaces.append(.init(name: name, globalToSpace: inverse))
            }
            ancestor = current.parent
        }
        guard snapshot != storage.value else { return .unchanged }
        if observer?.readers.isEmpty ?? true {
            storage.value = snapshot
            return isReadByLayout ? .relayout : .unchanged
        }
        // The first layout's values are the ones SwiftUI's first evaluation sees (it runs the
        // content during layout): the placeholders were never shown, so nothing animates from them,
        // not even under an `.animation(_:)` in the content.
        var transaction = Transaction()
        transaction.disablesAnimations = !storage.value.isLaidOut
        storage.set(snapshot, transaction: transaction)
        return .reevaluate
    }
}

/// Takes the space offered (`LayoutDefaults.unspecifiedSize`, 10 × 10, along an axis offered
/// nil), places its content at its top-leading corner with its own size as the proposal.
package struct GeometryReaderBehavior: NodeBehavior {
    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        let ideal = LayoutDefaults.unspecifiedSize
        return CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        children.map { CGRect(origin: .zero, size: layout.size(of: $0, proposal: ProposedViewSize(size))) }
    }
}

extension GeometryReader: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let state = GeometryReaderState.kept(for: context)
        let proxy = GeometryProxy(state: state)
        let node = context.node(GeometryReaderBehavior(), children: context.child(.content).nodes(for: content(proxy)))
        state.node = node
        return [node]
    }
}
