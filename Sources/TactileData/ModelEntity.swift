import Foundation

/// A model class as the runtime uses it: its persisted properties (from `schemaMetadata`), which
/// of them are relationships and unique, and each relationship's inverse.
///
/// Invariants: one per model class for the life of the process (`of(_:)` caches it); the
/// inverse of a relationship is, in this order, the one its `@Relationship(inverse:)` names, the
/// relationship of the destination that names it as its inverse, or — SwiftData's inference —
/// the destination's one relationship back to this class when this class has exactly one
/// relationship to the destination and one of the two is an optional to-one (`Folder?` against
/// `[Item]`); otherwise it has none and nothing keeps the other side in step.
final class ModelEntity: @unchecked Sendable {
    let type: any PersistentModel.Type
    let name: String
    let properties: [ModelProperty]
    let relationships: [ModelProperty]
    let uniqueProperties: [ModelProperty]
    private let byKeyPath: [AnyKeyPath: ModelProperty]

    private init(_ type: any PersistentModel.Type) {
        self.type = type
        name = Schema.entityName(of: type)
        properties = type.schemaMetadata.map(ModelProperty.init)
        relationships = properties.filter { $0.relationship != nil }
        uniqueProperties = properties.filter(\.isUnique)
        byKeyPath = Dictionary(properties.map { ($0.keyPath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The persisted property `keyPath` names, if it is one.
    func property(for keyPath: AnyKeyPath) -> ModelProperty? { byKeyPath[keyPath] }

    // MARK: The process's entities

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entities: [ObjectIdentifier: ModelEntity] = [:]
    nonisolated(unsafe) private static var inverses: [ObjectIdentifier: ModelProperty?] = [:]

    /// The entity of `type`, made on first use.
    static func of(_ type: any PersistentModel.Type) -> ModelEntity {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let known = entities[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        // Made outside the lock: `schemaMetadata` is the model's own code.
        let made = ModelEntity(type)
        lock.lock()
        defer { lock.unlock() }
        if let raced = entities[key] { return raced }
        entities[key] = made
        return made
    }

    /// The inverse of the relationship `property` of this entity, if it has one.
    func inverse(of property: ModelProperty) -> ModelProperty? {
        let key = ObjectIdentifier(property)
        Self.lock.lock()
        if let known = Self.inverses[key] {
            Self.lock.unlock()
            return known
        }
        Self.lock.unlock()
        let found = findInverse(of: property)
        Self.lock.lock()
        Self.inverses[key] = .some(found)
        Self.lock.unlock()
        return found
    }

    private func findInverse(of property: ModelProperty) -> ModelProperty? {
        guard let relationship = property.relationship else { return nil }
        let destination = Self.of(relationship.destination)
        if let declared = relationship.declaredInverse {
            return destination.property(for: declared).flatMap { $0.relationship == nil ? nil : $0 }
        }
        if let declaring = destination.relationships.first(where: { $0.relationship?.declaredInverse == property.keyPath }) {
            return declaring
        }
        let backward = destination.relationships.filter {
            ObjectIdentifier($0.relationship!.destination) == ObjectIdentifier(type) && $0.relationship?.declaredInverse == nil
        }
        let forward = relationships.filter { ObjectIdentifier($0.relationship!.destination) == ObjectIdentifier(relationship.destination) }
        guard backward.count == 1, forward.count == 1, let candidate = backward.first, candidate !== property,
              let other = candidate.relationship else { return nil }
        let optionalToOne = { (side: ModelProperty.Relationship) in !side.isToMany && side.isOptional }
        return optionalToOne(relationship) || optionalToOne(other) ? candidate : nil
    }
}
