/// Who hears about state changes: the host installs one per hosted view tree so that a change to
/// any `@State` or `@GestureState` schedules a new evaluation, with the change's transaction.
package protocol StateChangeSink: AnyObject {
    /// `transaction` is the transaction the change was made in (its animation drives the redraw).
    func stateDidChange(transaction: Transaction)
}

/// The persistent cell behind a `@State` or `@GestureState`: one per view identity and property.
///
/// Invariant: every write notifies the sink (if any) with the transaction of the write, so the
/// host never misses a change and can animate it.
package final class StateStorage<Value> {
    package var value: Value {
        didSet { describedValue = nil }
    }
    package weak var sink: (any StateChangeSink)?
    /// `valueDescription` as last formatted, kept until the next write when `Value` is plain data
    /// (the lab formats every state on every frame; most of them have not changed).
    private var describedValue: String?

    package init(_ value: Value) { self.value = value }

    package func set(_ newValue: Value, transaction: Transaction) {
        value = newValue
        sink?.stateDidChange(transaction: transaction)
    }
}

/// The indirection a property wrapper instance holds: the host points it at the storage kept for
/// the view's identity, so a view struct re-created by its parent's `body` sees the same state.
package final class StateLocation<Value> {
    package var storage: StateStorage<Value>
    package init(_ initialValue: Value) { storage = StateStorage(initialValue) }
}

/// A property wrapper whose storage the host keeps per view identity (`@State`, `@GestureState`).
///
/// The host finds these among a view's stored fields on each evaluation (once per view type, see
/// `LinkPlan`; with `Mirror` where a field's dynamic type could matter) and calls
/// `linkStorage(to:sink:)` with what it kept from the previous evaluation (nil the first time);
/// the wrapper returns the storage to keep. Re-evaluating `body` therefore never resets state.
package protocol PersistentViewProperty {
    /// The wrapper's name as written after `@` ("State", "GestureState"): the kind the lab's
    /// state panel shows.
    static var persistentKind: String { get }
    func linkStorage(to kept: AnyObject?, sink: (any StateChangeSink)?) -> AnyObject
}

/// Storage that can describe its current value for people (the lab's state panel).
package protocol StateValueDescribing: AnyObject {
    var valueDescription: String { get }
}

extension StateStorage: StateValueDescribing {
    /// `String(describing:)` of the current value, as `print` would show it (written directly
    /// for the common plain types by `StateValueText`, byte for byte the same).
    ///
    /// Invariant: always the current value's text. It is formatted again after every write; only
    /// plain data (`_isPOD`: no references, so nothing can change it but a write) is kept between
    /// writes — a class, or a value holding one, can change underneath and is formatted each time.
    package var valueDescription: String {
        if let describedValue { return describedValue }
        let text = StateValueText.describe(value)
        if _isPOD(Value.self) { describedValue = text }
        return text
    }
}

extension StateLocation {
    /// Shared implementation of `PersistentViewProperty.linkStorage` for wrappers built on a location.
    package func link(to kept: AnyObject?, sink: (any StateChangeSink)?) -> AnyObject {
        if let kept = kept as? StateStorage<Value> { storage = kept }
        storage.sink = sink
        return storage
    }
}
