import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TactileMacros

/// `@Model` expands as SwiftData's does: each persisted property routed through the backing data
/// and the observation registrar (`@_PersistedProperty`), the backing data, the schema metadata,
/// `init(backingData:)`, the registrar, and the `PersistentModel`/`Observable` conformances.
/// (swift-syntax's expansion drops a property's initial value where an accessor macro adds an
/// init accessor; the compiler keeps it and runs it through the init accessor.)
@Suite("@Model expansion")
struct ModelMacroTests: MacroExpansionExpectation {
    let macros = [
        "Model": MacroSpec(type: ModelMacro.self, conformances: ["PersistentModel", "Observable"]),
        "_PersistedProperty": MacroSpec(type: PersistedPropertyMacro.self),
        "Attribute": MacroSpec(type: SchemaPropertyMarkerMacro.self),
        "Relationship": MacroSpec(type: SchemaPropertyMarkerMacro.self),
        "Transient": MacroSpec(type: SchemaPropertyMarkerMacro.self),
    ]

    @Test("Xcode's template model: the stored property lives in the backing data and is observed; the class becomes a PersistentModel")
    func templateItem() {
        expect(
            """
            @Model
            final class Item {
                var timestamp: Date

                init(timestamp: Date) {
                    self.timestamp = timestamp
                }
            }
            """,
            expands: """
            final class Item {
                var timestamp: Date {
                    @storageRestrictions(accesses: _$backingData, initializes: _timestamp)
                    init(initialValue) {
                        _$backingData.setValue(forKey: \\Item.timestamp, to: initialValue)
                        _timestamp = _SwiftDataNoType()
                    }
                    get {
                        _$observationRegistrar.access(self, keyPath: \\.timestamp)
                        return self.getValue(forKey: \\.timestamp)
                    }
                    set {
                        _$observationRegistrar.withMutation(of: self, keyPath: \\.timestamp) {
                            self.setValue(forKey: \\.timestamp, to: newValue)
                        }
                    }
                }
                private var _timestamp: _SwiftDataNoType

                init(timestamp: Date) {
                    self.timestamp = timestamp
                }
                private var _$backingData: TactileData._ModelBackingData = Item.createBackingData()

                public var persistentBackingData: TactileData._ModelBackingData {
                    get {
                        _$backingData
                    }
                    set {
                        _$backingData = newValue
                    }
                }

                static var schemaMetadata: [TactileData.Schema.PropertyMetadata] {
                    [
                        TactileData.Schema.PropertyMetadata(name: "timestamp", keypath: \\Item.timestamp, defaultValue: nil, metadata: nil)
                    ]
                }

                required init(backingData: TactileData._ModelBackingData) {
                    _timestamp = _SwiftDataNoType()
                    self.persistentBackingData = backingData
                }
                private let _$observationRegistrar = Observation.ObservationRegistrar()

                struct _SwiftDataNoType {
                }
            }

            extension Item: TactileData.PersistentModel {
            }

            extension Item: Observation.Observable {
            }
            """)
    }

    @Test("@Attribute and @Relationship arguments become the schema metadata; @Transient, computed and static properties are left alone; a public class gets public members")
    func metadataAndExclusions() {
        expect(
            """
            @Model
            public final class Folder {
                @Attribute(.unique) public var name: String
                @Relationship(deleteRule: .cascade, inverse: \\Document.folder) var documents: [Document] = []
                @Transient var isOpen = false
                var count: Int { documents.count }
                static var kind = "folder"
                let created = Date()

                public init(name: String) {
                    self.name = name
                }
            }
            """,
            expands: """
            public final class Folder {
                public var name: String {
                    @storageRestrictions(accesses: _$backingData, initializes: _name)
                    init(initialValue) {
                        _$backingData.setValue(forKey: \\Folder.name, to: initialValue)
                        _name = _SwiftDataNoType()
                    }
                    get {
                        _$observationRegistrar.access(self, keyPath: \\.name)
                        return self.getValue(forKey: \\.name)
                    }
                    set {
                        _$observationRegistrar.withMutation(of: self, keyPath: \\.name) {
                            self.setValue(forKey: \\.name, to: newValue)
                        }
                    }
                }
                private var _name: _SwiftDataNoType
                var documents: [Document] {
                    @storageRestrictions(accesses: _$backingData, initializes: _documents)
                    init(initialValue) {
                        _$backingData.setValue(forKey: \\Folder.documents, to: initialValue)
                        _documents = _SwiftDataNoType()
                    }
                    get {
                        _$observationRegistrar.access(self, keyPath: \\.documents)
                        return self.getValue(forKey: \\.documents)
                    }
                    set {
                        _$observationRegistrar.withMutation(of: self, keyPath: \\.documents) {
                            self.setValue(forKey: \\.documents, to: newValue)
                        }
                    }
                }
                private var _documents: _SwiftDataNoType
                var isOpen = false
                var count: Int { documents.count }
                static var kind = "folder"
                let created = Date()

                public init(name: String) {
                    self.name = name
                }
                private var _$backingData: TactileData._ModelBackingData = Folder.createBackingData()

                public var persistentBackingData: TactileData._ModelBackingData {
                    get {
                        _$backingData
                    }
                    set {
                        _$backingData = newValue
                    }
                }

                public static var schemaMetadata: [TactileData.Schema.PropertyMetadata] {
                    [
                        TactileData.Schema.PropertyMetadata(name: "name", keypath: \\Folder.name, defaultValue: nil, metadata: TactileData.Schema.Attribute(.unique)),
                        TactileData.Schema.PropertyMetadata(name: "documents", keypath: \\Folder.documents, defaultValue: nil, metadata: TactileData.Schema.Relationship(deleteRule: .cascade, inverse: \\Document.folder))
                    ]
                }

                public required init(backingData: TactileData._ModelBackingData) {
                    _name = _SwiftDataNoType()
                    _documents = _SwiftDataNoType()
                    self.persistentBackingData = backingData
                }
                private let _$observationRegistrar = Observation.ObservationRegistrar()

                struct _SwiftDataNoType {
                }
            }

            extension Folder: TactileData.PersistentModel {
            }

            extension Folder: Observation.Observable {
            }
            """)
    }

    @Test("@Model on a struct is an error, not an expansion")
    func structIsRejected() {
        expect(
            """
            @Model
            struct Point {
                var x: Double
            }
            """,
            expands: """
            struct Point {
                var x: Double
            }
            """,
            diagnostics: [DiagnosticSpec(message: "'@Model' can only be applied to a class, not to a struct", line: 1, column: 1)])
    }

    @Test("a model without an initializer gets SwiftData's error: init(backingData:) takes the place of the synthesized init()")
    func initializerIsRequired() {
        expect(
            """
            @Model
            final class Tag {
            }
            """,
            expands: """
            final class Tag {
                private var _$backingData: TactileData._ModelBackingData = Tag.createBackingData()

                public var persistentBackingData: TactileData._ModelBackingData {
                    get {
                        _$backingData
                    }
                    set {
                        _$backingData = newValue
                    }
                }

                static var schemaMetadata: [TactileData.Schema.PropertyMetadata] {
                    []
                }

                required init(backingData: TactileData._ModelBackingData) {
                    self.persistentBackingData = backingData
                }
                private let _$observationRegistrar = Observation.ObservationRegistrar()

                struct _SwiftDataNoType {
                }
            }

            extension Tag: TactileData.PersistentModel {
            }

            extension Tag: Observation.Observable {
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@Model requires an initializer be provided for 'Tag'", line: 2, column: 13)])
    }
}
