/// What one `ForEach` inside a lazy stack realized in its last evaluation, and the state it
/// keeps for rows that scrolled away, kept at the `ForEach`'s identity
/// (`PersistentStore.lazyRows`).
///
/// Invariants:
/// - `realized` maps the id of every element that had nodes in the last evaluation to its
///   row identity (the `ForEach`'s identity followed by `.id(id)`).
/// - `kept` holds, per row that stopped being realized while its element stayed in the data,
///   the keys of the state its records had linked (SwiftUI keeps a lazy row's `@State` while the
///   stack lives). A row realized again takes its state back (`unpark`); a row whose element left
///   the data (seen when the data's count changes) or a `ForEach` that left the tree drops it.
@MainActor
package final class LazyRows {
    package private(set) var realized: [AnyHashable: ViewIdentity] = [:]
    private var kept: [AnyHashable: [PersistentStore.Key]] = [:]
    /// The data's count at the last evaluation (-1 before the first).
    package var count = -1
    /// The slot of the element with an id, in the last evaluation's data (reads the ids up to
    /// it): how a programmatic scroll finds a row that does not exist yet.
    package var slotOfID: ((AnyHashable) -> Int?)?

    package init() {}

    /// How many rows keep state while not realized.
    package var keptRowCount: Int { kept.count }

    /// The rows realized in this evaluation replace the last ones; rows realized before and not
    /// now are parked in `pass` (their records' state is kept when the records are removed).
    package func finish(realizing now: [AnyHashable: ViewIdentity], in pass: EvaluationPass) {
        for (id, row) in realized where now[id] == nil { pass.parkedRows[row] = (self, id) }
        for (id, _) in now { kept[id] = nil }
        realized = now
    }

    /// Keeps `keys` (linked by a record in the row of `id`, removed because the row was parked).
    package func keep(_ keys: [PersistentStore.Key], ofRow id: AnyHashable) {
        guard !keys.isEmpty else { return }
        kept[id, default: []].append(contentsOf: keys)
    }

    /// Drops the kept state of every row whose id is not in `ids`.
    package func dropKeptState(notIn ids: Set<AnyHashable>, in store: PersistentStore) {
        for (id, keys) in kept where !ids.contains(id) {
            for key in keys { store.removeProperty(key) }
            kept[id] = nil
        }
    }

    /// Drops all kept state (the `ForEach` left the tree).
    package func dropKeptState(in store: PersistentStore) {
        for keys in kept.values { for key in keys { store.removeProperty(key) } }
        kept.removeAll()
    }
}
