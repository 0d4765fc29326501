import OpenCombine
import TactileGestures

/// An `ObservableObject` the view owns: made once, the first time the view is evaluated at its
/// identity, and kept for as long as the view stays in the tree (SwiftUI's `StateObject`).
///
/// Invariant: `thunk` runs at most once per identity (a re-created view struct links to the kept
/// object and never calls its own thunk); the view is re-evaluated when the object announces a
/// change, like `@ObservedObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    package final class Location {
        var storage: StateStorage<ObjectType>?
    }

    private let thunk: () -> ObjectType
    private let location = Location()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }

    public var wrappedValue: ObjectType {
        if let storage = location.storage { return storage.value }
        // Read outside a hosted evaluation: the object lives with this wrapper value.
        let storage = StateStorage(thunk())
        location.storage = storage
        return storage.value
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension StateObject: PersistentViewProperty {
    package static var persistentKind: String { "StateObject" }

    package func linkStorage(to kept: AnyObject?, sink: (any StateChangeSink)?) -> AnyObject {
        if let kept = kept as? StateStorage<ObjectType> {
            location.storage = kept
        } else if location.storage == nil {
            location.storage = StateStorage(thunk())
        }
        return location.storage!
    }

    package func relinkStorage(to kept: AnyObject) {
        location.storage = unsafeDowncast(kept, to: StateStorage<ObjectType>.self)
    }
}

extension StateObject: ObservableObjectProperty {
    package func observeObject(_ observe: (any ObservableObject) -> Void) { observe(wrappedValue) }
}
