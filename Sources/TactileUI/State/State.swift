/// A value the host stores per view identity and that re-evaluates the view when it changes
/// (SwiftUI's `State`).
///
/// Built on the same contract as `@GestureState` (`StateLocation`/`PersistentViewProperty`):
/// on each evaluation the host links the wrapper to the storage it kept for the view's identity,
/// so the initial value is used only the first time a view appears.
/// A read during an evaluation makes the evaluating view depend on the state (`StateReadLog`).
/// Invariant: every write, through `wrappedValue` or the projected `Binding`, notifies the host
/// with the transaction of the write (`Transaction.current`, as set by `withAnimation`).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline package let location: StateLocation<Value>

    /// Inlinable, as SwiftUI's is: made in the view's module, it needs no runtime look-up of
    /// its storage's generic types.
    @inlinable
    public init(wrappedValue value: Value) { location = StateLocation(value) }
    @inlinable
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    public var wrappedValue: Value {
        get {
            let storage = location.uncheckedStorage
            StateReadLog.record(storage)
            return storage.uncheckedValue
        }
        nonmutating set { location.storage.set(newValue, transaction: Transaction.current ?? Transaction()) }
    }

    /// A binding that reads and writes this state's storage.
    public var projectedValue: Binding<Value> {
        let location = location
        var binding = Binding(get: {
            let storage = location.uncheckedStorage
            StateReadLog.record(storage)
            return storage.uncheckedValue
        }, set: { value, transaction in
            location.storage.set(value, transaction: transaction)
        })
        binding.source = .state(ObjectIdentifier(location.storage))
        return binding
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: PersistentViewProperty {
    package static var persistentKind: String { "State" }

    package func linkStorage(to kept: AnyObject?, sink: (any StateChangeSink)?) -> AnyObject {
        location.link(to: kept, sink: sink)
    }

    package func relinkStorage(to kept: AnyObject) { location.relink(to: kept) }
}
