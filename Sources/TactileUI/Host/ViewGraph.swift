import Foundation

/// Hosts a view tree on a canvas with an injected clock: evaluates bodies, keeps state per
/// identity, animates, lays out and renders. The gesture engine drives it and reads its nodes.
///
/// Loop: anything may change state at any time (actions, gestures); the driver then calls
/// `update()`, which re-evaluates if state changed, presents animated values for `clock.now`
/// and lays out. `displayList()`/`svg()` update first, so they always show the current frame.
/// Invariants: `roots` always reflects the last evaluation; state of views that disappeared is
/// dropped at that evaluation; layout results are for the last `update()`'s time.
@MainActor
package final class ViewGraph {
    package let canvasSize: CGSize
    package let clock: any GestureClock
    package private(set) var roots: [ViewNode] = []
    /// How many times the tree has been evaluated (for tests and diagnostics).
    package private(set) var evaluationCount = 0

    private var makeRoots: @MainActor (EvaluationContext) -> [ViewNode]
    private let environment: EnvironmentValues
    private let store = PersistentStore()
    private let recorder = StateChangeRecorder()
    private var animator = PresentationAnimator()
    private var needsEvaluation = true
    private var linkedProperties: [PersistentStore.Key] = []

    package init<Root: View>(rootView: Root, canvasSize: CGSize, clock: any GestureClock, environment: EnvironmentValues = EnvironmentValues()) {
        self.canvasSize = canvasSize.sanitized
        self.clock = clock
        self.environment = environment
        makeRoots = { $0.nodes(for: rootView) }
        update()
    }

    /// Replaces the root view; state is kept for identities that survive (same structure).
    package func setRootView<Root: View>(_ rootView: Root) {
        makeRoots = { $0.nodes(for: rootView) }
        needsEvaluation = true
    }

    /// Whether a state change is waiting for the next `update()`.
    package var hasPendingChanges: Bool { needsEvaluation || recorder.pendingTransaction != nil }

    /// Whether an animation is in flight at the clock's current time.
    package var isAnimating: Bool { animator.isAnimating(at: clock.now) }

    /// Brings the tree up to date for `clock.now`: re-evaluates after state changes, then applies
    /// presentation values and lays out.
    package func update() {
        let now = clock.now
        if hasPendingChanges { evaluate(at: now) }
        for node in allNodes {
            let key = Self.key(node)
            if let value = animator.presentation(for: key, at: now) {
                node.presentedBehavior = node.behavior.withAnimatableData(value)
            } else {
                node.presentedBehavior = node.behavior
            }
        }
        animator.prune(at: now)
        LayoutEngine().layout(roots, canvas: canvasSize)
    }

    private func evaluate(at now: Double) {
        needsEvaluation = false
        let transaction = recorder.take() ?? Transaction()
        var environment = environment
        environment.transaction = transaction
        let pass = EvaluationPass(store: store, sink: recorder, transaction: transaction)
        roots = makeRoots(EvaluationContext(identity: .root, environment: environment, pass: pass))
        store.prune(keeping: pass.visitedIdentities)
        linkedProperties = pass.linkedProperties
        var keys = Set<PresentationAnimator.Key>()
        for node in pass.visitedNodes {
            guard let target = node.behavior.animatableData else { continue }
            let key = Self.key(node)
            keys.insert(key)
            animator.retarget(key, to: target, animation: node.environment.effectiveAnimation, at: now)
        }
        animator.prune(at: now, keeping: keys)
        evaluationCount += 1
    }

    private static func key(_ node: ViewNode) -> PresentationAnimator.Key {
        PresentationAnimator.Key(identity: node.identity, behavior: ObjectIdentifier(type(of: node.behavior)))
    }

    // MARK: Reading the tree

    /// The live `@State` and `@GestureState` values of the tree, in evaluation order (parents
    /// first, then declaration order), as of the last evaluation's properties and their current
    /// values. A view that left the tree is not listed; its state is gone.
    package var stateValues: [StateValueEntry] {
        linkedProperties.compactMap { key in
            guard let info = store.propertyInfo[key],
                  let storage = store.properties[key] as? any StateValueDescribing else { return nil }
            return StateValueEntry(view: info.viewType, name: info.name, kind: info.kind, value: storage.valueDescription)
        }
    }

    /// Every node, parents before children, in source order.
    package var allNodes: [ViewNode] { roots.flatMap(\.subtree) }

    /// Nodes carrying `identifier` (`accessibilityIdentifier(_:)`), in source order.
    package func nodes(withAccessibilityIdentifier identifier: String) -> [ViewNode] {
        allNodes.filter { $0.accessibilityIdentifier == identifier }
    }

    /// The first node carrying `identifier`.
    package func node(withAccessibilityIdentifier identifier: String) -> ViewNode? {
        allNodes.first { $0.accessibilityIdentifier == identifier }
    }

    /// The chain of nodes from a root down to `node` (inclusive): what hit testing walks and
    /// where named coordinate spaces are looked up.
    package func ancestors(of node: ViewNode) -> [ViewNode] {
        func search(_ current: ViewNode, _ path: [ViewNode]) -> [ViewNode]? {
            let path = path + [current]
            if current === node { return path }
            for child in current.children { if let found = search(child, path) { return found } }
            return nil
        }
        for root in roots { if let found = search(root, []) { return found } }
        return []
    }

    // MARK: Rendering

    /// The current frame as a display list.
    package func displayList() -> DisplayList {
        update()
        return DisplayListRenderer.render(roots, canvasSize: canvasSize)
    }

    /// The current frame as SVG.
    package func svg() -> String { SVGRenderer.svg(of: displayList()) }
}
