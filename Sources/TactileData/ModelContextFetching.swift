import Foundation

extension ModelContext {
    /// The models `descriptor` describes (`FetchDescriptor`): this context's instances — saved
    /// models it had not met yet are made here — less its pending deletes; the predicate is
    /// evaluated on each model and the sort descriptors compare their current values, unsaved
    /// changes included. Rethrows the predicate's evaluation error.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        materializeAll(T.self)
        var models = registered.values.compactMap { $0 as? T }.filter { !$0.isDeleted }
        if !descriptor.includePendingChanges { models.removeAll { !container.store.contains($0.persistentModelID) } }
        models.sort { $0.persistentModelID < $1.persistentModelID }
        if let predicate = descriptor.predicate { models = try models.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset, offset > 0 { models = Array(models.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit { models = Array(models.prefix(max(0, limit))) }
        return models
    }

    /// How many models `fetch(_:)` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `fetch(_:)` would return.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// `fetch(_:)`'s models as a collection (every batch is fetched at once here).
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        FetchResultsCollection(elements: try fetch(descriptor))
    }

    /// `fetchIdentifiers(_:)`'s identifiers as a collection.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws
        -> FetchResultsCollection<PersistentIdentifier> {
        FetchResultsCollection(elements: try fetchIdentifiers(descriptor))
    }

    /// Calls `block` with each model `fetch(_:)` would return, in order.
    public func enumerate<T: PersistentModel>(_ fetch: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
                                              block: (_ model: T) throws -> Void) throws {
        for model in try self.fetch(fetch) { try block(model) }
    }
}
