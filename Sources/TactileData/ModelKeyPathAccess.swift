/// Reads and writes one persisted property of a model known only as `any PersistentModel`,
/// through the property's own key path (`\Item.title`), whose types the conformance of
/// `ReferenceWritableKeyPath` recovers.
///
/// Invariants: a write goes through the property's setter, so it is observed and tracked as the
/// model's backing data's `writeMode` says; a value that is not the property's type is never
/// written (the write returns false).
protocol ModelKeyPathAccess {
    /// The property's type (`Date`, `[Item]`, `Folder?`).
    var propertyType: Any.Type { get }
    /// Writes `value` through the setter of `model`; false when `value` is not of the property's type.
    @discardableResult
    func write(_ value: Any, to model: any PersistentModel) -> Bool
    /// The property's value holding exactly `models`, in order: an array for a to-many
    /// relationship, the one model (or nil, for an optional) for a to-one; nil when no value of
    /// the property's type can hold them (a non-optional to-one and no model).
    func relationshipValue(holding models: [any PersistentModel]) -> Any?
}

extension ReferenceWritableKeyPath: ModelKeyPathAccess {
    var propertyType: Any.Type { Value.self }

    func write(_ value: Any, to model: any PersistentModel) -> Bool {
        guard let root = model as? Root, let typed = value as? Value else { return false }
        root[keyPath: self] = typed
        return true
    }

    func relationshipValue(holding models: [any PersistentModel]) -> Any? {
        if let many = (models as Any) as? Value { return many }
        guard models.count <= 1 else { return nil }
        if let one = models.first { return (one as Any) as? Value }
        return (Optional<Any>.none as Any) as? Value
    }
}

/// `Optional`'s wrapped type, read from its metatype (a relationship declared `Folder?`).
protocol ModelOptionalType {
    static var wrappedModelType: Any.Type { get }
}

extension Optional: ModelOptionalType {
    static var wrappedModelType: Any.Type { Wrapped.self }
}

/// `Array`'s element type, read from its metatype (a relationship declared `[Item]`).
protocol ModelArrayType {
    static var elementModelType: Any.Type { get }
}

extension Array: ModelArrayType {
    static var elementModelType: Any.Type { Element.self }
}
