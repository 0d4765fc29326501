import Observation
import OpenCombine
import TactileGestures

/// One evaluation of (part of) the hosted tree: runs the bodies that must run, reuses the
/// records of the others, links persistent properties (`@State`, `@GestureState`,
/// `@Environment`) to the storage kept per identity, and records what each body read.
///
/// Invariants: every record evaluated or reused in the pass is stamped with its `id`; a record
/// that was below a re-evaluated record before the pass and is not stamped after it has left
/// the tree, and `finishRemovals` drops everything kept for it (its state, its remembered
/// animation values, its nodes' animation targets).
///
/// The per-node and per-body fields are `@exclusivity(unchecked)` for the reason `ViewNode`
/// gives: main actor only, no access spanning a call that could reach the same field again.
@MainActor
package final class EvaluationPass {
    package let store: PersistentStore
    package let recorder: StateChangeRecorder?
    /// The transaction of the state changes this pass reflects.
    @exclusivity(unchecked) package private(set) var transaction: Transaction
    @exclusivity(unchecked) package private(set) var id: Int

    /// The nodes made in this pass, in evaluation order (what the animator retargets).
    @exclusivity(unchecked) package private(set) var visitedNodes: [ViewNode] = []
    /// Nodes made by an earlier evaluation of a record that ran again or left the tree.
    @exclusivity(unchecked) package private(set) var staleNodes: [ViewNode] = []
    /// Identities at which values were remembered in this pass.
    @exclusivity(unchecked) package private(set) var markedIdentities: Set<ViewIdentity> = []
    @exclusivity(unchecked) private var staleMarkedIdentities: [ViewIdentity] = []
    /// Rows a lazy stack stopped realizing in this pass, by the row's identity: their records
    /// leave the tree but their state stays, kept by the `ForEach`'s `LazyRows`.
    @exclusivity(unchecked) package var parkedRows: [ViewIdentity: (rows: LazyRows, id: AnyHashable)] = [:]
    /// How many bodies ran in this pass.
    @exclusivity(unchecked) package private(set) var bodyEvaluations = 0

    /// The record whose body is running (nodes, reads and links go to it).
    @exclusivity(unchecked) package private(set) var currentRecord: ViewRecord?
    private let readLog = StateReadLog()
    /// Scratch set for `end`, kept to reuse its storage.
    @exclusivity(unchecked) private var liveKeys = Set<PresentationAnimator.Key>()

    // MARK: Updating nodes in place

    /// The nodes the previous evaluations of the records now running made, in the order they
    /// were made: each record's range starts at its `candidateStart`, and the node at
    /// `candidateCursor` is the one a body that made the same nodes again makes next.
    @exclusivity(unchecked) private var candidates: [ViewNode] = []
    @exclusivity(unchecked) private var candidateCursor = 0
    /// Emptied node arrays with their capacity, for the next records' `ownNodes`: a record's
    /// previous nodes are moved into `candidates` (no retain per node), and its `ownNodes` takes
    /// one of these (no allocation) — the record's old array comes back here after its body ran.
    @exclusivity(unchecked) private var spareNodeArrays: [[ViewNode]] = []
    /// Nodes of an earlier pass that this pass updated in place (they are in `visitedNodes` too).
    @exclusivity(unchecked) package private(set) var updatedNodes: [ViewNode] = []
    /// What must be laid out again because a node updated in place changed its behaviour
    /// (the graph takes them after the pass: `takeLayoutChanges`).
    @exclusivity(unchecked) private var layoutChanges: [LayoutEngine.Change] = []

    package init(store: PersistentStore, recorder: StateChangeRecorder?, transaction: Transaction = Transaction(), id: Int = 0) {
        self.store = store
        self.recorder = recorder
        self.transaction = transaction
        self.id = id
    }

    /// Makes this object the next pass (reusing its storage): new `id` and `transaction`, no
    /// nodes, marks or evaluations yet.
    package func restart(transaction: Transaction, id: Int) {
        self.transaction = transaction
        self.id = id
        visitedNodes.removeAll(keepingCapacity: true)
        staleNodes.removeAll(keepingCapacity: true)
        markedIdentities.removeAll(keepingCapacity: true)
        staleMarkedIdentities.removeAll(keepingCapacity: true)
        updatedNodes.removeAll(keepingCapacity: true)
        layoutChanges.removeAll(keepingCapacity: true)
        parkedRows.removeAll(keepingCapacity: true)
        bodyEvaluations = 0
        currentRecord = nil
    }

    /// The lifecycle actions this pass collected, to run once the tree is up to date.
    package var lifecycleActions = LifecycleActions()

    /// The lifecycle entry of the modifier at `identity`, made (`isNew`) when the modifier
    /// appears in this pass; it is dropped in `end` once the modifier leaves the tree.
    package func lifecycleEntry(at identity: ViewIdentity) -> (entry: LifecycleEntry, isNew: Bool) {
        markVisited(identity)
        if let kept = store.lifecycles[identity] { return (kept, false) }
        let entry = LifecycleEntry()
        entry.enteredRound = lifecycleActions.round
        store.lifecycles[identity] = entry
        return (entry, true)
    }

    /// Whether the modifier of `entry` entered the tree in this round of actions, which have not
    /// run yet: a layout re-evaluated its body before the first frame (a `GeometryReader`'s first
    /// size, a `ViewThatFits`' choice, a lazy stack's rows), as SwiftUI evaluates those bodies
    /// during layout — so that evaluation is still the modifier's first (docs/ARCHITECTURE-HOST.md,
    /// "Lifecycle").
    package func isAppearing(_ entry: LifecycleEntry) -> Bool {
        entry.enteredRound == lifecycleActions.round
    }

    /// Queues `action` to run with this round's appearing actions; queued again for the same entry
    /// before it runs, the later action replaces it (it runs once, with the latest evaluation's
    /// values: an `onAppear` capturing `proxy.size` sees the laid-out size, never the placeholder).
    package func queueAppearing(_ action: @escaping () -> Void, for entry: LifecycleEntry) {
        let queued = entry.appearingAction != nil
        entry.appearingAction = action
        guard !queued else { return }
        lifecycleActions.appearOrChange { [entry] in
            guard let action = entry.appearingAction else { return }
            entry.appearingAction = nil
            action()
        }
    }

    /// Queues the actions of the preference readers whose subtree's value changed (call once the
    /// tree is laid out, so values measured by `GeometryReader`s are the layout's).
    package func checkPreferenceReaders() {
        for entry in store.preferenceReaders {
            if let action = entry.preferenceReader?.check() { lifecycleActions.preferenceChange(action) }
        }
    }

    /// The identities the `ForEach` at `identity` gave its elements in its last evaluation (empty
    /// the first time); kept while the `ForEach` stays in the tree (`markVisited`).
    package func forEachIdentities<ID: Hashable>(at identity: ViewIdentity, of _: ID.Type) -> ForEachIdentities<ID> {
        markVisited(identity)
        if let kept = store.forEachIdentities[identity] as? ForEachIdentities<ID> { return kept }
        let made = ForEachIdentities<ID>()
        store.forEachIdentities[identity] = made
        return made
    }

    /// The window of the lazy stack at `identity`, made the first time; kept while the stack
    /// stays in the tree.
    package func lazyWindow(at identity: ViewIdentity) -> LazyWindow {
        markVisited(identity)
        if let kept = store.lazyWindows[identity] { return kept }
        let made = LazyWindow(observer: recorder.map { StateObserver(recorder: $0) })
        store.lazyWindows[identity] = made
        return made
    }

    /// What the `ForEach` at `identity` in a lazy stack realized and keeps; kept while it stays
    /// in the tree.
    package func lazyRows(at identity: ViewIdentity) -> LazyRows {
        markVisited(identity)
        if let kept = store.lazyRows[identity] { return kept }
        let made = LazyRows()
        store.lazyRows[identity] = made
        return made
    }

    /// Keeps what the store holds for `identity` (a modifier that remembers values but makes no node).
    package func markVisited(_ identity: ViewIdentity) {
        markedIdentities.insert(identity)
        currentRecord?.markedIdentities.append(identity)
    }

    package func visit(_ node: ViewNode) {
        visitedNodes.append(node)
        currentRecord?.ownNodes.append(node)
    }

    /// The node the running body's previous evaluation made at `identity`, to be updated in
    /// place to a behaviour of `behaviorType` over `children` (`update(_:to:environment:)`), when
    /// it is the next node that evaluation made and of the same kind and structure
    /// (`ViewNode.canBeUpdated`); nil when a new node must be made. A body that makes the same
    /// nodes again makes them in the same order, so only the next candidate is looked at: a body
    /// whose structure changed gets new nodes from where it changed (a node not taken is
    /// replaced, as every node was before).
    package func updatableNode<Behavior: NodeBehavior>(at identity: ViewIdentity, behaviorType: Behavior.Type,
                                                       children: [ViewNode]) -> ViewNode? {
        guard let old = nextCandidate(at: identity, behaviorType: behaviorType), old.hasChildren(children) else { return nil }
        return old
    }

    /// `updatableNode(at:behaviorType:children:)` for a node with one child, asked before the
    /// children array is made (a modifier's node).
    package func updatableNode<Behavior: NodeBehavior>(at identity: ViewIdentity, behaviorType: Behavior.Type,
                                                       child: ViewNode) -> ViewNode? {
        guard let old = nextCandidate(at: identity, behaviorType: behaviorType), old.hasOnlyChild(child) else { return nil }
        return old
    }

    /// Passes over the candidates at the cursor made at or below one of `rows` (rows a lazy stack
    /// stopped making before the ones it makes next): they stay detached, and the rows after them
    /// meet their own previous nodes, updated in place, instead of new ones.
    package func skipCandidates(below rows: Set<ViewIdentity>) {
        while candidateCursor < candidates.count,
              candidates[candidateCursor].identity.nearestAncestorOrSelf(where: { rows.contains($0) }) != nil {
            candidateCursor += 1
        }
    }

    /// Passes over the candidates at the cursor for which `isGone` holds (nodes of parts the
    /// running body made last time and does not make again, as a lazy list's pieces that left
    /// its window): the nodes after them meet their own previous nodes again.
    package func skipCandidates(while isGone: (ViewIdentity) -> Bool) {
        while candidateCursor < candidates.count, isGone(candidates[candidateCursor].identity) {
            candidateCursor += 1
        }
    }

    private func nextCandidate(at identity: ViewIdentity, behaviorType: any NodeBehavior.Type) -> ViewNode? {
        guard candidateCursor < candidates.count else { return nil }
        let old = candidates[candidateCursor]
        guard old.identity == identity else { return nil }
        candidateCursor += 1
        return old.canBeUpdated(toBehaviorOf: behaviorType, pass: id) ? old : nil
    }

    /// Updates `old` (from `updatableNode`) in place to `behavior`, which moves into it.
    package func update<Behavior: NodeBehavior>(_ old: ViewNode, to behavior: consuming Behavior, environment: EnvironmentValues) {
        old.update(behavior: behavior, environment: environment, pass: id, changes: &layoutChanges)
        updatedNodes.append(old)
        visit(old)
    }

    /// The layout changes nodes updated in place in this pass call for (emptied).
    package func takeLayoutChanges(into changes: inout [LayoutEngine.Change]) {
        guard !layoutChanges.isEmpty else { return }
        changes.append(contentsOf: layoutChanges)
        layoutChanges.removeAll(keepingCapacity: true)
    }

    // MARK: Records

    /// The nodes of the composite `view` at `context`: the kept record's nodes when it can be
    /// reused, else the nodes its body makes now. A new record's body is `makeBody(view)`; a
    /// kept record's box takes the new value (its class runs the body, no closure is made).
    package func nodes<V>(ofComposite view: V, in context: EvaluationContext,
                          makeBody: (V) -> ViewValueBox<V>) -> [ViewNode] {
        let type = ObjectIdentifier(V.self)
        if let kept = store.records[context.identity], kept.viewType == type, !kept.isRemoved {
            // The record's view is a `ViewValueBox<V>` (same `viewType`): no cast.
            let box = unsafeDowncast(kept.body, to: ViewValueBox<V>.self)
            if !kept.isDirty, kept.environmentAllowsReuse(context.environment), ViewValueComparison.same(box.value, view, plan: box.comparisonPlan) {
                kept.environment = context.environment
                kept.steadyAnimation = context.steadyAnimation
                kept.pass = id
                attach(kept)
                return kept.nodes
            }
            box.value = view
            attach(kept)
            return evaluate(kept, in: context.sharing(kept.identity))
        }
        let record = ViewRecord(identity: context.identity, viewType: type, body: makeBody(view),
                                environment: context.environment, steadyAnimation: context.steadyAnimation)
        store.records[context.identity] = record
        attach(record)
        return evaluate(record, in: context)
    }

    private func attach(_ record: ViewRecord) {
        record.parent = currentRecord
        record.depth = (currentRecord?.depth ?? -1) + 1
        currentRecord?.children.append(record)
    }

    /// Runs `record`'s body at `context`, replacing what its previous evaluation recorded.
    /// Records below it that the body does not reach again are removed.
    @discardableResult
    package func evaluate(_ record: ViewRecord, in context: EvaluationContext) -> [ViewNode] {
        let previousChildren = record.children
        // The previous nodes are candidates for an update in place; those not taken are stale.
        let enclosingCandidates = (nodes: candidates, cursor: candidateCursor)
        candidates = record.ownNodes
        candidateCursor = 0
        for node in candidates { node.isDetached = true }
        record.ownNodes = spareNodeArrays.popLast() ?? []
        staleMarkedIdentities.append(contentsOf: record.markedIdentities)
        record.children = []
        record.markedIdentities.removeAll(keepingCapacity: true)
        record.linkedCount = 0
        record.environment = context.environment
        record.steadyAnimation = context.steadyAnimation
        record.isDirty = false
        record.pass = id
        record.evaluationCount += 1
        bodyEvaluations += 1

        let enclosing = currentRecord
        let enclosingEnvironmentReads = EnvironmentReads.take()
        let readsStart = readLog.observers.count
        currentRecord = record
        // `@Observable` reads anywhere in the evaluation (the body and the closures of the
        // primitive views it made) make this record a reader. Reads in records evaluated inside
        // it count for it too (Observation merges nested tracking): an ancestor may run again
        // where SwiftUI would not, never the other way round.
        let invalidate = observationInvalidation(for: record)
        let nodes = ObservationTracking.track({ record.evaluate(context) }, onChange: invalidate)
        currentRecord = enclosing
        for node in candidates where node.isDetached { staleNodes.append(node) }
        candidates.removeAll(keepingCapacity: true)
        spareNodeArrays.append(candidates)
        (candidates, candidateCursor) = enclosingCandidates

        record.dropLinksBeyondCount()
        record.environmentReads = EnvironmentReads.take()
        EnvironmentReads.current = enclosingEnvironmentReads
        updateReads(of: record, to: readLog.observers[readsStart...])
        readLog.observers.removeSubrange(readsStart...)
        var subtreeReads = record.environmentReads
        for child in record.children { subtreeReads.formUnion(child.subtreeEnvironmentReads) }
        record.subtreeEnvironmentReads = subtreeReads
        record.nodes = nodes
        for child in previousChildren where child.pass != id { remove(child) }
        return nodes
    }

    /// Makes `record` a reader of exactly the storages its evaluation read (`reads`, in the
    /// order read). A body that read what it read last time — nearly every body — changes no
    /// observer: the readers are only consulted at the next update, so a record that stays
    /// registered while its body runs again is the same as one registered again after it.
    private func updateReads(of record: ViewRecord, to reads: ArraySlice<StateObserver>) {
        if record.reads.count == reads.count {
            // A loop, not `allSatisfy`: a main-actor closure handed to the standard library checks
            // the executor on every call.
            var same = true
            var index = reads.startIndex
            for observer in record.reads {
                if observer !== reads[index] { same = false; break }
                index += 1
            }
            if same { return }
        }
        for observer in record.reads { observer.readers[ObjectIdentifier(record)] = nil }
        record.reads.removeAll(keepingCapacity: true)
        record.reads.append(contentsOf: reads)
        for observer in record.reads { observer.readers[ObjectIdentifier(record)] = StateObserver.Reader(record: record) }
    }

    private func observationInvalidation(for record: ViewRecord) -> @Sendable () -> Void {
        if record.observationObserver == nil, let recorder { record.observationObserver = StateObserver(recorder: recorder) }
        if let invalidation = record.observationInvalidation { return invalidation.onChange() }
        let invalidation = ObservationInvalidation(record: record)
        record.observationInvalidation = invalidation
        return invalidation.onChange()
    }

    /// Starts logging state reads (the `@State` getter is global; only one pass runs at a time).
    package func begin() {
        StateReadLog.current = readLog
        _ = EnvironmentReads.take()
    }

    /// Stops logging, then drops what removed records and re-run bodies left behind; returns
    /// the animation keys of nodes that left the tree (forgotten by `animator`).
    package func end(animator: inout PresentationAnimator) -> [PresentationAnimator.Key] {
        StateReadLog.current = nil
        if !staleNodes.isEmpty { store.pruneObjectObservations() }
        for identity in staleMarkedIdentities where !markedIdentities.contains(identity) {
            store.implicitAnimationValues[identity] = nil
            store.scrolls.remove(identity)
            store.presentations.remove(identity)
            store.geometryReaders[identity] = nil
            store.viewsThatFit[identity] = nil
            store.forEachIdentities[identity] = nil
            store.lazyWindows[identity] = nil
            if let rows = store.lazyRows.removeValue(forKey: identity) { rows.dropKeptState(in: store) }
            if let entry = store.lifecycles.removeValue(forKey: identity) {
                if entry.preferenceReader != nil { store.preferenceReaders.removeAll { $0 === entry } }
                // A cancelled task still counts on the host's task clock until it ends.
                if let disappear = entry.end() { lifecycleActions.disappear(disappear) }
            }
        }
        guard !staleNodes.isEmpty else { return [] }
        liveKeys.removeAll(keepingCapacity: true)
        for node in visitedNodes where node.animationTarget != nil { liveKeys.insert(node.animationKey) }
        var forgotten: [PresentationAnimator.Key] = []
        for node in staleNodes where node.animationTarget != nil {
            let key = node.animationKey
            if !liveKeys.contains(key) {
                animator.forget(key)
                forgotten.append(key)
            }
        }
        return forgotten
    }

    /// Drops `record` and every record below it: their state, their reads, their nodes' animations.
    /// The state of a row a lazy stack parked in this pass stays (`parkedRows`): its `LazyRows`
    /// keeps the keys, to drop them when the row's element leaves the data or the stack the tree.
    private func remove(_ record: ViewRecord, parkedIn parked: (rows: LazyRows, id: AnyHashable)? = nil) {
        var parked = parked
        if parked == nil, !parkedRows.isEmpty,
           let row = record.identity.nearestAncestorOrSelf(where: { parkedRows[$0] != nil }) {
            parked = parkedRows[row]
        }
        record.isRemoved = true
        if store.records[record.identity] === record { store.records[record.identity] = nil }
        if let parked {
            parked.rows.keep(record.linkedKeys, ofRow: parked.id)
        } else {
            for key in record.linkedKeys { store.removeProperty(key) }
        }
        for observer in record.reads { observer.readers[ObjectIdentifier(record)] = nil }
        for node in record.ownNodes { node.isDetached = true }
        staleNodes += record.ownNodes
        staleMarkedIdentities += record.markedIdentities
        for child in record.children where child.pass != id { remove(child, parkedIn: parked) }
    }

    // MARK: Properties

    /// Links every persistent property of `value` (descending into nested `DynamicProperty`
    /// values) to the storage kept for `identity` and the value's type. The fields to link are
    /// found once per type (`LinkPlan`, from `StoredField`); a type for which the plan cannot
    /// decide is reflected with `Mirror` on each evaluation, as every type once was.
    package func linkProperties<Value>(of value: Value, at identity: ViewIdentity, environment: EnvironmentValues) {
        linkProperties(of: value, plan: LinkPlan.of(Value.self), at: identity, environment: environment)
    }

    /// `linkProperties(of:at:environment:)` with the type's plan already at hand
    /// (`LinkPlan.of(Value.self)`; a record keeps its type's, `ViewValueBox.linkPlan`).
    package func linkProperties<Value>(of value: Value, plan: LinkPlan?, at identity: ViewIdentity, environment: EnvironmentValues) {
        guard let plan else {
            link(Mirror(reflecting: value), owner: type(of: value), prefix: "", identity: identity, environment: environment)
            return
        }
        guard !plan.fields.isEmpty else { return }
        // The fields are read through a pointer argument, not in a `withUnsafeBytes` closure: a
        // main-actor closure handed to the standard library checks the executor on every call
        // (`swift_task_isCurrentExecutor`, ~220 instructions per view).
        var copy = value
        linkFields(of: plan, at: &copy, identity: identity, environment: environment)
    }

    /// `linkProperties` for a value whose fields `plan` describes, at `base`.
    private func linkFields<Value>(of plan: LinkPlan, at value: UnsafePointer<Value>, identity: ViewIdentity,
                                   environment: EnvironmentValues) {
        let base = UnsafeRawPointer(value)
        for field in plan.fields {
            let address = base + field.offset
            switch field.role {
            case .persistent(let propertyType, let tracksReads):
                link(PersistentLoader.load(propertyType, at: address), label: field.label, tracksReads: tracksReads,
                     owner: Value.self, identity: identity)
            case .environment(let readerType):
                EnvironmentReaderLoader.load(readerType, at: address).read(environment)
            case .observable(let objectPropertyType):
                ObservableLoader.load(objectPropertyType, at: address).observeObject { observe($0) }
            }
        }
    }

    /// Links one persistent property found at `label` of a value of type `owner`. A property
    /// whose key is the one the running record linked at the same position last time is linked
    /// to what the record kept (`ViewRecord.linkedProperties`); the others look their key up in
    /// the store.
    private func link(_ property: any PersistentViewProperty, label: String, tracksReads: Bool, owner: Any.Type, identity: ViewIdentity) {
        let key = PersistentStore.Key(identity: identity, owner: ObjectIdentifier(owner), label: label)
        if let record = currentRecord, record.linkedCount < record.linkedKeys.count, record.linkedKeys[record.linkedCount] == key {
            let index = record.linkedCount
            record.linkedCount += 1
            let kept = record.linkedProperties[index]
            property.relinkStorage(to: kept.storage)
            if !tracksReads, let observer = kept.observer { readLog.observers.append(observer) }
            return
        }
        let kept = store.properties[key]
        let observer: StateObserver?
        if let existing = store.observers[key] {
            observer = existing
        } else {
            observer = recorder.map { StateObserver(recorder: $0) }
            store.observers[key] = observer
        }
        let linked = property.linkStorage(to: kept, sink: observer)
        if kept !== linked { store.properties[key] = linked }
        if kept == nil {
            let info = PersistentStore.PropertyInfo(
                viewType: String(describing: owner), name: Self.displayName(of: label),
                kind: type(of: property).persistentKind)
            store.propertyInfo[key] = info
            if let seeds = store.stateSeeds, info.kind == State<Int>.persistentKind, let storage = store.properties[key] {
                seeds.seed(storage, identity: identity, owner: key.owner, name: info.name)
            }
        }
        currentRecord?.appendLink(key, ViewRecord.LinkedProperty(storage: linked, observer: observer))
        // `@GestureState`'s getter is the engine's: declaring one counts as reading it.
        if !tracksReads, let observer { readLog.observers.append(observer) }
    }

    private func link(_ mirror: Mirror, owner: Any.Type, prefix: String, identity: ViewIdentity, environment: EnvironmentValues) {
        for (offset, child) in mirror.children.enumerated() {
            let label = prefix + (child.label ?? "#\(offset)")
            if let property = child.value as? any PersistentViewProperty {
                link(property, label: label, tracksReads: property is any StateReadTracking, owner: owner, identity: identity)
            } else if let reader = child.value as? any EnvironmentReadingProperty {
                reader.read(environment)
            } else if child.value is any DynamicProperty, !(child.value is any ObservableObjectProperty) {
                link(Mirror(reflecting: child.value), owner: owner, prefix: label + ".", identity: identity, environment: environment)
            }
            if let property = child.value as? any ObservableObjectProperty {
                property.observeObject { observe($0) }
            }
        }
    }

    /// Makes the record being evaluated a reader of `object`'s changes (one subscription per
    /// object, shared by every view that declares it).
    private func observe(_ object: some ObservableObject) {
        guard let recorder else { return }
        let key = ObjectIdentifier(object)
        let observation: ObjectObservation
        if let kept = store.objectObservations[key], kept.object === object {
            observation = kept
        } else {
            observation = ObjectObservation(object, recorder: recorder)
            store.objectObservations[key] = observation
        }
        readLog.observers.append(observation.observer)
    }

    /// `_count` → `count`, `_model._flag` → `model.flag`: the names as the source writes them.
    private static func displayName(of label: String) -> String {
        label.split(separator: ".", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("_") ? String($0.dropFirst()) : String($0) }
            .joined(separator: ".")
    }
}

/// A persistent property whose getter logs its reads (`StateReadLog`): `@State`. Others are
/// read by the view that declares them.
package protocol StateReadTracking {}

extension State: StateReadTracking {}
