/// The model classes a container stores (SwiftData's `Schema`).
///
/// Invariants: a schema made from model classes holds an entity for each of them and for every
/// model class their relationships reach (as SwiftData discovers related models), each once, in
/// the order first met; `Schema()` holds none. Difference: not `Codable`, and `save(to:)`/
/// `load(from:)` are not provided — nothing here writes a schema to a file.
public final class Schema: Hashable, CustomDebugStringConvertible, Sendable {
    /// The version of the schema encoding (SwiftData's is 1.0.0).
    public static let schemaEncodingVersion = Version(1, 0, 0)

    public let encodingVersion: Version
    public let version: Version
    public let entities: [Entity]
    public let entitiesByName: [String: Entity]
    /// The model classes of `entities`, in their order.
    let modelTypes: [any PersistentModel.Type]

    public init() {
        encodingVersion = Self.schemaEncodingVersion
        version = Version(1, 0, 0)
        entities = []
        entitiesByName = [:]
        modelTypes = []
    }

    public init(_ entities: Entity..., version: Version = Version(1, 0, 0)) {
        encodingVersion = Self.schemaEncodingVersion
        self.version = version
        self.entities = entities
        entitiesByName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        modelTypes = entities.compactMap(\.modelType)
    }

    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        encodingVersion = Self.schemaEncodingVersion
        self.version = version
        var found: [any PersistentModel.Type] = []
        var seen: Set<ObjectIdentifier> = []
        var pending = types
        while !pending.isEmpty {
            let type = pending.removeFirst()
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            found.append(type)
            pending += ModelEntity.of(type).relationships.compactMap { $0.relationship?.destination }
        }
        modelTypes = found
        entities = found.map { Entity(ModelEntity.of($0)) }
        entitiesByName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The schema of one version of a migration plan: its models, at its version.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// The entity of `type`, if this schema has it.
    public func entity<T: PersistentModel>(for type: T.Type) -> Entity? {
        entitiesByName[Self.entityName(for: type)]
    }

    /// The name SwiftData gives the entity of `type`: the class's name.
    public static func entityName<T: PersistentModel>(for type: T.Type) -> String {
        entityName(of: type)
    }

    static func entityName(of type: any PersistentModel.Type) -> String {
        String(describing: type)
    }

    /// Whether the schema has the model class `type`.
    func contains(_ type: any PersistentModel.Type) -> Bool {
        modelTypes.contains { ObjectIdentifier($0) == ObjectIdentifier(type) }
    }

    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.version == rhs.version && lhs.entities == rhs.entities
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
        hasher.combine(entities.map(\.name))
    }

    public var debugDescription: String {
        "Schema(version: \(version), entities: \(entities.map(\.name)))"
    }
}
