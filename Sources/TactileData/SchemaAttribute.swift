extension Schema {
    /// A persisted property that holds a value (SwiftData's `Schema.Attribute`): `@Attribute(…)`'s
    /// arguments, completed with the property's name and type when its model's schema is made.
    ///
    /// Invariants: `isUnique` when `options` contains `.unique` — the one option with an effect
    /// here (an insert whose unique value equals an existing model's updates that model,
    /// `ModelContext.insert(_:)`); the others are kept and change nothing (there is no file,
    /// history, CloudKit or Spotlight).
    public class Attribute: SchemaProperty, CustomDebugStringConvertible, @unchecked Sendable {
        public var name: String
        public var originalName: String
        public var options: [Schema.Attribute.Option]
        public var valueType: any Any.Type
        public var defaultValue: Any?
        public var isOptional: Bool
        public var hashModifier: String?

        /// How SwiftData stores an attribute (SwiftData's `Schema.Attribute.Option`).
        public struct Option: Hashable, Sendable, CustomDebugStringConvertible {
            let kind: String
            let transformerName: String?

            init(_ kind: String, transformerName: String? = nil) {
                self.kind = kind
                self.transformerName = transformerName
            }

            /// The value is unique among the models of the type: inserting a model with the same
            /// value updates the existing one.
            public static var unique: Option { Option("unique") }
            /// Kept and without effect: a value transformer persists the value.
            public static func transformable(by transformerName: String) -> Option { Option("transformable", transformerName: transformerName) }
            /// Kept and without effect: the value is stored beside the store file.
            public static var externalStorage: Option { Option("externalStorage") }
            /// Kept and without effect: CloudKit stores the value encrypted.
            public static var allowsCloudEncryption: Option { Option("allowsCloudEncryption") }
            /// Kept and without effect: the history keeps the value of a deleted model.
            public static var preserveValueOnDeletion: Option { Option("preserveValueOnDeletion") }
            /// Kept and without effect: changes are tracked but the value is not persisted.
            public static var ephemeral: Option { Option("ephemeral") }
            /// Kept and without effect: Spotlight indexes the value.
            public static var spotlight: Option { Option("spotlight") }

            public var debugDescription: String { transformerName.map { "\(kind)(\($0))" } ?? kind }
        }

        public init(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) {
            name = ""
            self.originalName = originalName ?? ""
            self.options = options
            valueType = Any.self
            isOptional = false
            self.hashModifier = hashModifier
        }

        public init(name: String, originalName: String? = nil, options: [Schema.Attribute.Option] = [], valueType: any Any.Type,
                    defaultValue: Any? = nil, hashModifier: String? = nil) {
            self.name = name
            self.originalName = originalName ?? name
            self.options = options
            self.valueType = valueType
            self.defaultValue = defaultValue
            isOptional = valueType is any ModelOptionalType.Type
            self.hashModifier = hashModifier
        }

        /// Completes an attribute made from `@Attribute(…)`'s arguments with the property's facts.
        func fill(name: String, valueType: any Any.Type, defaultValue: Any?) {
            self.name = name
            if originalName.isEmpty { originalName = name }
            self.valueType = valueType
            self.defaultValue = defaultValue
            isOptional = valueType is any ModelOptionalType.Type
        }

        public var isAttribute: Bool { true }
        public var isRelationship: Bool { false }
        public var isTransient: Bool { false }
        public var isUnique: Bool { options.contains(.unique) }
        public var isTransformable: Bool { options.contains { $0.kind == "transformable" } }

        public static func == (lhs: Schema.Attribute, rhs: Schema.Attribute) -> Bool {
            lhs.name == rhs.name && lhs.originalName == rhs.originalName && lhs.options == rhs.options
                && ObjectIdentifier(lhs.valueType) == ObjectIdentifier(rhs.valueType) && lhs.hashModifier == rhs.hashModifier
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(ObjectIdentifier(valueType))
        }

        public var debugDescription: String {
            "Attribute(name: \(name), options: \(options), valueType: \(valueType), defaultValue: \(String(describing: defaultValue)))"
        }
    }
}
