import Foundation

/// Where models are inserted, changed, deleted and fetched, and where those changes are saved to
/// the container (SwiftData's `ModelContext`).
///
/// Invariants:
/// - Each context has its own instances: a model is registered in at most one context, and a
///   context fetching a saved row makes its own instance of it (`init(backingData:)`), with the
///   row's values and the same `persistentModelID`.
/// - Unsaved changes are the context's own: fetches include its pending inserts and leave out
///   its pending deletes (`FetchDescriptor.includePendingChanges`), other contexts see the
///   changes once it saves; `rollback()` puts back the last saved state.
/// - `insert(_:)` also inserts every model the new model's relationships reach, keeps their
///   inverses in step, and — for a class with a `.unique` attribute — updates the existing model
///   with an equal value instead of inserting a second one (SwiftData's upsert).
/// - `delete(_:)` applies each relationship's delete rule at once: `.cascade` deletes the related
///   models, `.nullify` removes the model from their inverse; `.deny` makes the next save throw.
/// - Every change tells the views reading this context's queries (`ModelContextObservation`); the
///   main context saves on its own after a change when `autosaveEnabled` (scheduled on the main
///   actor, after the code making the change has run, as SwiftData saves at the end of the event).
///
/// Not `Sendable`, as SwiftData's is not: use a context from one isolation domain.
public class ModelContext: Equatable {
    /// The identifiers of what a save wrote, handed to the main context (`merge(_:)`).
    struct SavedChanges: Sendable {
        let inserted: [PersistentIdentifier]
        let updated: [PersistentIdentifier]
        let deleted: [PersistentIdentifier]
    }

    public let container: ModelContainer
    /// Whether the context saves on its own after changes. On for the container's main context
    /// (which saves after the change's main-actor turn), off for a context made with `init(_:)`;
    /// a context other than the main context never saves on its own.
    public var autosaveEnabled: Bool {
        didSet { if autosaveEnabled, hasChanges { scheduleAutosave() } }
    }

    let isMainContext: Bool
    let observation = ModelContextObservation()
    /// Every model registered here: pending inserts, fetched (or otherwise materialized) saved
    /// models, and pending deletes.
    var registered: [PersistentIdentifier: any PersistentModel] = [:]
    private var inserted: [PersistentIdentifier] = []
    private var insertedSet: Set<PersistentIdentifier> = []
    private var changed: Set<PersistentIdentifier> = []
    /// Saved models deleted and not yet saved, in the order deleted.
    private var deleted: [PersistentIdentifier] = []
    private var autosaveScheduled = false

    /// A context on `container`, with autosave off.
    public init(_ container: ModelContainer) {
        self.container = container
        isMainContext = false
        autosaveEnabled = false
    }

    init(_ container: ModelContainer, isMainContext: Bool) {
        self.container = container
        self.isMainContext = isMainContext
        autosaveEnabled = isMainContext
    }

