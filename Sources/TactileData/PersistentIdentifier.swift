import Foundation

/// The identity of a model (SwiftData's `PersistentIdentifier`): its entity's name and a key that
/// no other model of the process has.
///
/// Invariants: a model gets its identifier the first time it is asked for one (at the latest when
/// it is inserted) and keeps it for its whole life — across saves, and in every context that
/// fetches its row, where each context's instance has the same identifier. Identifiers order by
/// their key, which is the order models were created in. Difference: SwiftData hands an unsaved
/// model a temporary identifier that changes when it is saved; here the first is the last.
public struct PersistentIdentifier: Hashable, Identifiable, Equatable, Comparable, Codable, Sendable {
    /// The value that uniquely identifies the model (SwiftData's `PersistentIdentifier.ID`).
    public struct ID: Hashable, Equatable, Sendable, Codable {
        let entityName: String
        let primaryKey: Int64
    }

    /// The value that uniquely identifies the associated model.
    public let id: ID

    /// The name of the model's entity: its class's name.
    public var entityName: String { id.entityName }

    /// The identifier of the store that holds the model. Always nil here: the store is the
    /// container's memory, which has no identifier of its own.
    public var storeIdentifier: String? { nil }

    init(entityName: String, primaryKey: Int64) {
        id = ID(entityName: entityName, primaryKey: primaryKey)
    }

    /// A new identifier for a model of `entityName`, with the next key.
    static func next(entityName: String) -> PersistentIdentifier {
        PersistentIdentifier(entityName: entityName, primaryKey: KeyCounter.shared.next())
    }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.id.primaryKey, lhs.id.entityName) < (rhs.id.primaryKey, rhs.id.entityName)
    }

    /// The process's source of keys: 1, 2, 3, … in the order asked.
    final class KeyCounter: @unchecked Sendable {
        static let shared = KeyCounter()
        private let lock = NSLock()
        private var last: Int64 = 0

        func next() -> Int64 {
            lock.lock()
            defer { lock.unlock() }
            last += 1
            return last
        }
    }
}
