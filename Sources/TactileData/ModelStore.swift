import Foundation

/// The saved models of a container: one row per model, in memory (what SwiftData keeps in its
/// store file).
///
/// Invariants: a row holds every persisted property of its model as last saved — an attribute's
/// value itself, a relationship's as the identifiers of the related models (`References`); rows
/// change only in `commit`, all of one save at once, under the lock, so a context on another
/// thread reads either all of a save or none of it.
final class ModelStore: @unchecked Sendable {
    /// One saved model.
    struct Row {
        let type: any PersistentModel.Type
        var values: [AnyKeyPath: Any]
    }

    /// A relationship's saved value: the related models' identifiers, in order.
    struct References {
        let identifiers: [PersistentIdentifier]
    }

    private let lock = NSLock()
    private var rows: [PersistentIdentifier: Row] = [:]

    func row(_ identifier: PersistentIdentifier) -> Row? {
        lock.lock()
        defer { lock.unlock() }
        return rows[identifier]
    }

    func contains(_ identifier: PersistentIdentifier) -> Bool { row(identifier) != nil }

    /// The identifiers of the saved models of `type`, in the order the models were made.
    func identifiers(of type: any PersistentModel.Type) -> [PersistentIdentifier] {
        lock.lock()
        defer { lock.unlock() }
        return rows.filter { ObjectIdentifier($0.value.type) == ObjectIdentifier(type) }.keys.sorted()
    }

    /// Writes one save: `upserts` replace or add rows, `deletions` remove them.
    func commit(upserts: [PersistentIdentifier: Row], deletions: Set<PersistentIdentifier>) {
        lock.lock()
        defer { lock.unlock() }
        for (identifier, row) in upserts { rows[identifier] = row }
        for identifier in deletions { rows[identifier] = nil }
    }

    /// Removes every row (`ModelContainer.erase()`).
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        rows.removeAll()
    }
}
