/// A key for a value of your own in `EnvironmentValues` (SwiftUI's `EnvironmentKey`): extend
/// `EnvironmentValues` with a property that reads and writes `self[MyKey.self]`, or declare it
/// with `@Entry`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value for `key`, or its default when no ancestor set one.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            EnvironmentReads.record(.custom)
            return custom.value(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
        }
        set { custom.set(newValue, for: ObjectIdentifier(key)) }
    }

    /// The object of type `T` an ancestor put in the environment (`environmentObject(_:)`,
    /// `environment(_:)` with an `@Observable` object), if any.
    package func object<T: AnyObject>(_ type: T.Type) -> T? {
        EnvironmentReads.record(.custom)
        return custom.value(for: ObjectIdentifier(type)) as? T
    }

    package mutating func setObject<T: AnyObject>(_ object: T?) {
        if let object { custom.set(object, for: ObjectIdentifier(T.self)) } else { custom.remove(ObjectIdentifier(T.self)) }
    }
}
