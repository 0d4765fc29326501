/// The identities a `ForEach` gave its elements in its last evaluation, kept per `ForEach`
/// identity (`PersistentStore.forEachIdentities`) so that the next evaluation gives an element
/// whose id is where it was the *same* identity links: the records, nodes and state below it
/// are then found by identity at once (equal links), where a freshly appended `.id` component
/// makes a new chain that every look-up compares component by component, `AnyHashable`s
/// included (docs/PERFORMANCE.md, "Incremental view graph").
///
/// Invariants: `ids` are the raw ids of the elements, in order, all distinct, and
/// `identities[i]` is the identity of the `ForEach` followed by `.id(AnyHashable(ids[i]))` —
/// equal, component by component, to the identity a fresh `appending` would give. A pass with
/// duplicate ids keeps nothing (the next pass makes its identities afresh). The entry is dropped
/// when the `ForEach` leaves the tree (`EvaluationPass.end`, as other values kept per identity).
@MainActor
package final class ForEachIdentities<ID: Hashable> {
    // Unchecked: read element by element on every evaluation (a run-time exclusivity check per
    // read otherwise); only this class writes them, never while a read is in progress.
    @exclusivity(unchecked) package private(set) var ids: [ID] = []
    @exclusivity(unchecked) package private(set) var identities: [ViewIdentity] = []

    package init() {}

    /// Keeps what the pass that just ran gave its elements; `ids` must be distinct.
    package func keep(ids: [ID], identities: [ViewIdentity]) {
        self.ids = ids
        self.identities = identities
    }

    /// Keeps only the first `count` elements (the pass's ids were the kept ones, fewer of them).
    package func keepFirst(_ count: Int) {
        guard count < ids.count else { return }
        ids.removeSubrange(count...)
        identities.removeSubrange(count...)
    }

    /// Forgets every element (a pass with duplicate ids).
    package func clear() {
        ids.removeAll()
        identities.removeAll()
    }
}
