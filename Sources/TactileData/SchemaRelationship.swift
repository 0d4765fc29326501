extension Schema {
    /// A persisted property that relates its model to others (SwiftData's `Schema.Relationship`):
    /// `@Relationship(…)`'s arguments — or the defaults, for a property of a model type without
    /// one — completed with the property's name, type and destination when its model's schema is
    /// made.
    ///
    /// Invariants: `deleteRule` is applied when the owning model is deleted
    /// (`ModelContext.delete(_:)`); `minimumModelCount` and `maximumModelCount` (0 or nil: no
    /// limit) are checked for a to-many relationship when its context saves; the inverse, when
    /// there is one, is kept in step on every change of either side (`ModelEntity`).
    public final class Relationship: SchemaProperty, CustomDebugStringConvertible, @unchecked Sendable {
        public var name: String
        public var originalName: String
        public var keypath: AnyKeyPath?
        public var options: [Schema.Relationship.Option]
        public var valueType: any Any.Type
        /// The name of the related entity.
        public var destination: String
        public var deleteRule: Schema.Relationship.DeleteRule
        public var inverseName: String?
        public var inverseKeyPath: AnyKeyPath?
        public var minimumModelCount: Int?
        public var maximumModelCount: Int?
        public var hashModifier: String?
        private var isToOne = false

        /// What deleting the owning model does to the related models (SwiftData's
        /// `Schema.Relationship.DeleteRule`).
        public enum DeleteRule: String, Codable, Hashable, Sendable {
            /// Leaves the related models as they are.
            case noAction
            /// Removes the deleted model from the related models' inverse relationship.
            case nullify
            /// Deletes the related models too.
            case cascade
            /// Makes saving fail while the deleted model still has related models.
            case deny
        }

        /// How SwiftData treats a relationship (SwiftData's `Schema.Relationship.Option`).
        public struct Option: Codable, Hashable, Sendable, CustomDebugStringConvertible {
            let kind: String

            /// The related model is unique among the models of the type.
            public static var unique: Option { Option(kind: "unique") }

            public var debugDescription: String { kind }
        }

        public init(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                    inverse: AnyKeyPath? = nil, hashModifier: String? = nil) {
            name = ""
            self.originalName = originalName ?? ""
            self.options = options
            valueType = Any.self
            destination = ""
            self.deleteRule = deleteRule
            inverseKeyPath = inverse
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.hashModifier = hashModifier
        }

        /// Completes a relationship made from `@Relationship(…)`'s arguments with the property's facts.
        func fill(name: String, keypath: AnyKeyPath, valueType: any Any.Type, destination: String, isToOne: Bool) {
            self.name = name
            if originalName.isEmpty { originalName = name }
            self.keypath = keypath
            self.valueType = valueType
            self.destination = destination
            self.isToOne = isToOne
        }

        public var isToOneRelationship: Bool { isToOne }
        public var isUnique: Bool { options.contains(.unique) }
        public var isAttribute: Bool { false }
        public var isRelationship: Bool { true }
        public var isTransient: Bool { false }

        public static func == (lhs: Schema.Relationship, rhs: Schema.Relationship) -> Bool {
            lhs.name == rhs.name && lhs.destination == rhs.destination && lhs.deleteRule == rhs.deleteRule
                && lhs.options == rhs.options && lhs.inverseKeyPath == rhs.inverseKeyPath
                && lhs.minimumModelCount == rhs.minimumModelCount && lhs.maximumModelCount == rhs.maximumModelCount
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(destination)
        }

        public var debugDescription: String {
            "Relationship(name: \(name), destination: \(destination), deleteRule: \(deleteRule), inverse: \(inverseName ?? "nil"))"
        }
    }
}
