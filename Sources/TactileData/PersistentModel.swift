import Observation

/// A class whose instances SwiftData stores (SwiftData's `PersistentModel`); `@Model` makes a
/// class conform and writes the requirements.
///
/// Invariants: two instances are equal (and hash alike) exactly when they have the same
/// `persistentModelID` — the same stored model, possibly in two contexts; `id` is that
/// identifier unless the class declares its own `id`; reading a persisted property returns its
/// current value in this instance, writing one records a change in `modelContext` (when the
/// model has one) and keeps the relationship's inverse in step.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, SendableMetatype {
    /// Makes an instance for a stored row: its persisted values are `backingData`'s.
    init(backingData: _ModelBackingData)
    var persistentBackingData: _ModelBackingData { get set }
    /// The persisted properties, as `@Model` lists them.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

extension PersistentModel {
    /// The backing data of a new instance (`@Model`'s `_$backingData` starts with it).
    public static func createBackingData() -> _ModelBackingData { _ModelBackingData() }

    /// The model's identity, the same in every context that holds it.
    public var persistentModelID: PersistentIdentifier {
        persistentBackingData.persistentModelID(entityName: Schema.entityName(of: Self.self))
    }

    public var id: PersistentIdentifier { persistentModelID }

    /// The context the model is registered in: nil before it is inserted, and after its deletion
    /// is saved (or its insertion rolled back).
    public var modelContext: ModelContext? { persistentBackingData.context }

    /// Whether the model has changes its context has not saved: it was inserted, changed or
    /// deleted since the last save.
    public var hasChanges: Bool { modelContext?.hasUnsavedChanges(persistentModelID) ?? false }

    /// Whether the model was deleted from its context (saved or not).
    public var isDeleted: Bool { persistentBackingData.isDeleted }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.persistentModelID == rhs.persistentModelID }

    public func hash(into hasher: inout Hasher) { hasher.combine(persistentModelID) }

    /// The current value of the persisted property `keyPath` (what `@Model`'s getters return).
    public func getValue<Value>(forKey keyPath: KeyPath<Self, Value>) -> Value {
        persistentBackingData.value(forKey: keyPath)
    }

    /// Sets the persisted property `keyPath` (what `@Model`'s setters do): the value is stored,
    /// the change recorded in the model's context, and — for a relationship — the inverse kept in
    /// step and newly related models inserted into the context.
    public func setValue<Value>(forKey keyPath: KeyPath<Self, Value>, to newValue: Value) {
        let data = persistentBackingData
        let oldValue = data.values[keyPath]
        data.values[keyPath] = .some(newValue as Any)
        ModelChangeTracking.didSet(self, keyPath: keyPath, oldValue: oldValue, newValue: newValue)
    }
}
