/// One persisted property of a model class, as the runtime uses it: its name and key path, how to
/// write it, whether it is unique, and — for a relationship — what it relates to.
///
/// Invariants: made once per model class from its `schemaMetadata` (`ModelEntity`) and never
/// changed; a property whose type is a model, an optional model or an array of models is a
/// relationship whatever its metadata says (as SwiftData decides from the type), with
/// `.nullify` unless its `@Relationship` gives a delete rule.
final class ModelProperty: @unchecked Sendable {
    /// What a relationship property relates its model to.
    struct Relationship {
        let destination: any PersistentModel.Type
        let isToMany: Bool
        /// Whether the property may hold no model (`Folder?`, `[Item]?`).
        let isOptional: Bool
        let deleteRule: Schema.Relationship.DeleteRule
        /// The inverse the property's `@Relationship(inverse:)` names.
        let declaredInverse: AnyKeyPath?
        let minimumModelCount: Int?
        let maximumModelCount: Int?
    }

    let name: String
    let keyPath: AnyKeyPath
    let access: (any ModelKeyPathAccess)?
    let isUnique: Bool
    let relationship: Relationship?
    /// The property as `Schema` describes it (a `Schema.Attribute` or a `Schema.Relationship`).
    let schemaProperty: any SchemaProperty

    init(_ metadata: Schema.PropertyMetadata) {
        name = metadata.name
        keyPath = metadata.keypath
        access = metadata.keypath as? any ModelKeyPathAccess
        let valueType = type(of: metadata.keypath).valueType
        if let target = Self.relationshipTarget(of: valueType) {
            let declared = metadata.metadata as? Schema.Relationship ?? Schema.Relationship()
            declared.fill(name: metadata.name, keypath: metadata.keypath, valueType: valueType,
                          destination: Schema.entityName(of: target.destination), isToOne: !target.isToMany)
            relationship = Relationship(destination: target.destination, isToMany: target.isToMany, isOptional: target.isOptional,
                                        deleteRule: declared.deleteRule, declaredInverse: declared.inverseKeyPath,
                                        minimumModelCount: declared.minimumModelCount, maximumModelCount: declared.maximumModelCount)
            isUnique = declared.isUnique
            schemaProperty = declared
        } else {
            let declared = metadata.metadata as? Schema.Attribute ?? Schema.Attribute()
            declared.fill(name: metadata.name, valueType: valueType, defaultValue: metadata.defaultValue)
            relationship = nil
            isUnique = declared.isUnique
            schemaProperty = declared
        }
    }

    /// The model type a property of `type` relates to, and how: `Folder` and `Folder?` are to-one,
    /// `[Item]` and `[Item]?` to-many; nil for any other type (an attribute).
    static func relationshipTarget(of type: Any.Type) -> (destination: any PersistentModel.Type, isToMany: Bool, isOptional: Bool)? {
        var type = type
        var isOptional = false
        if let optional = type as? any ModelOptionalType.Type {
            type = optional.wrappedModelType
            isOptional = true
        }
        if let model = type as? any PersistentModel.Type { return (model, false, isOptional) }
        if let array = type as? any ModelArrayType.Type, let model = array.elementModelType as? any PersistentModel.Type {
            return (model, true, isOptional)
        }
        return nil
    }
}
