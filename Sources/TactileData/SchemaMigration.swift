/// One version of an app's schema (SwiftData's `VersionedSchema`): the model classes it holds and
/// its version.
public protocol VersionedSchema {
    /// The models to include in this version of the schema.
    static var models: [any PersistentModel.Type] { get }
    /// The version of the schema.
    static var versionIdentifier: Schema.Version { get }
}

/// How an app's schema evolved and how to migrate stored data between its versions (SwiftData's
/// `SchemaMigrationPlan`).
///
/// Difference: a container here starts empty every time — its store is memory, never a file an
/// earlier version wrote — so there is never data to migrate: a plan is accepted and kept
/// (`ModelContainer.migrationPlan`), and its stages never run.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// One step of a migration plan (SwiftData's `MigrationStage`). Never run here (`SchemaMigrationPlan`).
public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((_ context: ModelContext) throws -> Void)?, didMigrate: ((_ context: ModelContext) throws -> Void)?)
}
