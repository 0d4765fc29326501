import Foundation

/// A value kept in `UserDefaults` that re-evaluates the views reading it when it changes
/// (SwiftUI's `AppStorage`): the value stored under `key` in `store` (else the environment's
/// `defaultAppStorage`, else `UserDefaults.standard`), or the default while nothing is stored.
///
/// Invariants: a write through the property or its binding stores the value and re-evaluates
/// every view that reads the same key of the same store through `@AppStorage`
/// (`AppStorageObservation`); the default is never written. A raw-representable value is stored
/// as its raw value, and a stored value of another type reads as the default. A write made
/// directly on `UserDefaults` is read at the next evaluation but does not cause one (SwiftUI
/// observes the key; Tactile does not: docs/COMPATIBILITY.md).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let store: UserDefaults?
    private let defaultValue: Value
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void
    @Environment(\.defaultAppStorage) private var defaultStore

    private init(key: String, store: UserDefaults?, defaultValue: Value,
                 read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    private var resolvedStore: UserDefaults { store ?? defaultStore ?? .standard }

    public var wrappedValue: Value {
        get {
            let store = resolvedStore
            AppStorageObservation.of(key, in: store).access()
            return read(store, key) ?? defaultValue
        }
        nonmutating set {
            let store = resolvedStore
            write(store, key, newValue)
            AppStorageObservation.of(key, in: store).changed()
        }
    }

    /// A binding that reads and writes the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    /// A value stored as a property-list object of type `Stored`.
    private init<Stored>(_ key: String, store: UserDefaults?, default value: Value, as _: Stored.Type,
                         toValue: @escaping (Stored) -> Value?, toStored: @escaping (Value) -> Stored?) {
        self.init(key: key, store: store, defaultValue: value, read: { store, key in
            (store.object(forKey: key) as? Stored).flatMap(toValue)
        }, write: { store, key, value in
            if let stored = toStored(value) { store.set(stored, forKey: key) } else { store.removeObject(forKey: key) }
        })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, store: store, default: wrappedValue, as: Bool.self, toValue: { $0 }, toStored: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, store: store, default: wrappedValue, as: Int.self, toValue: { $0 }, toStored: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, store: store, default: wrappedValue, as: Double.self, toValue: { $0 }, toStored: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, store: store, default: wrappedValue, as: String.self, toValue: { $0 }, toStored: { $0 })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key, store: store, default: wrappedValue, as: String.self, toValue: { URL(string: $0) }, toStored: { $0.absoluteString })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, store: store, default: wrappedValue, as: Data.self, toValue: { $0 }, toStored: { $0 })
    }

    /// A date (iOS 18), stored as seconds since the reference date.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key, store: store, default: wrappedValue, as: Double.self, toValue: { Date(timeIntervalSinceReferenceDate: $0) },
                  toStored: { $0.timeIntervalSinceReferenceDate })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, store: store, default: wrappedValue, as: Int.self, toValue: { Value(rawValue: $0) }, toStored: { $0.rawValue })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, store: store, default: wrappedValue, as: String.self, toValue: { Value(rawValue: $0) }, toStored: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean, nil while nothing is stored; setting nil removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, store: store, default: nil, as: Bool.self, toValue: { $0 }, toStored: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, store: store, default: nil, as: Int.self, toValue: { $0 }, toStored: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, store: store, default: nil, as: Double.self, toValue: { $0 }, toStored: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, store: store, default: nil, as: String.self, toValue: { $0 }, toStored: { $0 })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key, store: store, default: nil, as: String.self, toValue: { URL(string: $0) }, toStored: { $0?.absoluteString })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, store: store, default: nil, as: Data.self, toValue: { $0 }, toStored: { $0 })
    }
}
