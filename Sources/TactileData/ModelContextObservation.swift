import Observation

/// What a view reading a context's fetch results depends on (`Query`): one generation per model
/// class, observed through Observation, so a view that read a query's results is evaluated again
/// when a model of that class is inserted, deleted or changed in the context; and a revision of
/// the whole context, which a query's cached results are checked against.
///
/// Invariants: `modelsChanged(_:)` moves the class's generation and the revision on, and tells
/// every observer of that class (on the write's `willSet`, as `@Observable` does); `allChanged()`
/// does so for every class observed so far; reading a generation never changes anything.
final class ModelContextObservation: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var generations: [ObjectIdentifier: Int] = [:]
    private var observed: Set<ObjectIdentifier> = []
    /// Moves on with every change to the context's models.
    private(set) var revision = 0

    subscript(entity key: ObjectIdentifier) -> Int { generations[key, default: 0] }

    /// The generation of `type`'s models, observed by the evaluation that reads it.
    func generation(of type: any PersistentModel.Type) -> Int {
        let key = ObjectIdentifier(type)
        observed.insert(key)
        registrar.access(self, keyPath: \.[entity: key])
        return generations[key, default: 0]
    }

    /// A model of `type` was inserted, deleted or changed.
    func modelsChanged(_ type: any PersistentModel.Type) {
        bump(ObjectIdentifier(type))
    }

    /// Models of any class may have changed (a rollback, another context's save).
    func allChanged() {
        revision += 1
        for key in observed { bump(key) }
    }

    private func bump(_ key: ObjectIdentifier) {
        revision += 1
        registrar.withMutation(of: self, keyPath: \.[entity: key]) {
            generations[key, default: 0] += 1
        }
    }
}
