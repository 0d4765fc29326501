extension Schema {
    /// A model class as a schema describes it (SwiftData's `Schema.Entity`): its name and its
    /// persisted properties.
    ///
    /// Invariants: an entity made for a model class lists its persisted properties in
    /// declaration order — `Schema.Attribute`s and `Schema.Relationship`s, each relationship with
    /// its inverse's name when it has one — and one uniqueness constraint per unique property.
    public final class Entity: Hashable, CustomDebugStringConvertible, @unchecked Sendable {
        public var name: String
        public var storedProperties: [any SchemaProperty]
        public var properties: [any SchemaProperty] { storedProperties }
        public var attributes: Set<Schema.Attribute> { Set(storedProperties.compactMap { $0 as? Schema.Attribute }) }
        public var relationships: Set<Schema.Relationship> { Set(storedProperties.compactMap { $0 as? Schema.Relationship }) }
        public var attributesByName: [String: Schema.Attribute] {
            Dictionary(storedProperties.compactMap { $0 as? Schema.Attribute }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        public var relationshipsByName: [String: Schema.Relationship] {
            Dictionary(storedProperties.compactMap { $0 as? Schema.Relationship }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        public var storedPropertiesByName: [String: any SchemaProperty] {
            Dictionary(storedProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        public var uniquenessConstraints: [[String]]
        /// The model class, for an entity made from one.
        let modelType: (any PersistentModel.Type)?

        public init(_ name: String) {
            self.name = name
            storedProperties = []
            uniquenessConstraints = []
            modelType = nil
        }

        public init(_ name: String, properties: any SchemaProperty...) {
            self.name = name
            storedProperties = properties
            uniquenessConstraints = properties.filter { $0.isUnique }.map { [$0.name] }
            modelType = nil
        }

        init(_ entity: ModelEntity) {
            name = entity.name
            storedProperties = entity.properties.map { property in
                if let relationship = property.schemaProperty as? Schema.Relationship, let inverse = entity.inverse(of: property) {
                    relationship.inverseName = inverse.name
                    relationship.inverseKeyPath = relationship.inverseKeyPath ?? inverse.keyPath
                }
                return property.schemaProperty
            }
            uniquenessConstraints = entity.uniqueProperties.map { [$0.name] }
            modelType = entity.type
        }

        public static func == (lhs: Entity, rhs: Entity) -> Bool {
            lhs.name == rhs.name && lhs.storedProperties.map { $0.name } == rhs.storedProperties.map { $0.name }
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(name) }

        public var debugDescription: String {
            "Entity(name: \(name), properties: \(storedProperties.map { $0.name }))"
        }
    }
}
