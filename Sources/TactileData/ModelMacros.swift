import Foundation
import Observation

// The macros of SwiftData's model definitions, with SwiftData's declarations (names, roles,
// parameters and defaults); their expansions are in `TactileMacros`.

/// Converts a class into a stored model that SwiftData manages (SwiftData's `Model()`): the class
/// becomes a `PersistentModel` and `Observable`; each stored `var` that is not `@Transient` is
/// persisted and observed (`TactileMacros.ModelMacro`). A view that reads a model's property is
/// evaluated again when that property changes, as with `@Observable`.
@attached(member, conformances: Observable, PersistentModel,
          names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init),
          named(_$observationRegistrar), named(_SwiftDataNoType))
@attached(memberAttribute)
@attached(extension, conformances: Observable, PersistentModel)
public macro Model() = #externalMacro(module: "TactileMacros", type: "ModelMacro")

/// What `@Model` attaches to each persisted property: the value lives in the model's backing data
/// and reads and writes are observed (`TactileMacros.PersistedPropertyMacro`). Not written by hand.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`))
public macro _PersistedProperty() = #externalMacro(module: "TactileMacros", type: "PersistedPropertyMacro")

/// Customizes how SwiftData persists the property (SwiftData's `Attribute(_:originalName:hashModifier:)`):
/// `@Attribute(.unique)` makes inserting a model whose value equals an existing model's update that
/// model instead (an upsert). The arguments become the property's `Schema.Attribute`.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "TactileMacros", type: "SchemaPropertyMarkerMacro")

/// Describes the property as a relationship to other models (SwiftData's
/// `Relationship(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)`):
/// its delete rule (`.nullify` unless given) and the inverse relationship SwiftData keeps in step.
/// The arguments become the property's `Schema.Relationship`.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "TactileMacros", type: "SchemaPropertyMarkerMacro")

/// Leaves the property out of persistence (SwiftData's `Transient()`): it keeps its value only in
/// this instance — a model a fetch makes has the property's default — and, as with SwiftData, it
/// is not observed: changing it re-evaluates no view.
@attached(peer)
public macro Transient() = #externalMacro(module: "TactileMacros", type: "SchemaPropertyMarkerMacro")
