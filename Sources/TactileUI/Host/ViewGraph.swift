import Foundation

/// Hosts a view tree on a canvas with an injected clock: evaluates bodies, keeps state per
/// identity, animates, lays out and renders. The gesture engine drives it and reads its nodes.
///
/// Loop: anything may change state at any time (actions, gestures); the driver then calls
/// `update()`, which re-evaluates the bodies that read changed state (and the bodies below them
/// whose inputs changed), presents animated values for `clock.now` and lays out what changed. `displayList()`/`svg()` update first, so they always show the current frame.
/// Invariants: `roots` always reflects the last evaluation; state of views that disappeared is
/// dropped at that evaluation; layout results are for the last `update()`'s time.
@MainActor
package final class ViewGraph {
    package let canvasSize: CGSize
    /// The device the tree runs on: its canvas, safe area and the values it puts in the root
    /// environment (docs/ARCHITECTURE-HOST.md, "Device and safe area").
    package let device: Device
    package let clock: any GestureClock
    /// The root nodes of the last evaluation, then the layers of the presentations shown
    /// (sheets, full-screen covers), earliest first: drawn above the root view, hit first.
    /// Joined again only after an evaluation or a change of layers (no allocation per update).
    package var roots: [ViewNode] {
        let nodes = rootRecord?.nodes ?? []
        let presentations = store.presentations
        guard presentations.layersVersion != 0 else { return nodes }
        if cachedRootsKey != (passCount, presentations.layersVersion) {
            let layers = presentations.layers
            cachedRoots = layers.isEmpty ? nodes : nodes + layers
            cachedRootsKey = (passCount, presentations.layersVersion)
        }
        return cachedRoots
    }
    private var cachedRoots: [ViewNode] = []
    private var cachedRootsKey = (-1, -1)
    /// How many updates evaluated bodies (for tests and diagnostics).
    package private(set) var evaluationCount = 0
    /// Counts the updates that laid out (anything placed may have moved): a reader of geometry
    /// that saw this value has nothing to re-read while it stays the same.
    package private(set) var layoutGeneration = 0
    /// How many `displayList()` calls drew the whole tree (the others drew only what changed).
    package private(set) var fullDisplayListCount = 0
    /// The last display list, how many roots it was drawn from and its generation (`PaintSlot`).
    private var lastDisplayList: DisplayList?
    private var paintedRootCount = 0
    private var paintGeneration = 0
    /// How many `body` evaluations (composite views, user modifiers, the root) have run in all:
    /// an update adds only the bodies whose inputs changed.
    package private(set) var bodyEvaluationCount = 0
    /// How many sizes layout has computed in all (sizes kept from an earlier layout are not
    /// counted): an update adds only those a change could alter.
    package var sizingCount: Int { layoutEngine.sizingCount }
    /// How many nodes layout has placed in full in all (an unchanged subtree is not placed).
    package var placementCount: Int { layoutEngine.placementCount }

    private var makeRoots: @MainActor (EvaluationContext) -> [ViewNode]
    /// The root environment: the host's, with the device's values and the window's preferred
    /// colour scheme (`applyPreferredColorScheme`).
    private var environment: EnvironmentValues
    /// The colour scheme a `preferredColorScheme(_:)` in the tree asks for, as last applied.
    package private(set) var preferredColorScheme: ColorScheme?
    private var isApplyingColorScheme = false
    private let store = PersistentStore()
    private let recorder = StateChangeRecorder()
    /// The evaluation pass, reused from update to update (`restart`) to keep its storage.
    private lazy var pass = EvaluationPass(store: store, recorder: recorder)
    private var animator = PresentationAnimator()
    /// Animated insertions and removals (transitions, matched geometry).
    private var transitions = TransitionTracks()
    private let layoutEngine = LayoutEngine()
    private var rootRecord: ViewRecord?
    private var needsRootEvaluation = true
    private var passCount = 0
    /// Whether presentation and layout are those of the last evaluation with no animation left:
    /// nothing `update()` computes can change until the next evaluation (the host updates after
    /// every touch event, most of which change no state).
    private var isSettled = false
    /// The clock time of the last presentation and layout, while nothing that could change them
    /// happened since (an evaluation, a lifecycle action, a scroll or sheet motion, a pending
    /// layout change): another `update()` at that time would compute the same values again, so
    /// it returns (an animating frame is updated by the host before and after each input and
    /// again by `displayList()`, all at one time). Nil when unknown.
    private var presentedAt: Double?
    /// Whether bodies ran since the preference readers were last checked: their values are read
    /// once the layout stands, before the lifecycle actions (`updateBound`).
    private var preferencesMayHaveChanged = false
    /// Records whose state changed, waiting for the next evaluation (storage reused).
    private var dirtyRecords: [ViewRecord] = []
    /// The node of each animatable key in the tree (what an animation presents on).
    private var animatableNodes: [PresentationAnimator.Key: ViewNode] = [:]
    /// Keys presented with an animated value at the last update (reset once their track ends).
    private var presentedKeys: [PresentationAnimator.Key] = []
    private var previouslyPresentedKeys: [PresentationAnimator.Key] = []
    /// What changed since the last layout (storage reused).
    private var layoutChanges: [LayoutEngine.Change] = []

    /// What seeding the tree with a state snapshot did (`init(…restoring:)`); nil without one.
    package private(set) var stateRestoration: StateRestoration?

    /// Hosts `rootView`. With `snapshot`, every `@State` of the first evaluation whose identity
    /// path and value type match a kept value starts from it (`StateSeeds`); `stateRestoration`
    /// says what was restored and what started fresh.
    package convenience init<Root: View>(rootView: Root, canvasSize: CGSize, clock: any GestureClock,
                                         environment: EnvironmentValues = EnvironmentValues(), restoring snapshot: StateSnapshot? = nil) {
        self.init(rootView: rootView, device: Device(canvasSize: canvasSize), clock: clock, environment: environment, restoring: snapshot)
    }

    /// Hosts `rootView` on `device`: laid out in its safe area, with its values in the root
    /// environment (`EnvironmentValues.apply`).
    package init<Root: View>(rootView: Root, device: Device, clock: any GestureClock, environment: EnvironmentValues = EnvironmentValues(),
                             restoring snapshot: StateSnapshot? = nil) {
        self.canvasSize = device.canvasSize.sanitized
        self.device = device
        self.clock = clock
        var environment = environment
        environment.apply(device)
        self.environment = environment
        makeRoots = { $0.nodes(for: rootView) }
        if device.safeAreaInsets != EdgeInsets() {
            let canvas = CGRect(origin: .zero, size: canvasSize)
            layoutEngine.canvasSafeArea = SafeAreaFrame(safe: device.safeFrame.intersection(canvas), container: canvas)
        }
        store.presentations.canvasHeight = self.canvasSize.height
        store.timers.system.device = device
        let seeds = snapshot.map(StateSeeds.init)
        store.stateSeeds = seeds
        update()
        store.stateSeeds = nil
        stateRestoration = seeds?.finish()
    }

    /// Replaces the root view; state is kept for identities that survive (same structure), and
    /// the bodies of views whose values are unchanged are not run again.
    package func setRootView<Root: View>(_ rootView: Root) {
        makeRoots = { $0.nodes(for: rootView) }
        needsRootEvaluation = true
    }

    /// Marks every body for evaluation at the next update, as if every state had changed (the
    /// cost of a frame without dependency tracking; for benchmarks and diagnostics).
    package func invalidateAllBodies() {
        for record in store.records.values { record.isDirty = true }
        needsRootEvaluation = true
    }

    /// Whether a state change is waiting for the next `update()`.
    package var hasPendingChanges: Bool { needsEvaluation || preferencesMayHaveChanged || !pass.lifecycleActions.isEmpty }

    /// Whether a state change waits for bodies to run again.
    private var needsEvaluation: Bool { needsRootEvaluation || recorder.pendingTransaction != nil }

    /// Whether an animation, a transition, a scroll view's motion or a scroll indicator's fade is in
    /// flight at the clock's current time.
    package var isAnimating: Bool {
        animator.isAnimating(at: clock.now) || transitions.isAnimating(at: clock.now) || layoutEngine.isMoving(at: clock.now)
            || store.scrolls.isMoving(at: clock.now)
            || store.scrolls.isFadingIndicators(at: clock.now) || store.presentations.hasMotion
    }

    /// The scroll views' states (docs/ARCHITECTURE-HOST.md, "Scrolling").
    package var scrolls: ScrollRegistry { store.scrolls }
    /// The drag in flight and how its destinations are found.
    package var dragAndDrop: DragAndDropRegistry { store.dragAndDrop }

    /// How many times the body of the composite view (or user modifier) at `identity` has run.
    /// The live record of the composite view (or user modifier) at `identity`, if any.
    package func record(at identity: ViewIdentity) -> ViewRecord? { store.records[identity] }

    package func bodyEvaluationCount(at identity: ViewIdentity) -> Int { store.records[identity]?.evaluationCount ?? 0 }

    /// Brings the tree up to date for `clock.now`: re-evaluates the bodies that read changed
    /// state, then applies presentation values and lays out what changed, then runs the
    /// actions the update collected.
    ///
    /// Scroll views' motions are presented for `clock.now` and moved offsets re-place their
    /// scroll views only. When the layout changed what a `GeometryReader` reported to a body
    /// that read it, that body runs again and the tree is laid out again before any action runs;
    /// so does a `ViewThatFits` whose layout showed another child (`ViewThatFitsState`).
    ///
    /// The order within a round is SwiftUI's: evaluate → lay out → geometry → preference
    /// actions (`onPreferenceChange`, reading the values that layout produced) → lifecycle
    /// actions (`onDisappear`, `onAppear`, `onChange`, `task`), so an `onAppear` sees the
    /// measured geometry and what the preferences measured from it. State the actions write is
    /// evaluated and laid out in the next round, shown in the same update; at most
    /// `maximumLifecycleRoundsPerUpdate` layout rounds and as many action rounds per update.
    ///
    /// First fires the host's timers due by `clock.now` (`HostTimers`); the whole update runs with
    /// them bound as `HostTimers.current`, so what the views schedule goes on the host's clock.
    package func update() {
        withHostTimers { updateBound() }
    }

    private func updateBound() {
        let now = clock.now
        store.taskClock.advance(to: now)
        store.timers.fire(upTo: now)
        let maximumRounds = GestureConfiguration.standard.maximumLifecycleRoundsPerUpdate
        var layoutRounds = 0
        var actionRounds = 0
        for window in store.lazyWindows.values { window.isGrowingOnly = false }
        while true {
            if needsEvaluation {
                presentedAt = nil
                evaluate(at: now)
            }
            let scrolls = store.scrolls
            scrolls.sampleMotions(at: now)
            if scrolls.hasChanges {
                scrolls.drainChanged { state in
                    guard let node = state.node, !node.isDetached else { return }
                    // Only placement changes: the node's sizes stay cached.
                    layoutChanges.append(LayoutEngine.Change(node: node, previousSizes: node.sizeCache))
                    // Its indicators read their opacity from the state at placement: placed again
                    // too, even where their frame stays (a fade).
                    for child in node.children where child.behaviorType == ObjectIdentifier(ScrollIndicatorBehavior.self) {
                        layoutChanges.append(LayoutEngine.Change(node: child, previousSizes: child.sizeCache))
                    }
                }
                isSettled = false
                presentedAt = nil
            }
            if samplePresentations(at: now) { continue }
            if !isSettled, presentedAt != now || !layoutChanges.isEmpty {
                layOut(at: now)
                layoutRounds += 1
                let readersChanged = refreshGeometryReaders()
                let shownChildrenChanged = refreshViewsThatFit()
                // A programmatic scroll to a row a lazy stack just made moves first: the windows
                // below a scroll view that moved wait for the layout that places it.
                scrolls.resolvePendingReveals()
                let windowsChanged = refreshLazyWindows()
                // `onScrollGeometryChange`/`onScrollPhaseChange` actions see this layout; state
                // they change is evaluated in another round.
                scrolls.notifyObservers()
                if readersChanged || shownChildrenChanged || windowsChanged || needsEvaluation || scrolls.hasChanges,
                   layoutRounds < maximumRounds { continue }
            }
            // The layout stands: preference actions read what it produced, then the lifecycle
            // actions run (after what the preference actions wrote is evaluated and laid out:
            // `LifecycleActions.takeDue`); what they change is evaluated and laid out in the next round.
            if preferencesMayHaveChanged {
                preferencesMayHaveChanged = false
                pass.checkPreferenceReaders()
            }
            pass.lifecycleActions.closeRound()
            guard !pass.lifecycleActions.isEmpty, actionRounds < maximumRounds else { return }
            actionRounds += 1
            presentedAt = nil
            for action in pass.lifecycleActions.takeDue() { action() }
        }
    }

    /// Presents animations, transitions and the layout for `now` (one layout round).
    private func layOut(at now: Double) {
        presentedAt = nil
        layoutGeneration &+= 1
        present(at: now)
        animator.prune(at: now)
        let hadTransitions = !transitions.isEmpty
        if hadTransitions { transitions.present(at: now, changes: &layoutChanges) }
        layoutEngine.time = now
        GeometryReaderState.isLayingOut = true
        layoutEngine.layout(roots, canvas: canvasSize, changes: layoutChanges)
        GeometryReaderState.isLayingOut = false
        // Only the round right after an evaluation starts moves (`PlacementAnimationContext`).
        layoutEngine.placementAnimation = nil
        layoutChanges.removeAll(keepingCapacity: true)
        if hadTransitions { transitions.placeGhosts(with: layoutEngine) }
        isSettled = !animator.hasTracks && transitions.isEmpty && !layoutEngine.hasMovingNodes && !store.scrolls.hasMotion
        presentedAt = now
    }

    /// Presents the sheets' motions at `now` and re-places the layers that moved. When a
    /// dismissal ended, runs its `onDismiss` and returns true if that changed state (the loop
    /// then evaluates again at the same time).
    private func samplePresentations(at now: Double) -> Bool {
        let presentations = store.presentations
        guard !presentations.states.isEmpty else { return false }
        let ended = presentations.sampleMotions(at: now)
        if presentations.hasChanges {
            presentations.drainChanged { state in
                guard let layer = state.layer, !layer.isDetached else { return }
                layoutChanges.append(LayoutEngine.Change(node: layer, previousSizes: layer.sizeCache))
            }
            isSettled = false
            presentedAt = nil
        }
        guard !ended.isEmpty else { return false }
        isSettled = false
        presentedAt = nil
        for action in ended { action() }
        return needsEvaluation
    }

    /// Brings every `GeometryReader`'s snapshot up to date with the layout; true when a body
    /// that read one must run again.
    private func refreshGeometryReaders() -> Bool {
        guard !store.geometryReaders.isEmpty else { return false }
        var wrote = false
        var relaid = false
        for state in store.geometryReaders.values {
            switch state.refresh() {
            case .unchanged: continue
            case .reevaluate: wrote = true
            case .relayout:
                guard let node = state.node else { continue }
                // Its layout closures read the new values: every size below it is measured again.
                let previous = node.sizeCache
                func forget(_ node: ViewNode) {
                    node.sizeCache.removeAll()
                    for child in node.children { forget(child) }
                }
                forget(node)
                layoutChanges.append(LayoutEngine.Change(node: node, previousSizes: previous))
                isSettled = false
                presentedAt = nil
                relaid = true
            }
        }
        return (wrote && needsEvaluation) || relaid
    }

    /// Tells every `ViewThatFits` whose layout showed another child than its body evaluated as
    /// shown (`ViewThatFitsState.refresh`); true when a body must run again.
    private func refreshViewsThatFit() -> Bool {
        guard !store.viewsThatFit.isEmpty else { return false }
        var wrote = false
        for state in store.viewsThatFit.values where state.refresh() { wrote = true }
        return wrote && needsEvaluation
    }

    /// Brings every lazy stack's realized rows up to date with the layout (`LazyWindow.refresh`):
    /// true when a stack must be evaluated or laid out again. After the first change of an
    /// update, the windows only grow until it ends (no row appears and disappears in one update).
    private func refreshLazyWindows() -> Bool {
        guard !store.lazyWindows.isEmpty else { return false }
        let margin = store.scrolls.configuration.lazyPrefetchMargin
        var changed = false
        for window in store.lazyWindows.values {
            let scroll = window.node.flatMap { ScrollState.nearest(enclosing: $0) }
            if let scroll, store.scrolls.awaitsPlacement(scroll) { continue }
            let axis = window.axis
            let result = window.refresh(margin: margin, canCorrect: scroll.map { !$0.isHeld } ?? false) { delta in
                scroll?.shiftContent(by: axis == .vertical ? CGPoint(x: 0, y: delta) : CGPoint(x: delta, y: 0))
            }
            // Pinned section headers and footers follow the move (`LazyPinning`).
            window.pin(with: layoutEngine)
            switch result {
            case .unchanged:
                continue
            case .relayout:
                if let node = window.node {
                    let previous = node.sizeCache
                    node.sizeCache.removeAll()
                    layoutChanges.append(LayoutEngine.Change(node: node, previousSizes: previous))
                    isSettled = false
                    presentedAt = nil
                }
            case .reevaluate:
                break
            }
            window.isGrowingOnly = true
            changed = true
        }
        return changed
    }

    /// Waits until no task started by `task(priority:_:)` or `task(id:priority:_:)` runs: each
    /// has finished (cancelled ones included) or sleeps on the host's clock (`HostTaskClock`),
    /// which only moving the host's time can wake. A test's way to let tasks run.
    package func waitForTasks() async {
        await store.taskClock.idle()
    }

    /// The earliest time at which a task sleeping on the host's clock wakes, if any.
    package var nextTaskWakeUp: Double? { store.taskClock.nextDeadline }

    /// The earliest deadline of a timer on the host's clock (`HostTimers`), if any.
    package var nextTimerFire: Double? { store.timers.nextDeadline }

    /// What UIKit's singletons answer for this host's code, and what it asked the system to do (`HostSystem`).
    package var system: HostSystem { store.timers.system }

    /// Runs `body` as code of this host: what it schedules with `Timer.publish`,
    /// `Timer.scheduledTimer` or `DispatchQueue.main.asyncAfter` runs on the host's clock.
    /// The host's entry points (updates, touches, accessibility actions) run through it.
    package func withHostTimers<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let timers = store.timers
        if HostTimers.current === timers { return try body() }
        // A task bound to another host's timers (a `task` of one host driving another) keeps
        // task-local precedence, so this host binds the same way there.
        if HostTimers.boundInTask != nil {
            return try HostTimers.$boundInTask.withValue(timers) { Result(catching: body) }.get()
        }
        let outer = HostTimers.boundToThread.object
        HostTimers.boundToThread.object = timers
        defer {
            HostTimers.boundToThread.object = outer
            withExtendedLifetime(timers) {}  // the slot does not retain it
        }
        return try body()
    }

    /// Tells the host's timers that code is about to run at host time `time` (a gesture callback
    /// at its touch's time), so that delays scheduled there count from `time`.
    package func noteCallbackTime(_ time: Double) { store.timers.advance(to: time) }

    /// Sets each animated node's presented behaviour for `now`, and puts back the evaluated one
    /// on nodes whose animation ended; each such node is a layout change.
    private func present(at now: Double) {
        swap(&presentedKeys, &previouslyPresentedKeys)
        presentedKeys.removeAll(keepingCapacity: true)
        for key in animator.trackedKeys {
            guard let node = animatableNodes[key], let value = animator.presentation(for: key, at: now) else { continue }
            node.presentedBehavior = node.behavior.withAnimatableData(value)
            presentationChanged(node)
            presentedKeys.append(key)
        }
        for key in previouslyPresentedKeys where animator.presentation(for: key, at: now) == nil {
            guard let node = animatableNodes[key] else { continue }
            node.presentEvaluatedBehavior()
            presentationChanged(node)
        }
        previouslyPresentedKeys.removeAll(keepingCapacity: true)
    }

    private func presentationChanged(_ node: ViewNode) {
        layoutChanges.append(LayoutEngine.Change(node: node, previousSizes: node.sizeCache))
        node.sizeCache.removeAll()
    }

    private func evaluate(at now: Double) {
        let transaction = recorder.takeBatch { observer in
            observer.isPending = false
            for reader in observer.readers.values where !reader.record.isDirty {
                reader.record.isDirty = true
                dirtyRecords.append(reader.record)
            }
        } ?? Transaction()
        passCount += 1
        var environment = environment
        environment.updateTransaction(transaction)
        pass.restart(transaction: transaction, id: passCount)
        pass.begin()
        if needsRootEvaluation || rootRecord == nil {
            needsRootEvaluation = false
            let root = rootRecord ?? ViewRecord(identity: .root, viewType: ObjectIdentifier(ViewGraph.self),
                                                body: RootRecordBody { [unowned self] in self.makeRoots($0) },
                                                environment: environment, steadyAnimation: nil)
            rootRecord = root
            let oldRoots = root.nodes
            let newRoots = pass.evaluate(root, in: EvaluationContext(identity: .root, environment: environment, pass: pass))
            for node in newRoots { node.parent = nil }
            inheritPaint(from: oldRoots, to: newRoots)
        }
        if dirtyRecords.count > 1 { dirtyRecords.sort { $0.depth < $1.depth } }
        for record in dirtyRecords where record.isDirty && !record.isRemoved {
            reevaluate(record, in: pass)
        }
        dirtyRecords.removeAll(keepingCapacity: true)
        // Storages that showed an earlier value for this batch show their latest again.
        recorder.endBatch()
        pass.takeLayoutChanges(into: &layoutChanges)
        cachedRootsKey = (-1, -1)
        let forgotten = pass.end(animator: &animator)
        transitions.begin(after: pass, at: now)
        for key in forgotten { animatableNodes.removeValue(forKey: key)?.forgetAnimatorTarget() }
        retargetAnimations(at: now)
        notePlacementAnimation()
        layoutEngine.carryMoves(after: pass, changes: &layoutChanges)
        if pass.bodyEvaluations > 0 {
            preferencesMayHaveChanged = true
            evaluationCount += 1
            bodyEvaluationCount += pass.bodyEvaluations
            isSettled = false
        }
        // Changes written under another animation are evaluated next, each batch with its own
        // transaction (`StateChangeRecorder.takeBatch()`), before anything is laid out.
        if !recorder.changedObservers.isEmpty, recorder.pendingTransaction != nil {
            evaluate(at: now)
            return
        }
        // A changed `preferredColorScheme` re-runs the tree in the new scheme at once (once per
        // pass, so a view that flips its preference with the scheme cannot loop).
        if store.usesPreferredColorScheme, !isApplyingColorScheme, applyPreferredColorScheme() {
            isApplyingColorScheme = true
            evaluate(at: now)
            isApplyingColorScheme = false
        }
    }

    /// Tells the layout engine what the moves of the next layout animate with, when this pass
    /// evaluated anything under an animation (the transaction's, or an implicit one); the
    /// batches of one update add up (`PlacementAnimationContext`). A pass without any animation
    /// starts no move, so a steady drag's layout looks for none.
    private func notePlacementAnimation() {
        var animates = pass.transaction.animation != nil
        if !animates {
            for node in pass.visitedNodes where node.environment.effectiveAnimationUnrecorded != nil {
                animates = true
                break
            }
        }
        let earlier = layoutEngine.placementAnimation
        guard animates || earlier != nil else { return }
        layoutEngine.placementAnimation = PlacementAnimationContext(
            passes: (earlier?.passes.lowerBound ?? pass.id)...pass.id,
            transactionAnimation: pass.transaction.animation ?? earlier?.transactionAnimation)
    }

    /// Reads the tree's preferred colour scheme (`PreferredColorSchemeKey`); when it changed,
    /// puts it (or the device's, for none) in the root environment and marks the root for
    /// evaluation. True when it changed.
    private func applyPreferredColorScheme() -> Bool {
        let preferred = PreferredColorSchemeKey.combinedValue(of: roots)
        guard preferred != preferredColorScheme else { return false }
        preferredColorScheme = preferred
        environment.colorScheme = preferred ?? device.colorScheme
        needsRootEvaluation = true
        return true
    }

    /// Gives the animator every animatable node's new target, from the target it had (the
    /// invariants are `PresentationAnimator`'s). The previous target lives on the node the graph animates for the
    /// key (`ViewNode.animatorTarget`): a node updated in place carries its own, a node that
    /// replaced another takes its predecessor's, a node whose key was forgotten (or that is new)
    /// has none and appears without animating. A node whose target did not change costs no
    /// look-up, and a change without an animation while nothing animates costs none either.
    /// While nothing animates, a node's target is its behaviour's data and is not stored
    /// (`ViewNode.animatorFollowsBehavior`): a steady pass computes no vector for a node.
    private func retargetAnimations(at now: Double) {
        // Nothing animates anywhere: a node whose change has no animation needs no vector.
        let quiet = !animator.hasTracks
        for node in pass.visitedNodes {
            if node.animatorFollowsBehavior {
                // Its update recorded the data it replaced only if the change has an animation.
                guard let previous = node.animatorTarget else { continue }
                node.animatorTarget = nil
                guard let target = node.animationTarget, previous != target else { continue }
                node.animatorFollowsBehavior = false
                node.animatorTarget = target
                animator.retarget(node.animationKey, from: previous, to: target,
                                  animation: node.environment.effectiveAnimation, at: now)
                continue
            }
            guard let target = node.animationTarget else { continue }
            let previous: AnimatableVector?
            if let recorded = node.animatorTarget {
                if recorded == target {
                    if quiet { node.follow() }
                    continue
                }
                previous = recorded
            } else if let replaced = animatableNodes.updateValue(node, forKey: node.animationKey) {
                previous = replaced.animatorFollowsBehavior ? replaced.animationTarget : replaced.animatorTarget
                replaced.forgetAnimatorTarget()
            } else {
                previous = nil
            }
            let animation = node.environment.effectiveAnimation
            // No animation runs and none starts: the target is the behaviour's, as a later pass finds it.
            if quiet && animation == nil {
                node.follow()
                continue
            }
            node.animatorTarget = target
            guard let previous, previous != target else { continue }
            animator.retarget(node.animationKey, from: previous, to: target, animation: animation, at: now)
        }
    }

    /// New root nodes take the old ones' places in the last display list, one for one (a root
    /// body re-ran); when their number changed, the next list is drawn whole anyway.
    private func inheritPaint(from oldRoots: [ViewNode], to newRoots: [ViewNode]) {
        guard oldRoots.count == newRoots.count else { return }
        for (old, new) in zip(oldRoots, newRoots) where old !== new { new.inheritPaint(of: old) }
    }

    /// Runs `record`'s body on its own, in the environment it last ran in with this pass's
    /// transaction, and puts its new nodes where the old ones were. When the body now makes a
    /// different number of nodes, the enclosing body runs instead (the structure around them
    /// was built by it).
    private func reevaluate(_ record: ViewRecord, in pass: EvaluationPass) {
        let oldNodes = record.nodes
        var environment = record.environment
        environment.updateTransaction(pass.transaction)
        // A transaction that disables animations keeps an enclosing `.animation(_:)` out too.
        environment.updateImplicitAnimation(pass.transaction.disablesAnimations ? nil : record.steadyImplicitAnimation)
        let context = EvaluationContext(identity: record.identity, environment: environment, pass: pass,
                                        steadyAnimation: record.steadyAnimation)
        let newNodes = pass.evaluate(record, in: context)
        guard let parent = record.parent else {
            for node in newNodes { node.parent = nil }
            if newNodes.count == oldNodes.count {
                for (old, new) in zip(oldNodes, newNodes) where old !== new {
                    new.reuseLayout(of: old, pass: pass.id, changes: &layoutChanges)
                }
            }
            inheritPaint(from: oldNodes, to: newNodes)
            return
        }
        var reads = record.subtreeEnvironmentReads
        var ancestor: ViewRecord? = parent
        while let current = ancestor, !current.subtreeEnvironmentReads.isSuperset(of: reads) {
            current.subtreeEnvironmentReads.formUnion(reads)
            reads = current.subtreeEnvironmentReads
            ancestor = current.parent
        }
        guard newNodes.count == oldNodes.count else {
            parent.isDirty = true
            reevaluate(parent, in: pass)
            return
        }
        for (old, new) in zip(oldNodes, newNodes) where old !== new {
            if let node = old.parent, let index = node.children.firstIndex(where: { $0 === old }) {
                node.children[index] = new
                new.parent = node
            }
            // Keeps the old node's sizes and placement where its replacement lays out alike.
            new.reuseLayout(of: old, pass: pass.id, changes: &layoutChanges)
            new.inheritPaint(of: old)
        }
        // Bodies that returned these nodes unchanged (a view whose body is another view) hold them too.
        ancestor = parent
        while let current = ancestor {
            var replaced = false
            for index in current.nodes.indices {
                if let position = oldNodes.firstIndex(where: { $0 === current.nodes[index] }) {
                    current.nodes[index] = newNodes[position]
                    replaced = true
                }
            }
            guard replaced else { break }
            ancestor = current.parent
        }
    }

    // MARK: Reading the tree

    /// The live `@State` and `@GestureState` values of the tree, in evaluation order (parents
    /// first, then declaration order), as of the last evaluation's properties and their current
    /// values. A view that left the tree is not listed; its state is gone.
    package var stateValues: [StateValueEntry] {
        var entries: [StateValueEntry] = []
        func collect(_ record: ViewRecord) {
            for key in record.linkedKeys {
                guard let info = store.propertyInfo[key],
                      let storage = store.properties[key] as? any StateValueDescribing else { continue }
                entries.append(StateValueEntry(view: info.viewType, name: info.name, kind: info.kind, value: storage.valueDescription))
            }
            for child in record.children { collect(child) }
        }
        if let rootRecord { collect(rootRecord) }
        return entries
    }

    /// The tree's `@State` values as data, in evaluation order (`StateSnapshot`): the `Codable`
    /// ones encoded, the others listed as skipped with the reason. `@GestureState` is not kept,
    /// nor the state of Tactile's own views (a button's pressed look belongs to one touch).
    package func stateSnapshot() -> StateSnapshot {
        var snapshot = StateSnapshot()
        let ownModule = StateSnapshot.module(of: String(reflecting: ViewGraph.self))
        func collect(_ record: ViewRecord) {
            for key in record.linkedKeys {
                guard let info = store.propertyInfo[key], info.kind == State<Int>.persistentKind,
                      let storage = store.properties[key] as? any StateValueCoding else { continue }
                let view = StateSnapshot.typeName(of: key.owner, qualified: true)
                guard StateSnapshot.module(of: view) != ownModule else { continue }
                let path = key.identity.stablePath
                switch storage.encodedValue() {
                case .success(let json):
                    snapshot.entries.append(.init(path: path, view: view, property: info.name, valueType: storage.valueTypeName, value: json))
                case .failure(let error):
                    snapshot.skipped.append(.init(path: path, view: view, property: info.name, valueType: storage.valueTypeName, reason: error.message))
                }
            }
            for child in record.children { collect(child) }
        }
        if let rootRecord { collect(rootRecord) }
        return snapshot
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

    /// The first node carrying `identifier` in drawing order among everything drawn — the tree
    /// and the removed subtrees whose transition still runs.
    package func drawnNode(withAccessibilityIdentifier identifier: String) -> ViewNode? {
        func search(_ node: ViewNode) -> ViewNode? {
            if node.accessibilityIdentifier == identifier { return node }
            for child in node.drawnChildren { if let found = search(child) { return found } }
            return nil
        }
        for root in roots { if let found = search(root) { return found } }
        return nil
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

    /// The current frame as a display list. Only the subtrees that changed since the last call
    /// are drawn again, over their old items (`DisplayListRenderer.update`); the whole list is
    /// drawn when the roots changed, a transition runs (removed views draw from outside the
    /// tree) or a changed subtree draws a different number of items.
    package func displayList() -> DisplayList {
        update()
        // Drawing runs the views' code too (`Shape.path(in:)`): what it queues runs on the host's clock.
        return withHostTimers { drawDisplayList() }
    }

    private func drawDisplayList() -> DisplayList {
        let roots = self.roots
        // A root that is not the one drawn last took its place (`inheritPaint`) or was never drawn
        // (its generation is 0: the update declines).
        if var list = lastDisplayList, transitions.isEmpty, roots.count == paintedRootCount {
            lastDisplayList = nil  // one reference: the update writes in place when the caller let go of the last list
            if DisplayListRenderer.update(&list, roots: roots, generation: paintGeneration) {
                lastDisplayList = list
                return list
            }
        }
        paintGeneration &+= 1
        if paintGeneration == 0 { paintGeneration = 1 }  // 0 means "never drawn"
        let list = DisplayListRenderer.render(roots, canvasSize: canvasSize, generation: paintGeneration)
        lastDisplayList = list
        paintedRootCount = roots.count
        fullDisplayListCount += 1
        return list
    }

    /// The current frame drawn from scratch, leaving the incremental state alone (tests compare
    /// it with `displayList()`).
    package func displayListDrawnWhole() -> DisplayList {
        update()
        return withHostTimers { DisplayListRenderer.render(roots, canvasSize: canvasSize) }
    }

    /// The current frame as SVG.
    package func svg() -> String { SVGRenderer.svg(of: displayList()) }

    /// The current frame as SVG lines (`svg()` is these joined with line breaks, plus one).
    package func svgLines() -> [String] { SVGRenderer.lines(of: displayList()) }
}
