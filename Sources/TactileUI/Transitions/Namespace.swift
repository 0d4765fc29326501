import Synchronization
import TactileGestures

/// A dynamic property that gives its view a namespace, unique to the view's identity and kept as
/// long as the view is in the tree (SwiftUI's `Namespace`), for `matchedGeometryEffect(id:in:)`.
///
/// Invariant: two views, or one view at two identities, never share an `ID`; re-running a body
/// keeps the `ID`.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let value: Int
        public var description: String { "Namespace.ID(\(value))" }
    }

    package final class Location {
        var storage: StateStorage<ID>?
    }

    private let location = Location()

    public init() {}

    public var wrappedValue: ID {
        if let storage = location.storage { return storage.value }
        // Read outside a hosted evaluation: the namespace lives with this wrapper value.
        let storage = StateStorage(ID.next())
        location.storage = storage
        return storage.value
    }
}

extension Namespace.ID {
    private static let counter = Atomic<Int>(0)

    /// A new identifier, never handed out before in this process.
    static func next() -> Namespace.ID {
        Namespace.ID(value: counter.add(1, ordering: .relaxed).newValue)
    }
}

extension Namespace: PersistentViewProperty {
    package static var persistentKind: String { "Namespace" }

    package func linkStorage(to kept: AnyObject?, sink: (any StateChangeSink)?) -> AnyObject {
        if let kept = kept as? StateStorage<ID> {
            location.storage = kept
        } else if location.storage == nil {
            location.storage = StateStorage(ID.next())
        }
        return location.storage!
    }

    package func relinkStorage(to kept: AnyObject) {
        location.storage = unsafeDowncast(kept, to: StateStorage<ID>.self)
    }
}
