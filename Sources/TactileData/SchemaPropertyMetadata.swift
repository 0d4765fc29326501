extension Schema {
    /// One persisted property of a model class, as `@Model`'s `schemaMetadata` lists it
    /// (SwiftData's `Schema.PropertyMetadata`): its name, key path, default value and its
    /// `Schema.Attribute` or `Schema.Relationship`, if it was given one.
    public struct PropertyMetadata: @unchecked Sendable {
        let name: String
        let keypath: AnyKeyPath
        let defaultValue: Any?
        let metadata: (any SchemaProperty)?

        public init(name: String, keypath: AnyKeyPath, defaultValue: Any? = nil, metadata: (any SchemaProperty)? = nil) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
        }
    }
}
