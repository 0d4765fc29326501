/// A property wrapper that updates a property while the user performs a gesture and resets it
/// to its initial value when the gesture ends (SwiftUI's `GestureState`). S-70, S-71.
///
/// - `wrappedValue` is get-only; only a gesture's `updating(_:body:)` writes it, and `projectedValue`
///   (`$name`) is the wrapper itself, which is what `updating` takes.
/// - Invariant (S-71): after a gesture that was active at least once ends, fails or is cancelled,
///   the value is back to its initial value, applied with the reset transaction (or the `reset`
///   closure's transaction), so `Transaction(animation: .spring)` animates the snap-back.
@propertyWrapper
public struct GestureState<Value> {
    package let location: StateLocation<Value>
    package let initialValue: Value
    package let reset: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, resetTransaction: Transaction())
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        location = StateLocation(wrappedValue)
        initialValue = wrappedValue
        self.reset = reset
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value: the initial value unless a gesture in flight has updated it.
    public var wrappedValue: Value { location.storage.value }

    /// The wrapper itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Writes a value from an `updating` body with the body's transaction.
    package func update(_ value: Value, transaction: Transaction) {
        location.storage.set(value, transaction: transaction)
    }

    /// Restores the initial value; the transaction is the reset transaction (S-71).
    package func resetToInitialValue() {
        var transaction = Transaction()
        reset(location.storage.value, &transaction)
        location.storage.set(initialValue, transaction: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: PersistentViewProperty {
    package static var persistentKind: String { "GestureState" }

    package func linkStorage(to kept: AnyObject?, sink: (any StateChangeSink)?) -> AnyObject {
        location.link(to: kept, sink: sink)
    }

    package func relinkStorage(to kept: AnyObject) { location.relink(to: kept) }
}
