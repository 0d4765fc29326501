/// Everything the host keeps between evaluations, per view identity: the storage of persistent
/// properties with their observers, the last values seen by `.animation(_:value:)`, and the
/// record of each composite view's last evaluation.
///
/// Invariant: nothing is kept for an identity that left the tree — the state of removed views
/// is dropped with their records (`EvaluationPass`), and a view that comes back starts fresh.
///
/// Its dictionaries are `@exclusivity(unchecked)`, as `ViewNode`'s fields: read and written for
/// every view of every pass (a checked access calls `swift_beginAccess`, ~80 instructions), on
/// the main actor only, by no code that holds an access to one across a call that could reach
/// it again.
@MainActor
package final class PersistentStore {
    package struct Key: Hashable {
        package let identity: ViewIdentity
        /// The type declaring the property: a different view type at the same position is a different view.
        package let owner: ObjectIdentifier
        package let label: String
    }

    /// What a property is, recorded when it is first linked: for the lab's state panel.
    package struct PropertyInfo {
        /// The declaring view's type name.
        package let viewType: String
        /// The property's name without the wrapper's leading underscore.
        package let name: String
        /// `PersistentViewProperty.persistentKind`.
        package let kind: String
    }

    @exclusivity(unchecked) package var properties: [Key: AnyObject] = [:]
    @exclusivity(unchecked) package var propertyInfo: [Key: PropertyInfo] = [:]
    @exclusivity(unchecked) package var observers: [Key: StateObserver] = [:]
    @exclusivity(unchecked) package var implicitAnimationValues: [ViewIdentity: any Equatable] = [:]
    @exclusivity(unchecked) package var records: [ViewIdentity: ViewRecord] = [:]
    /// The lifecycle modifiers (`onAppear`, `onChange`, `task`…) in the tree, by identity.
    @exclusivity(unchecked) package var lifecycles: [ViewIdentity: LifecycleEntry] = [:]
    /// The entries of `lifecycles` that read preferences, in the order they appeared (their
    /// actions run in this order), checked after each update.
    @exclusivity(unchecked) package var preferenceReaders: [LifecycleEntry] = []
    /// The host's clock as the tasks of `task` modifiers see it; it also counts them while they
    /// run (`ViewGraph.waitForTasks()`).
    package let taskClock = HostTaskClock(now: 0)
    /// The host's timers (`Timer.publish`, `Timer.scheduledTimer`, `DispatchQueue.main.asyncAfter`
    /// scheduled by its views), fired by `ViewGraph.update()`.
    package let timers: HostTimers
    /// One `objectWillChange` subscription per observed `ObservableObject`, by object identity.
    @exclusivity(unchecked) package var objectObservations: [ObjectIdentifier: ObjectObservation] = [:]
    /// Scroll views' states and `ScrollViewReader` anchors, by identity (docs/ARCHITECTURE-HOST.md, "Scrolling").
    package let scrolls = ScrollRegistry()
    /// Sheets' and full-screen covers' states, by the presenting modifier's identity
    /// (docs/ARCHITECTURE-HOST.md, "Presentations").
    package let presentations = PresentationRegistry()
    /// The drag in flight and how drop destinations are found (docs/ARCHITECTURE-HOST.md, "Drag and drop").
    package let dragAndDrop = DragAndDropRegistry()
    /// Whether a `preferredColorScheme(_:)` was ever evaluated: only then does the graph read
    /// the tree's preferred scheme after an evaluation (`ViewGraph.applyPreferredColorScheme`).
    package var usesPreferredColorScheme = false
    /// `GeometryReader`s' last layouts, by identity.
    @exclusivity(unchecked) package var geometryReaders: [ViewIdentity: GeometryReaderState] = [:]
    /// `ViewThatFits`' shown children, by identity.
    @exclusivity(unchecked) package var viewsThatFit: [ViewIdentity: ViewThatFitsState] = [:]
    /// The identities each `ForEach` gave its elements in its last evaluation
    /// (`ForEachIdentities<ID>`), by the `ForEach`'s identity.
    @exclusivity(unchecked) package var forEachIdentities: [ViewIdentity: AnyObject] = [:]
    /// Lazy stacks' windows, by the stack's identity (docs/ARCHITECTURE-HOST.md, "Lazy containers").
    @exclusivity(unchecked) package var lazyWindows: [ViewIdentity: LazyWindow] = [:]
    /// What each `ForEach` in a lazy stack realized and keeps, by the `ForEach`'s identity.
    @exclusivity(unchecked) package var lazyRows: [ViewIdentity: LazyRows] = [:]
    /// A state snapshot seeding the `@State`s linked for the first time, during the first
    /// evaluation of a graph made with one (`ViewGraph.init(…restoring:)`); nil otherwise.
    @exclusivity(unchecked) package var stateSeeds: StateSeeds?

    /// The identities of the root's children by their component, made once (not ids or types:
    /// there can be any number of those; a root `ForEach` keeps its own, `ForEachIdentities`).
    @exclusivity(unchecked) private var rootChildren: [ViewIdentity.Component: ViewIdentity] = [:]

    package init() {
        timers = HostTimers(taskClock: taskClock)
        dragAndDrop.taskClock = taskClock
    }

    /// The root identity followed by `component`, the same links on every call for a structural
    /// component: identities below it are then shared across passes (`ViewIdentity.appending`
    /// returns a link's first child again), and compare equal at once.
    package func rootChild(_ component: ViewIdentity.Component) -> ViewIdentity {
        switch component {
        case .id, .type:
            return ViewIdentity.root.appending(component)
        case .index, .body, .content, .slot, .branch:
            if let kept = rootChildren[component] { return kept }
            let made = ViewIdentity.root.appending(component)
            rootChildren[component] = made
            return made
        }
    }

    package func removeProperty(_ key: Key) {
        properties[key] = nil
        propertyInfo[key] = nil
        observers[key] = nil
    }

    /// Drops the subscriptions of objects that no longer exist.
    package func pruneObjectObservations() {
        guard !objectObservations.isEmpty else { return }
        objectObservations = objectObservations.filter { $0.value.object != nil }
    }

    /// Records `value` for the `.animation(_:value:)` at `identity`; true when it differs from
    /// the value recorded by the previous pass (a first appearance is not a change).
    package func implicitValueChanged<Value: Equatable>(_ value: Value, at identity: ViewIdentity) -> Bool {
        defer { implicitAnimationValues[identity] = value }
        guard let previous = implicitAnimationValues[identity] else { return false }
        return (previous as? Value) != value
    }
}
