/// A property of a model as a schema describes it (SwiftData's `SchemaProperty`): a
/// `Schema.Attribute` or a `Schema.Relationship`.
///
/// Difference: not `Codable` — a schema here is never written to a store file, and its value
/// types cannot be encoded.
public protocol SchemaProperty: Hashable {
    var name: String { get set }
    var originalName: String { get set }
    var valueType: any Any.Type { get set }
    var isAttribute: Bool { get }
    var isRelationship: Bool { get }
    var isTransient: Bool { get }
    var isOptional: Bool { get }
    var isUnique: Bool { get }
}

extension SchemaProperty {
    public var isAttribute: Bool { false }
    public var isRelationship: Bool { false }
    public var isTransient: Bool { false }
    public var isOptional: Bool { valueType is any ModelOptionalType.Type }
}
