import Foundation

/// Where a model's persisted values live (what SwiftData's `BackingData` is to a model): one per
/// model instance, made by `createBackingData()` and replaced by the context's own when the
/// context makes the instance for a stored row (`init(backingData:)`). `@Model`'s expansion
/// uses it; app code does not.
///
/// Invariants: `values` holds, for every persisted property the model's initializer set, its
/// current value keyed by the property's key path — a relationship holds the related model
/// instances themselves, all of the same context; `context` is the context the model is
/// registered in, nil before insertion and after its deletion is saved or its insertion rolled
/// back; `writeMode` is `.user` except while the framework itself writes through the
/// properties' setters (keeping an inverse in step, restoring saved values).
public final class _ModelBackingData {
    /// How a write through a persisted property's setter is treated.
    enum WriteMode {
        /// The app's write: recorded as a change, inverse relationships kept in step.
        case user
        /// The other side of a relationship the app changed: recorded as a change, nothing more.
        case inverse
        /// Saved values put back (rollback, another context's save): not a change.
        case restore
    }

    var values: [AnyKeyPath: Any] = [:]
    var identifier: PersistentIdentifier?
    weak var context: ModelContext?
    var isDeleted = false
    var writeMode = WriteMode.user

    public init() {}

    init(identifier: PersistentIdentifier) {
        self.identifier = identifier
    }

    /// Stores `newValue` for the property `keyPath`; nothing is tracked (the model's initializer
    /// writes its initial values through this).
    public func setValue<Model, Value>(forKey keyPath: KeyPath<Model, Value>, to newValue: Value) {
        values[keyPath] = .some(newValue as Any)
    }

    /// The stored value of `keyPath`, which the model's initializer set.
    func value<Value>(forKey keyPath: AnyKeyPath) -> Value {
        guard let stored = values[keyPath] else {
            preconditionFailure("SwiftData: \(keyPath) has no value; a model's initializer sets every persisted property")
        }
        return stored as! Value
    }

    /// The model's identifier, made on first use for a model of `entityName`.
    func persistentModelID(entityName: String) -> PersistentIdentifier {
        if let identifier { return identifier }
        let made = PersistentIdentifier.next(entityName: entityName)
        identifier = made
        return made
    }

    /// Runs `body` with writes through the model's setters treated as `mode`.
    func writing<T>(as mode: WriteMode, _ body: () throws -> T) rethrows -> T {
        let previous = writeMode
        writeMode = mode
        defer { writeMode = previous }
        return try body()
    }
}
