import Foundation
import TactileGestures

/// The host loop: a view graph, the gesture session that drives its gestures, and the clock.
///
/// - Every touch-down hit-tests the laid-out tree (S-66). If a gesture-bearing view on its path
///   belongs to an attempt already running, the touch joins that attempt (a second finger on a
///   dragged view, a finger for a container's pinch); otherwise it starts an attempt of its own,
///   whose gesture is built from the hit path (`GestureComposer`, S-60…S-65, S-68). Attempts on
///   views that share no gesture run side by side (docs/ARCHITECTURE.md, "Attempts").
/// - Every input (`receive`, `advance`) runs the engine, whose callbacks change state with their
///   transactions (`withAnimation` in `onEnded`, `@GestureState` reset transactions); the graph
///   is then updated at the time of that pass, so animations start when the callback ran.
/// - A touch-down on a moving scroll view stops it at the touch's time and does not reach its
///   content (docs/ARCHITECTURE-HOST.md, "Scrolling").
/// - After every update the geometries of the live attempts' views are refreshed, so `.local`
///   follows a view that moves; when a view whose gesture takes part is gone from the tree its
///   attempt is cancelled (S-71: its `@GestureState` resets, no `onEnded`); the others go on.
@MainActor
package final class GestureHost {
    package let graph: ViewGraph
    package let clock: VirtualClock
    package let trace: GestureTrace?
    package private(set) var session: GestureSession!
    /// The views the last touch-down hit, root first.
    package private(set) var lastHitPath: [ViewNode] = []
    package let hitTester: HitTester
    /// The views each kept attempt covers and their geometries, by attempt.
    private var scopes: [GestureAttemptNumber: [ViewIdentity: GestureGeometry]] = [:]
    /// The root-to-node path of the walk that refreshes geometries, kept to reuse its storage.
    private var walkPath: [ViewNode] = []
    /// The node each kept geometry was last read from: while none is detached, a refresh walks
    /// up from them instead of walking the whole tree.
    private var geometryNodes: [ViewIdentity: ViewNode] = [:]
    /// The graph's `layoutGeneration` when every kept geometry was last read, nil when a geometry
    /// was added since: until either changes, a refresh has nothing to do (a move that changes no
    /// state lays nothing out).
    private var refreshedGeneration: Int?

    package convenience init<Root: View>(rootView: Root, canvasSize: CGSize, configuration: GestureConfiguration = .standard,
                                         clock: VirtualClock = VirtualClock(), trace: GestureTrace? = nil,
                                         environment: EnvironmentValues = EnvironmentValues(), restoring snapshot: StateSnapshot? = nil) {
        self.init(rootView: rootView, device: Device(canvasSize: canvasSize), configuration: configuration, clock: clock, trace: trace,
                  environment: environment, restoring: snapshot)
    }

    /// Hosts `rootView` on `device` (`ViewGraph(rootView:device:…)`).
    package init<Root: View>(rootView: Root, device: Device, configuration: GestureConfiguration = .standard,
                             clock: VirtualClock = VirtualClock(), trace: GestureTrace? = nil,
                             environment: EnvironmentValues = EnvironmentValues(), restoring snapshot: StateSnapshot? = nil) {
        self.clock = clock
        self.trace = trace
        graph = ViewGraph(rootView: rootView, device: device, clock: clock, environment: environment, restoring: snapshot)
        graph.scrolls.configuration = configuration.scroll
        hitTester = HitTester(configuration: configuration)
        session = GestureSession(configuration: configuration, trace: trace) { [unowned self] touch, number in
            self.route(touch, newAttempt: number)
        }
        // A carried drag finds its destination as a touch-down finds its views (S-66).
        graph.dragAndDrop.hitPath = { [unowned self] point in self.hitTester.path(at: point, in: self.graph.roots) }
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
        try graph.withHostTimers { () throws(TouchEventError) in
            deliverWakeUps(upTo: latest)
            graph.update()
            defer { settle() }
            // The callbacks run at the touches' time: what they schedule counts from there.
            graph.noteCallbackTime(latest)
            try session.receive(changes)
        }
    }

    /// Moves time forward to `time`: wake-ups and the host's timers (`HostTimers`) are delivered
    /// in time order, each followed by an update at its own time; then the graph is presented at
    /// `time` (animation frames).
    package func advance(to time: Double) {
        graph.withHostTimers {
            deliverWakeUps(upTo: time)
            graph.noteCallbackTime(time)
            session.advance(to: time)
            settle()
        }
    }

    /// Types `keys` into the text field that has the keyboard's focus (`KeyboardFocus.type(_:)`),
    /// then updates; false when no field has the focus.
    package func typeText(_ keys: String) -> Bool {
        graph.withHostTimers {
            let typed = graph.system.keyboard.type(keys)
            settle()
            return typed
        }
    }

    /// Presses and releases `key` on a hardware keyboard: the key's down, then its up, go to the
    /// `onKeyPress` actions of the focused view (a `focusable` view whose `focused` state says it
    /// has the focus) and of the views around it, nearest first, until one returns `.handled`;
    /// then updates. Returns whether an action handled the key's down; nil when no view has the
    /// focus.
    package func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool? {
        graph.withHostTimers {
            graph.update()
            guard let focused = graph.allNodes.first(where: { $0.focusTarget?.isFocused == true }) else { return nil }
            let chain = Array(graph.ancestors(of: focused).reversed())
            var handledDown = false
            for phase in [KeyPress.Phases.down, .up] {
                let press = KeyPress(key: key, characters: String(key.character), modifiers: modifiers, phase: phase)
                let handled = chain.contains { node in node.keyPressHandlers.contains { $0.handle(press) == .handled } }
                if phase == .down { handledDown = handled }
            }
            settle()
            return handledDown
        }
    }

    /// Cancels every live attempt (S-71), then updates.
    package func cancelAttempt() {
        graph.withHostTimers {
            session.cancelAttempt()
            settle()
        }
    }

    /// Delivers, in time order, the engine's wake-ups and the host's timers due by `time`; a
    /// wake-up due at the same time as a timer goes first.
    private func deliverWakeUps(upTo time: Double) {
        while true {
            let wakeUp = session.nextWakeUp.flatMap { $0 <= time ? $0 : nil }
            let timer = graph.nextTimerFire.flatMap { $0 <= time ? $0 : nil }
            if let wakeUp, wakeUp <= (timer ?? .infinity) {
                graph.noteCallbackTime(wakeUp)
                session.advance(to: wakeUp)
            } else if let timer {
                clock.advance(to: timer)
            } else {
                return
            }
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

    /// Where a touch-down goes: into the oldest kept attempt that covers a gesture-bearing view on
    /// its hit path, else into a new attempt built from the path; a touch whose path carries no
    /// gesture joins the newest live attempt, else nothing.
    private func route(_ touch: Touch, newAttempt number: GestureAttemptNumber) -> GestureSession.Route {
        var path = hitTester.path(at: touch.location, in: graph.roots) ?? []
        // A touch on a moving scroll view stops it and reaches none of its content (UIKit): the
        // path ends at the scroll view, so the touch can start a pan and never taps.
        if let index = path.firstIndex(where: { ($0.behavior as? ScrollViewBehavior)?.state.isMoving(at: touch.timestamp) == true }),
           let state = (path[index].behavior as? ScrollViewBehavior)?.state {
            state.stop(at: touch.timestamp)
            path.removeSubrange((index + 1)...)
            trace?.recordNote(time: touch.timestamp, gesture: "host", note: "touch stopped a moving scroll view; its content does not see the touch")
        }
        lastHitPath = path
        let views = GestureComposer.gestureViews(on: path)
        // A finger that lands on no gesture at all (a pinch's second finger just outside the
        // pinched view) goes to the newest live attempt, as a lone attempt always took it.
        guard !views.isEmpty else {
            return session.attempts.last(where: { $0.isLive }).map { .join($0.number) } ?? .ignore
        }
        for attempt in session.attempts {
            guard let covered = scopes[attempt.number] else { continue }
            if views.contains(where: { covered[$0] != nil }) { return .join(attempt.number) }
        }
        guard let composite = GestureComposer().compose(path) else { return .ignore }
        scopes[number] = composite.geometries
        refreshedGeneration = nil
        for node in path where composite.geometries[node.identity] != nil { geometryNodes[node.identity] = node }
        return .start(composite.gesture._makeGestureNode())
    }

    private func refreshGeometries() {
        // Attempts the session let go of need no geometry any more (no allocation unless one did).
        if scopes.keys.contains(where: { session.attempt(numbered: $0) == nil }) {
            scopes = scopes.filter { number, _ in session.attempt(numbered: number) != nil }
        }
        var expected = 0
        for geometries in scopes.values { expected += geometries.count }
        guard expected > 0 else {
            geometryNodes.removeAll(keepingCapacity: true)
            return
        }
        guard refreshedGeneration != graph.layoutGeneration else { return }
        refreshedGeneration = graph.layoutGeneration
        if refreshAlongParents() { return }
        // Some kept view's node was replaced or removed. One walk of the tree with the current root-to-node path: each kept view's geometry is
        // read off its path where the walk meets it (identities are unique in the tree).
        var refreshed = 0
        func visit(_ node: ViewNode) {
            walkPath.append(node)
            for geometries in scopes.values {
                guard let geometry = geometries[node.identity] else { continue }
                GestureGeometryReader.update(geometry, for: walkPath)
                geometryNodes[node.identity] = node
                refreshed += 1
            }
            for child in node.children { visit(child) }
            walkPath.removeLast()
        }
        walkPath.removeAll(keepingCapacity: true)
        for root in graph.roots { visit(root) }
        guard refreshed < expected else { return }
        // S-71: an attempt one of whose views left the tree is cancelled; the others go on.
        let present = Set(graph.allNodes.map(\.identity))
        var cancelled = false
        for (number, geometries) in scopes.sorted(by: { $0.key < $1.key }) {
            let removed = geometries.keys.filter { !present.contains($0) }.map { "\($0)" }.sorted()
            guard let first = removed.first else { continue }
            scopes[number] = geometries.filter { present.contains($0.key) }
            guard session.attempt(numbered: number)?.isLive == true else { continue }
            trace?.recordNote(time: session.now, gesture: "host", note: "view \(first) removed: attempt cancelled", attempt: number)
            session.cancelAttempt(numbered: number)
            cancelled = true
        }
        if cancelled { graph.update() }
    }

    /// Refreshes every kept geometry from its node's path up to a root, when every such node is
    /// still in the tree: the cost is the depth of the views with gestures, not the tree's size.
    /// False (some geometries possibly refreshed) when a node left the tree.
    private func refreshAlongParents() -> Bool {
        for geometries in scopes.values {
            for (identity, geometry) in geometries {
                guard let node = geometryNodes[identity], !node.isDetached else { return false }
                walkPath.removeAll(keepingCapacity: true)
                var current: ViewNode? = node
                while let ancestor = current {
                    guard !ancestor.isDetached else { return false }
                    walkPath.append(ancestor)
                    current = ancestor.parent
                }
                guard let root = walkPath.last, graph.roots.contains(where: { $0 === root }) else { return false }
                walkPath.reverse()
                GestureGeometryReader.update(geometry, for: walkPath)
            }
        }
        return true
    }
}
