/// Who hears about state changes: the host installs one per hosted view tree so that a change to
/// any `@State` or `@GestureState` schedules a new evaluation, with the change's transaction.
package protocol StateChangeSink: AnyObject {
    /// `transaction` is the transaction the change was made in (its animation drives the redraw).
    func stateDidChange(transaction: Transaction)
    /// Whether a write in `transaction` is a change of its own after earlier writes to the same
    /// storage that no update has shown yet, made under another animation (`x = a` then
    /// `withAnimation { x = b }` in one action). The storage then hands the sink, before it
    /// writes, a way to show the value the earlier writes left (`holdEarlierValue`).
    func startsSeparateChange(_ transaction: Transaction) -> Bool
    /// Keeps `exchange`, which swaps the storage's value with the value it held before the
    /// separate change (called once to show the earlier value, once more to put the new one back).
    func holdEarlierValue(_ exchange: @escaping () -> Void)
}

extension StateChangeSink {
    package func startsSeparateChange(_ transaction: Transaction) -> Bool { false }
    package func holdEarlierValue(_ exchange: @escaping () -> Void) {}
}

/// The persistent cell behind a `@State` or `@GestureState`: one per view identity and property.
///
/// Invariant: every write notifies the sink (if any) with the transaction of the write, so the
/// host never misses a change and can animate it.
///
/// Its fields are `@exclusivity(unchecked)`: every `@State` read goes through them (a checked
/// access calls `swift_beginAccess`), a storage belongs to one hosted tree's isolation (it is not
/// `Sendable`), and no access to a field spans a call that could reach the same field again.
/// `@usableFromInline` with an inlinable initializer, so `State.init(wrappedValue:)` made in a
/// view's module needs no runtime look-up of `StateStorage<Value>`'s metadata.
@usableFromInline
package final class StateStorage<Value> {
    @exclusivity(unchecked) @usableFromInline package var value: Value {
        didSet { describedValue = nil }
    }
    @exclusivity(unchecked) package weak var sink: (any StateChangeSink)?
    /// `valueDescription` as last formatted, kept until the next write when `Value` is plain data
    /// (the lab formats every state on every frame; most of them have not changed).
    @exclusivity(unchecked) @usableFromInline var describedValue: String?

    @inlinable
    package init(_ value: Value) {
        self.value = value
        describedValue = nil
    }

    /// Invariant: when the sink asks for it (`StateChangeSink.startsSeparateChange`), the value
    /// before this write stays reachable until the sink has shown it.
    package func set(_ newValue: Value, transaction: Transaction) {
        if let sink, sink.startsSeparateChange(transaction) {
            var earlier = value
            // Weak: the storage may leave with its view before the update that would show it.
            sink.holdEarlierValue { [weak self] in if let self { swap(&self.value, &earlier) } }
        }
        value = newValue
        sink?.stateDidChange(transaction: transaction)
    }
}

/// The indirection a property wrapper instance holds: the host points it at the storage kept for
/// the view's identity, so a view struct re-created by its parent's `body` sees the same state.
/// Inlinable for the reason `StateStorage` gives; its fields unchecked for the same reason.
///
/// The storage is made when it is first needed: a wrapper re-created by its parent's `body` is
/// relinked to the kept storage before anything reads it, so it never makes one (a malloc per
/// `@State` per re-created view otherwise, docs/PERFORMANCE.md "Incremental view graph"). The location keeps
/// the initial value, as SwiftUI's `State` keeps it in the wrapper (not `Value?` cleared on
/// linking: that would ask the runtime for `Optional<Value>`'s metadata on every relink).
@usableFromInline
package final class StateLocation<Value> {
    @exclusivity(unchecked) @usableFromInline var linked: StateStorage<Value>?
    @usableFromInline let initialValue: Value

    @inlinable
    package init(_ initialValue: Value) {
        linked = nil
        self.initialValue = initialValue
    }

    /// The storage this location points at: the kept one once linked, else one made (once) with
    /// the initial value.
    package var storage: StateStorage<Value> {
        get {
            if let linked { return linked }
            return makeStorage()
        }
        set { linked = newValue }
    }

    @inline(never)
    private func makeStorage() -> StateStorage<Value> {
        let made = StateStorage(initialValue)
        storage = made
        return made
    }
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
    /// Links to `kept`, which this property's key was linked to before: storage of this
    /// property's type, already reporting to the property's sink. What a body that runs again
    /// does for each of its properties (no type check, no change of sink).
    func relinkStorage(to kept: AnyObject)
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
    /// `storage`, read by code in this module, where its `@exclusivity(unchecked)` applies: the
    /// same read compiled in another module (the `@State` getter in TactileUI) still calls
    /// `swift_beginAccess`, about 150 instructions a read.
    package var uncheckedStorage: StateStorage<Value> { storage }
}

extension StateStorage {
    /// `value` and `sink`, read in this module for the reason `StateLocation.uncheckedStorage` gives.
    package var uncheckedValue: Value { value }
    package var uncheckedSink: (any StateChangeSink)? { sink }
}

extension StateLocation {
    /// Shared implementation of `PersistentViewProperty.linkStorage` for wrappers built on a location.
    package func link(to kept: AnyObject?, sink: (any StateChangeSink)?) -> AnyObject {
        if let kept = kept as? StateStorage<Value> { storage = kept }
        storage.sink = sink
        return storage
    }

    /// Shared implementation of `PersistentViewProperty.relinkStorage`: `kept` is a
    /// `StateStorage<Value>` (the caller's invariant), so no cast and no look-up of its type.
    package func relink(to kept: AnyObject) {
        storage = unsafeDowncast(kept, to: StateStorage<Value>.self)
    }
}
