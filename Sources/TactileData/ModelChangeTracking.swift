/// What a write through a persisted property's setter does besides storing the value
/// (`PersistentModel.setValue(forKey:to:)`), by the backing data's `writeMode`.
///
/// Invariants: a restore (rollback, another context's save) records nothing; any other write is
/// recorded as a change and inserts the newly related models that have no context into the
/// model's context, as SwiftData does with the models a relationship reaches; only the app's own
/// write keeps the inverse in step (`RelationshipMaintenance`) — the inverse's write does not
/// echo back.
enum ModelChangeTracking {
    static func didSet(_ model: any PersistentModel, keyPath: AnyKeyPath, oldValue: Any?, newValue: Any) {
        let data = model.persistentBackingData
        let mode = data.writeMode
        guard mode != .restore else { return }
        let entity = ModelEntity.of(type(of: model))
        if let property = entity.property(for: keyPath), property.relationship != nil {
            let new = RelatedModels.of(newValue)
            if mode == .user {
                RelationshipMaintenance.relate(model, through: property, in: entity, from: RelatedModels.of(oldValue), to: new)
            }
            if let context = data.context {
                for related in new where related.modelContext == nil && !related.isDeleted { context.insert(related) }
            }
        }
        data.context?.modelDidChange(model)
    }
}
