/// Keeps both sides of a relationship in step, as SwiftData does for a relationship with an
/// inverse: adding a model to one side adds it to the other, removing it removes it there.
///
/// Invariants: only relationships with an inverse (`ModelEntity.inverse(of:)`) are touched; the
/// other side is written through its setter with the `.inverse` write mode (observed, recorded
/// as a change, not followed further); when a to-one inverse is moved to a new model, the model
/// it held before loses the moved model from its side (an item moved to another folder leaves
/// the first folder's items); a side whose type cannot hold the result (a non-optional to-one
/// left with no model) is left as it is.
enum RelationshipMaintenance {
    /// `property` of `model` (of `entity`) changed from holding `old` to holding `new`.
    static func relate(_ model: any PersistentModel, through property: ModelProperty, in entity: ModelEntity,
                       from old: [any PersistentModel], to new: [any PersistentModel]) {
        guard let inverse = entity.inverse(of: property) else { return }
        for removed in old where !RelatedModels.contains(new, removed) { detach(model, from: removed, through: inverse) }
        for added in new where !RelatedModels.contains(old, added) { attach(model, to: added, through: inverse, owner: property) }
    }

    /// Makes every model `property` of `model` holds point back at `model` (an insert: the
    /// relationships were set before the model had a context, or in its initializer).
    static func relateAll(_ model: any PersistentModel, in entity: ModelEntity) {
        for property in entity.relationships {
            guard let inverse = entity.inverse(of: property) else { continue }
            for related in RelatedModels.of(model.persistentBackingData.values[property.keyPath]) {
                attach(model, to: related, through: inverse, owner: property)
            }
        }
    }

    /// Takes `model` out of `other`'s `inverse`.
    static func detach(_ model: any PersistentModel, from other: any PersistentModel, through inverse: ModelProperty) {
        let current = RelatedModels.of(other.persistentBackingData.values[inverse.keyPath])
        guard RelatedModels.contains(current, model) else { return }
        write(current.filter { $0 !== model }, into: other, through: inverse)
    }

    /// Puts `model` into `other`'s `inverse`; for a to-one inverse, the model `other` held before
    /// loses `other` from its `owner` property.
    static func attach(_ model: any PersistentModel, to other: any PersistentModel, through inverse: ModelProperty, owner: ModelProperty) {
        let current = RelatedModels.of(other.persistentBackingData.values[inverse.keyPath])
        guard !RelatedModels.contains(current, model) else { return }
        if inverse.relationship?.isToMany == true {
            write(current + [model], into: other, through: inverse)
        } else {
            write([model], into: other, through: inverse)
            for previous in current { detach(other, from: previous, through: owner) }
        }
    }

    /// Writes `models` into `property` of `other`, as the other side of a change.
    static func write(_ models: [any PersistentModel], into other: any PersistentModel, through property: ModelProperty) {
        guard let access = property.access, let value = access.relationshipValue(holding: models) else { return }
        other.persistentBackingData.writing(as: .inverse) { _ = access.write(value, to: other) }
    }
}
