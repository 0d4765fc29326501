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
    /// Where the binding reads and writes, when the host made it (a `@State`'s projected value, or
    /// a member of one): two bindings with the same source and transaction are interchangeable,
    /// which lets the graph treat a view holding one as unchanged (SwiftUI compares bindings by
    /// their location the same way). nil: made from closures, never the same as another.
    package var source: BindingSource?
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
        result.source = source.map { .member(of: $0, keyPath) }
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

/// The location a `Binding` made by the host reads and writes (see `Binding.source`).
package indirect enum BindingSource: Hashable {
    /// A `@State` storage.
    case state(ObjectIdentifier)
    /// An object (`@ObservedObject`, `@Bindable`…): its properties are members of it.
    case object(ObjectIdentifier)
    /// A property of another source's value.
    case member(of: BindingSource, AnyKeyPath)
}

/// A binding the graph can compare without calling its closures.
package protocol ComparableBinding {
    func isSameBinding(as other: Any) -> Bool
}

extension Binding: ComparableBinding {
    package func isSameBinding(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let source, source == other.source else { return false }
        return ownTransaction == other.ownTransaction
    }
}