    public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }

    // MARK: Changes

    /// Whether the context has unsaved inserts, changes or deletes.
    public var hasChanges: Bool { !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty }

    public var insertedModelsArray: [any PersistentModel] { inserted.compactMap { registered[$0] } }
    public var changedModelsArray: [any PersistentModel] { changed.sorted().compactMap { registered[$0] } }
    public var deletedModelsArray: [any PersistentModel] { deleted.compactMap { registered[$0] } }

    func hasUnsavedChanges(_ identifier: PersistentIdentifier) -> Bool {
        insertedSet.contains(identifier) || changed.contains(identifier) || deleted.contains(identifier)
    }

    /// SwiftData's: makes pending changes visible to the context's fetches. Changes are visible
    /// at once here, so it does nothing.
    public func processPendingChanges() {}

    /// Registers `model` for insertion at the next save, with every model its relationships reach
    /// (see the type's invariants for `.unique` attributes). Inserting a model that is registered
    /// here again does nothing, except that it revives a model deleted since the last save.
    public func insert<T: PersistentModel>(_ model: T) {
        let data = model.persistentBackingData
        if data.context === self {
            if data.isDeleted, let index = deleted.firstIndex(of: model.persistentModelID) {
                deleted.remove(at: index)
                data.isDeleted = false
                modelsChanged(T.self)
            }
            return
        }
        precondition(data.context == nil, "SwiftData: illegal attempt to insert a \(T.self) into a context other than the one it belongs to")
        let entity = ModelEntity.of(T.self)
        if let existing = uniqueMatch(for: model, in: entity) {
            update(existing, from: model, in: entity)
            return
        }
        let identifier = model.persistentModelID
        data.context = self
        data.isDeleted = false
        registered[identifier] = model
        inserted.append(identifier)
        insertedSet.insert(identifier)
        RelationshipMaintenance.relateAll(model, in: entity)
        for property in entity.relationships {
            for related in RelatedModels.of(data.values[property.keyPath]) where related.modelContext == nil && !related.isDeleted {
                insert(related)
            }
        }
        modelsChanged(T.self)
    }

    /// The registered model of the same class whose value of a `.unique` property equals
    /// `model`'s, if any (the first made).
    private func uniqueMatch(for model: some PersistentModel, in entity: ModelEntity) -> (any PersistentModel)? {
        guard !entity.uniqueProperties.isEmpty else { return nil }
        materializeAll(entity.type)
        let candidates = registered.values
            .filter { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(entity.type) && $0 !== model && !$0.isDeleted }
            .sorted { $0.persistentModelID < $1.persistentModelID }
        let values = model.persistentBackingData.values
        return candidates.first { candidate in
            entity.uniqueProperties.contains { property in
                UniqueValue.collide(candidate.persistentBackingData.values[property.keyPath], values[property.keyPath])
            }
        }
    }

    /// The upsert: `existing` takes every persisted value of `model`, as the app's own writes.
    private func update(_ existing: any PersistentModel, from model: some PersistentModel, in entity: ModelEntity) {
        let values = model.persistentBackingData.values
        for property in entity.properties {
            guard let access = property.access, let value = values[property.keyPath] else { continue }
            access.write(value, to: existing)
        }
    }

    /// Deletes `model` (see the type's invariants for delete rules). A model inserted since the
    /// last save simply leaves the context; a saved one is removed from the store at the next
    /// save. Deleting a model that is not registered here does nothing.
    public func delete<T: PersistentModel>(_ model: T) {
        deleteModel(model)
    }

    /// Deletes every model of `model`'s class that `predicate` accepts (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) where includeSubclasses || type(of: found) == T.self {
            deleteModel(found)
        }
    }

    func deleteModel(_ model: any PersistentModel) {
        let data = model.persistentBackingData
        guard data.context === self, !data.isDeleted else { return }
        let identifier = model.persistentModelID
        data.isDeleted = true
        let entity = ModelEntity.of(type(of: model))
        for property in entity.relationships {
            let related = RelatedModels.of(data.values[property.keyPath])
            switch property.relationship?.deleteRule {
            case .cascade:
                for other in related { deleteModel(other) }
            case .nullify:
                if let inverse = entity.inverse(of: property) {
                    for other in related { RelationshipMaintenance.detach(model, from: other, through: inverse) }
                }
            case .deny, .noAction, nil:
                break
            }
        }
        if insertedSet.remove(identifier) != nil {
            inserted.removeAll { $0 == identifier }
            registered[identifier] = nil
            data.context = nil
        } else {
            changed.remove(identifier)
            deleted.append(identifier)
        }
        modelsChanged(entity.type)
    }

    /// Records that `model`, registered here, changed.
    func modelDidChange(_ model: any PersistentModel) {
        let identifier = model.persistentModelID
        if !insertedSet.contains(identifier), !deleted.contains(identifier) { changed.insert(identifier) }
        modelsChanged(type(of: model))
    }

    private func modelsChanged(_ type: any PersistentModel.Type) {
        observation.modelsChanged(type)
        scheduleAutosave()
    }

    // MARK: Saving

    /// Posted before a context saves; the object is the context.
    public static let willSave = Notification.Name("ModelContext.willSave")
    /// Posted after a context saved; the object is the context, the user info lists the
    /// identifiers saved under `NotificationKey`'s raw values.
    public static let didSave = Notification.Name("ModelContext.didSave")

    /// The keys of a save notification's user info (SwiftData's `ModelContext.NotificationKey`).
    public enum NotificationKey: String {
        case queryGeneration
        case invalidatedAllIdentifiers
        case insertedIdentifiers
        case updatedIdentifiers
        case deletedIdentifiers
    }

    /// Writes the pending inserts, changes and deletes to the container, where every context sees
    /// them. Throws `SwiftDataError.modelValidationFailure`, saving nothing, when a deleted
    /// model's `.deny` relationship still holds models, a to-many relationship holds fewer or more
    /// models than its minimum or maximum count, or a configuration does not allow saving.
    public func save() throws {
        guard hasChanges else { return }
        guard container.allowsSave else { throw SwiftDataError.modelValidationFailure }
        try validate()
        NotificationCenter.default.post(name: Self.willSave, object: self)
        dropDeletedModelsFromRelationships(as: .inverse)
        var rows: [PersistentIdentifier: ModelStore.Row] = [:]
        for identifier in inserted + changed {
            if let model = registered[identifier], !model.isDeleted { rows[identifier] = row(of: model) }
        }
        container.store.commit(upserts: rows, deletions: Set(deleted))
        for identifier in deleted {
            registered[identifier]?.persistentBackingData.context = nil
            registered[identifier] = nil
        }
        let changes = SavedChanges(inserted: inserted, updated: changed.sorted(), deleted: deleted)
        inserted = []
        insertedSet = []
        changed = []
        deleted = []
        container.contextDidSave(self, changes: changes)
        NotificationCenter.default.post(name: Self.didSave, object: self, userInfo: [
            NotificationKey.insertedIdentifiers.rawValue: changes.inserted,
            NotificationKey.updatedIdentifiers.rawValue: changes.updated,
            NotificationKey.deletedIdentifiers.rawValue: changes.deleted,
        ])
    }

    private func validate() throws {
        for identifier in deleted {
            guard let model = registered[identifier] else { continue }
            for property in ModelEntity.of(type(of: model)).relationships where property.relationship?.deleteRule == .deny {
                let related = RelatedModels.of(model.persistentBackingData.values[property.keyPath]).filter { !$0.isDeleted }
                if !related.isEmpty { throw SwiftDataError.modelValidationFailure }
            }
        }
        for identifier in inserted + changed {
            guard let model = registered[identifier], !model.isDeleted else { continue }
            for property in ModelEntity.of(type(of: model)).relationships {
                guard let relationship = property.relationship, relationship.isToMany else { continue }
                let count = RelatedModels.of(model.persistentBackingData.values[property.keyPath]).filter { !$0.isDeleted }.count
                if let maximum = relationship.maximumModelCount, maximum > 0, count > maximum { throw SwiftDataError.modelValidationFailure }
                if let minimum = relationship.minimumModelCount, minimum > 0, count < minimum { throw SwiftDataError.modelValidationFailure }
            }
        }
    }

    /// Removes deleted models from the relationships of the registered models that still hold
    /// them (a relationship without an inverse, which no delete rule reaches).
    private func dropDeletedModelsFromRelationships(as mode: _ModelBackingData.WriteMode) {
        for model in registered.values where !model.isDeleted {
            for property in ModelEntity.of(type(of: model)).relationships {
                let related = RelatedModels.of(model.persistentBackingData.values[property.keyPath])
                guard related.contains(where: { $0.isDeleted }), let access = property.access,
                      let value = access.relationshipValue(holding: related.filter { !$0.isDeleted }) else { continue }
                model.persistentBackingData.writing(as: mode) { _ = access.write(value, to: model) }
            }
        }
    }

    /// The saved form of `model`: its values, its relationships as identifiers.
    private func row(of model: any PersistentModel) -> ModelStore.Row {
        var values: [AnyKeyPath: Any] = [:]
        for property in ModelEntity.of(type(of: model)).properties {
            guard let value = model.persistentBackingData.values[property.keyPath] else { continue }
            if property.relationship != nil {
                let identifiers = RelatedModels.of(value).filter { !$0.isDeleted }.map { $0.persistentModelID }
                values[property.keyPath] = ModelStore.References(identifiers: identifiers)
            } else {
                values[property.keyPath] = value
            }
        }
        return ModelStore.Row(type: type(of: model), values: values)
    }

    /// Discards the unsaved changes: models inserted since the last save leave the context,
    /// deleted ones come back, and changed ones take their saved values again (observed, so the
    /// views showing them update).
    public func rollback() {
        guard hasChanges else { return }
        for identifier in inserted {
            registered[identifier]?.persistentBackingData.context = nil
            registered[identifier] = nil
        }
        for identifier in deleted { registered[identifier]?.persistentBackingData.isDeleted = false }
        let restored = changed.union(deleted)
        inserted = []
        insertedSet = []
        changed = []
        deleted = []
        for identifier in restored.sorted() {
            if let model = registered[identifier] { restoreSavedValues(of: model) }
        }
        observation.allChanged()
    }

    /// Writes `model`'s saved values back through its setters, as a restore.
    private func restoreSavedValues(of model: any PersistentModel) {
        guard let row = container.store.row(model.persistentModelID) else { return }
        for property in ModelEntity.of(type(of: model)).properties {
            guard let access = property.access, let value = savedValue(row.values[property.keyPath], of: property) else { continue }
            model.persistentBackingData.writing(as: .restore) { _ = access.write(value, to: model) }
        }
    }

    /// A row's `stored` value as a value of `property` in this context: related models resolved
    /// to this context's instances (deleted ones left out).
    func savedValue(_ stored: Any?, of property: ModelProperty) -> Any? {
        guard let stored else { return nil }
        guard let references = stored as? ModelStore.References else { return stored }
        let models = references.identifiers.compactMap(materialize).filter { !$0.isDeleted }
        return property.access?.relationshipValue(holding: models)
    }

    /// Takes in another context's save (the main context only; `ModelContainer`): registered
    /// models of deleted rows are deleted, those of updated rows without unsaved changes here
    /// take the saved values, and every query fetches again.
    func merge(_ changes: SavedChanges) {
        for identifier in changes.deleted {
            guard let model = registered[identifier] else { continue }
            model.persistentBackingData.isDeleted = true
            model.persistentBackingData.context = nil
            registered[identifier] = nil
            insertedSet.remove(identifier)
            inserted.removeAll { $0 == identifier }
            changed.remove(identifier)
            deleted.removeAll { $0 == identifier }
        }
        for identifier in changes.updated + changes.inserted where !hasUnsavedChanges(identifier) {
            if let model = registered[identifier] { restoreSavedValues(of: model) }
        }
        dropDeletedModelsFromRelationships(as: .restore)
        observation.allChanged()
    }

    /// Runs `block`, then saves (SwiftData's `transaction(block:)`). When `block` throws, nothing
    /// is saved and its changes stay pending.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    // MARK: Autosave

    private func scheduleAutosave() {
        guard autosaveEnabled, isMainContext, !autosaveScheduled else { return }
        autosaveScheduled = true
        let target = UncheckedSendable(WeakContext(context: self))
        Task { @MainActor in
            guard let context = target.value.context else { return }
            context.autosaveScheduled = false
            if context.autosaveEnabled { try? context.save() }
        }
    }

    private struct WeakContext {
        weak var context: ModelContext?
    }

    // MARK: Models by identifier

    /// The model with `persistentModelID`: the registered one, else one made for its saved row.
    /// Stops when no model has that identifier here (SwiftData hands back a model that fails on
    /// first use).
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let model = materialize(persistentModelID) else {
            preconditionFailure("SwiftData: no model with identifier \(persistentModelID) is registered or saved in this container")
        }
        return model
    }

    /// The model with `persistentModelID` if it is registered in this context and of type `T`.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        registered[persistentModelID] as? T
    }

    /// The registered model with `identifier`, or a new instance of its saved row, registered
    /// here; nil when neither exists. Related models are made the same way, each once.
    func materialize(_ identifier: PersistentIdentifier) -> (any PersistentModel)? {
        if let known = registered[identifier] { return known }
        guard let row = container.store.row(identifier) else { return nil }
        let data = _ModelBackingData(identifier: identifier)
        let model = row.type.init(backingData: data)
        data.context = self
        registered[identifier] = model
        for property in ModelEntity.of(row.type).properties {
            if let value = savedValue(row.values[property.keyPath], of: property) { data.values[property.keyPath] = value }
        }
        return model
    }

    /// Makes an instance here for every saved model of `type` not registered yet.
    func materializeAll(_ type: any PersistentModel.Type) {
        for identifier in container.store.identifiers(of: type) where registered[identifier] == nil {
            _ = materialize(identifier)
        }
    }
}
