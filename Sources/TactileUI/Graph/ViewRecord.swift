import TactileGestures

/// What the graph keeps of one body evaluation (a composite view, a user `ViewModifier`, or the
/// root): the view value and environment it ran with, what it read, the nodes it returned, and
/// the records of the composite views inside it — SwiftUI's attribute for a view's body.
///
/// Invariants:
/// - `reads` are the state storages this evaluation read, and each one's observer lists this
///   record as a reader; `environmentReads` are the environment values it read, and
///   `subtreeEnvironmentReads` includes those of every record below it.
/// - `nodes` are the nodes the evaluation returned, as they are in the tree now (a record
///   re-evaluated alone replaces its nodes in place, in its ancestors' `nodes` too).
/// - A record is reused without running its body when it is not dirty, its view value is the
///   same (`ViewValueComparison`) and no environment value its subtree read has changed.
///
/// Its fields are `@exclusivity(unchecked)`, as `ViewNode`'s: they are read and written for
/// every body of every pass (a checked access calls `swift_beginAccess`); records are used on
/// the main actor only and no access spans a call that could reach the same field again.
@MainActor
package final class ViewRecord {
    package let identity: ViewIdentity
    /// The view (or modifier) type: a different type at the same identity is a different view.
    package let viewType: ObjectIdentifier
    /// The value the body last ran with, for comparison with the next one, and what runs the
    /// body: a `ViewValueBox<V>` for the `V` of `viewType` (`RootRecordBody` for the root).
    package let body: RecordBody
    /// The environment the body last ran in (or was last reused in).
    @exclusivity(unchecked) package var environment: EnvironmentValues
    /// The implicit animation in effect here when no `.animation(_:value:)` value above changed.
    @exclusivity(unchecked) package var steadyAnimation: SteadyAnimation?
    package var steadyImplicitAnimation: Animation?? { steadyAnimation.map { $0.value } }
    @exclusivity(unchecked) package var nodes: [ViewNode] = []
    /// The enclosing record (nil for the root). Unowned: a parent outlives its live children.
    @exclusivity(unchecked) package unowned(unsafe) var parent: ViewRecord?
    /// The records of the composite views met while evaluating this body, in evaluation order.
    @exclusivity(unchecked) package var children: [ViewRecord] = []
    @exclusivity(unchecked) package var depth = 0

    // MARK: What the last evaluation used and made

    /// The persistent properties linked at this record's identity.
    @exclusivity(unchecked) package var linkedKeys: [PersistentStore.Key] = []
    /// What was linked at each of `linkedKeys`, in the same order: the next evaluation links a
    /// property whose key is the one at its position again to these without looking the key up
    /// in the store (`EvaluationPass.link`). Invariant: `linkedProperties[i].storage` and
    /// `.observer` are what the store holds for `linkedKeys[i]` (the store changes an entry
    /// only when the property is linked again, or drops it with this record).
    @exclusivity(unchecked) package var linkedProperties: [LinkedProperty] = []
    /// How many properties the running evaluation has linked so far (`linkedKeys` beyond it are
    /// the previous evaluation's, dropped when it ends).
    @exclusivity(unchecked) package var linkedCount = 0
    /// Identities at which this evaluation remembered values (`.animation(_:value:)`).
    @exclusivity(unchecked) package var markedIdentities: [ViewIdentity] = []
    /// The nodes this evaluation made itself (not those of records below it).
    @exclusivity(unchecked) package var ownNodes: [ViewNode] = []
    @exclusivity(unchecked) package var reads: [StateObserver] = []
    @exclusivity(unchecked) package var environmentReads: EnvironmentReads.Fields = []
    @exclusivity(unchecked) package var subtreeEnvironmentReads: EnvironmentReads.Fields = []
    /// Tells the graph that an `@Observable` property this body read changed (made on first use).
    @exclusivity(unchecked) package var observationObserver: StateObserver?
    /// What this record's evaluations hand `withObservationTracking` (made on first use; it
    /// points back at this record until the record goes).
    @exclusivity(unchecked) package var observationInvalidation: ObservationInvalidation?

    // MARK: Bookkeeping

    /// A state it read changed: the body must run at the next update.
    @exclusivity(unchecked) package var isDirty = false
    /// Dropped from the tree (a removed view, a branch not taken).
    @exclusivity(unchecked) package var isRemoved = false
    /// The pass that last evaluated or reused it.
    @exclusivity(unchecked) package var pass = 0
    /// How many times this body ran.
    @exclusivity(unchecked) package var evaluationCount = 0

    package init(identity: ViewIdentity, viewType: ObjectIdentifier, body: RecordBody,
                 environment: EnvironmentValues, steadyAnimation: SteadyAnimation?) {
        self.identity = identity
        self.viewType = viewType
        self.body = body
        self.environment = environment
        self.steadyAnimation = steadyAnimation
    }

    /// Runs the body at `context`: links persistent properties, evaluates `body`.
    package func evaluate(_ context: EvaluationContext) -> [ViewNode] { body.evaluate(context) }

    isolated deinit {
        observationInvalidation?.record = nil
    }

    /// The storage a persistent property was linked to and the observer it reports changes to.
    package struct LinkedProperty {
        package let storage: AnyObject
        package let observer: StateObserver?
    }

    /// Records `key` as the next property the running evaluation linked, to `property`.
    package func appendLink(_ key: PersistentStore.Key, _ property: LinkedProperty) {
        if linkedCount < linkedKeys.count {
            linkedKeys[linkedCount] = key
            linkedProperties[linkedCount] = property
        } else {
            linkedKeys.append(key)
            linkedProperties.append(property)
        }
        linkedCount += 1
    }

    /// Forgets the previous evaluation's links the running one did not make again.
    package func dropLinksBeyondCount() {
        guard linkedCount < linkedKeys.count else { return }
        linkedKeys.removeSubrange(linkedCount...)
        linkedProperties.removeSubrange(linkedCount...)
    }

    /// Whether the body can be skipped in `environment`: every value its subtree read is the same.
    package func environmentAllowsReuse(_ environment: EnvironmentValues) -> Bool {
        self.environment.changedFields(comparedTo: environment, in: subtreeEnvironmentReads).isEmpty
    }
}
