/// A two-way connection to a value owned elsewhere (SwiftUI's `Binding`).
///
/// Invariant: a write goes to the source with the binding's own transaction when it has one
/// (`animation(_:)`, `transaction(_:)`), else with `Transaction.current`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// The transaction writes through this binding use (SwiftUI's `Binding.transaction`).
    public var transaction: Transaction {
        get { ownTransaction ?? Transaction() }
        set { ownTransaction = newValue }
    }

    private var ownTransaction: Transaction?
    private let getValue: () -> Value
    private let setValue: (Value, Transaction) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = { value, _ in set(value) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getValue = get
        setValue = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an immutable value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue, ownTransaction ?? Transaction.current ?? Transaction()) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        var result = Binding<Subject>(get: { base.wrappedValue[keyPath: keyPath] }, set: { value, transaction in
            var whole = base.getValue()
            whole[keyPath: keyPath] = value
            base.setValue(whole, transaction)
        })
        result.ownTransaction = ownTransaction
        return result
    }

    /// This binding with writes animated by `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        var transaction = copy.ownTransaction ?? Transaction()
        transaction.animation = animation
        copy.ownTransaction = transaction
        return copy
    }

    /// This binding with writes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.ownTransaction = transaction
        return copy
    }
}

extension Binding: DynamicProperty {}
