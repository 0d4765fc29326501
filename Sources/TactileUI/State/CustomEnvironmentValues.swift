/// The environment values keyed by type: `EnvironmentKey`s, `@Entry` properties, environment
/// objects.
///
/// Invariant: two environments hold the same custom values when they have the same keys and,
/// for each key, the same object or equal `Equatable` values. A value of any other type is never
/// known to be the same, so the views that read it run again whenever the environment is
/// re-applied (SwiftUI compares such values by their bytes; we cannot, so we err on running).
package struct CustomEnvironmentValues {
    private var entries: [ObjectIdentifier: Any] = [:]

    package init() {}

    package func value(for key: ObjectIdentifier) -> Any? { entries[key] }

    package mutating func set(_ value: Any, for key: ObjectIdentifier) { entries[key] = value }

    package mutating func remove(_ key: ObjectIdentifier) { entries[key] = nil }

    /// Whether `self` and `other` certainly hold the same values.
    package func hasSameValues(as other: CustomEnvironmentValues) -> Bool {
        guard entries.count == other.entries.count else { return false }
        for (key, value) in entries {
            guard let otherValue = other.entries[key], Self.same(value, otherValue) else { return false }
        }
        return true
    }

    /// Whether two values are certainly the same: the same object, or equal `Equatable` values.
    private static func same(_ a: Any, _ b: Any) -> Bool {
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        guard let a = a as? any Equatable else { return false }
        return equal(a, b)
    }

    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}
