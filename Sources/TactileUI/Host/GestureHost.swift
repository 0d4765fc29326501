import Foundation
import TactileGestures

/// The host loop: a view graph, the gesture session that drives its gestures, and the clock.
///
/// - A touch-down with no attempt live hit-tests the laid-out tree (S-66) and builds the
///   attempt's gesture from the hit path (`GestureComposer`, S-60…S-65, S-68).
/// - Every input (`receive`, `advance`) runs the engine, whose callbacks change state with their
///   transactions (`withAnimation` in `onEnded`, `@GestureState` reset transactions); the graph
///   is then updated at the time of that pass, so animations start when the callback ran.
/// - After every update the geometries of the live attempt's views are refreshed, so `.local`
///   follows a view that moves; when a view whose gesture takes part is gone from the tree the
///   attempt is cancelled (S-71: its `@GestureState` resets, no `onEnded`).
@MainActor
package final class GestureHost {
    package let graph: ViewGraph
    package let clock: VirtualClock
    package let trace: GestureTrace?
    package private(set) var session: GestureSession!
    /// The views the last touch-down that started an attempt hit, root first.
    package private(set) var lastHitPath: [ViewNode] = []
    private let hitTester: HitTester
    private var geometries: [ViewIdentity: GestureGeometry] = [:]
    /// The root-to-node path of the walk that refreshes geometries, kept to reuse its storage.
    private var walkPath: [ViewNode] = []

    package init<Root: View>(rootView: Root, canvasSize: CGSize, configuration: GestureConfiguration = .standard,
                             clock: VirtualClock = VirtualClock(), trace: GestureTrace? = nil) {
        self.clock = clock
        self.trace = trace
        graph = ViewGraph(rootView: rootView, canvasSize: canvasSize, clock: clock)
        hitTester = HitTester(configuration: configuration)
        session = GestureSession(configuration: configuration, trace: trace) { [unowned self] touch in
            self.makeRoot(for: touch)
        }
    }

    /// The session's time or the clock's, whichever is later.
    package var now: Double { max(session.now, clock.now) }

    // MARK: Input

    /// Delivers touch changes that happened together, then updates the graph. A refused batch
    /// changes nothing and is thrown as a value: it is checked before the wake-ups due by its
    /// timestamp are delivered (found by fuzzing: an infinite or far-ahead timestamp on a refused
    /// change used to deliver them — ending long presses, failing taps — before the refusal).
    package func receive(_ changes: [Touch]) throws(TouchEventError) {
        try session.check(changes)
        let latest = changes.lazy.map(\.timestamp).max() ?? now
        deliverWakeUps(upTo: latest)
        graph.update()
        defer { settle() }
        try session.receive(changes)
    }

    /// Moves time forward to `time`: wake-ups are delivered in order, each followed by an update
    /// at its own time; then the graph is presented at `time` (animation frames).
    package func advance(to time: Double) {
        deliverWakeUps(upTo: time)
        session.advance(to: time)
        settle()
    }

    /// Cancels the live attempt (S-71), then updates.
    package func cancelAttempt() {
        session.cancelAttempt()
        settle()
    }

    private func deliverWakeUps(upTo time: Double) {
        while let wakeUp = session.nextWakeUp, wakeUp <= time {
            session.advance(to: wakeUp)
            settle()
        }
    }

    /// After a pass: clock to the session's time, graph updated, live geometries refreshed.
    private func settle() {
        clock.advance(to: session.now)
        graph.update()
        refreshGeometries()
    }

    // MARK: Attempts

    private func makeRoot(for touch: Touch) -> (any AnyGestureNode)? {
        guard let path = hitTester.path(at: touch.location, in: graph.roots) else {
            lastHitPath = []
            return nil
        }
        lastHitPath = path
        guard let composite = GestureComposer().compose(path) else { return nil }
        geometries = composite.geometries
        return composite.gesture._makeGestureNode()
    }

    private func refreshGeometries() {
        guard session.hasLiveAttempt else {
            geometries = [:]
            return
        }
        guard !geometries.isEmpty else { return }
        // One walk of the tree with the current root-to-node path: each live view's geometry is
        // read off its path where the walk meets it (identities are unique in the tree).
        var refreshed = 0
        func visit(_ node: ViewNode) {
            walkPath.append(node)
            if let geometry = geometries[node.identity] {
                GestureGeometryReader.update(geometry, for: walkPath)
                refreshed += 1
            }
            for child in node.children { visit(child) }
            walkPath.removeLast()
        }
        walkPath.removeAll(keepingCapacity: true)
        for root in graph.roots { visit(root) }
        guard refreshed < geometries.count else { return }
        let nodes = Set(graph.allNodes.map(\.identity))
        let removed = geometries.keys.filter { !nodes.contains($0) }.sorted { "\($0)" < "\($1)" }
        trace?.recordNote(time: session.now, gesture: "host", note: "view \(removed.first.map { "\($0)" } ?? "?") removed: attempt cancelled")
        geometries = [:]
        session.cancelAttempt()
        graph.update()
    }
}
