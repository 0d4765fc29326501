import Foundation
import TactileUI

/// The models of an app's schema and where they are kept (SwiftData's `ModelContainer`).
///
/// Invariants: every model the container's contexts save is kept in its store, in memory, for
/// the container's life (`ModelConfiguration` says why nothing reaches a file); `mainContext` is
/// made once, on the main actor, with autosave on; when another context saves, the main context
/// takes the saved changes in — its models of those rows get the saved values, its models of
/// deleted rows are deleted, and its queries fetch again — as SwiftData merges a save into the
/// main context. A configuration may list models of the container's schema only; two
/// configurations may not share a name.
public class ModelContainer: Equatable, @unchecked Sendable {
    public final let schema: Schema
    public final let migrationPlan: (any SchemaMigrationPlan.Type)?
    public var configurations: Set<ModelConfiguration>
    let store = ModelStore()
    private let lock = NSLock()
    /// Read from any thread when another context saves; written once, on the main actor.
    private var madeMainContext: ModelContext?

    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: [ModelConfiguration]) throws {
        let configurations = configurations.isEmpty ? [ModelConfiguration(schema: givenSchema)] : configurations
        guard Set(configurations.map(\.name)).count == configurations.count else { throw SwiftDataError.duplicateConfiguration }
        for configuration in configurations {
            guard let own = configuration.schema else { continue }
            guard own.modelTypes.allSatisfy(givenSchema.contains) else { throw SwiftDataError.configurationSchemaNotFoundInContainerSchema }
        }
        self.init(checked: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container whose configurations were checked (or need none).
    init(checked schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]) {
        self.schema = schema
        self.migrationPlan = migrationPlan
        self.configurations = Set(configurations)
    }

    /// The context bound to the main actor, which views use (`.modelContainer(_:)` puts it in
    /// their environment). Autosave is on.
    @MainActor public var mainContext: ModelContext {
        lock.lock()
        if let made = madeMainContext {
            lock.unlock()
            return made
        }
        lock.unlock()
        let made = ModelContext(self, isMainContext: true)
        lock.lock()
        madeMainContext = made
        lock.unlock()
        return made
    }

    /// Whether saving is allowed: false when a configuration says `allowsSave: false`.
    var allowsSave: Bool { configurations.allSatisfy(\.allowsSave) }

    public static func == (lhs: ModelContainer, rhs: ModelContainer) -> Bool { lhs === rhs }

    /// Removes every saved model (SwiftData's, deprecated in favour of `erase()`).
    public func deleteAllData() {
        store.removeAll()
    }

    /// Removes every saved model.
    public func erase() throws {
        store.removeAll()
    }

    /// `context` saved these rows: the main context takes them in, on the main actor (at once
    /// when the save ran there).
    func contextDidSave(_ context: ModelContext, changes: ModelContext.SavedChanges) {
        lock.lock()
        let main = madeMainContext
        lock.unlock()
        guard let main, main !== context else { return }
        let delivery = UncheckedSendable((main, changes))
        // On Linux the main actor may run on a thread other than the main thread (Swift Testing
        // drains the main queue from a worker): `MainActorContext` asks the queue.
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated { delivery.value.0.merge(delivery.value.1) }
        } else {
            Task { @MainActor in delivery.value.0.merge(delivery.value.1) }
        }
    }
}

/// A value handed to the main actor that is only ever used there.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
