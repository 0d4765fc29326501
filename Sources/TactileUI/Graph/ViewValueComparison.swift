@_spi(Reflection) import Swift
import Foundation
import Synchronization
import TactileGestures

/// Whether a view value is the same as the one a view was last evaluated with, as SwiftUI
/// decides it before running a `body` again: `==` when the view is `Equatable`, its bytes when it
/// is plain data (POD), otherwise field by field.
///
/// Field by field: `@State`, `@GestureState` and `@Environment` fields are the graph's, not the
/// value's, and always match; bindings match when they have the same source (`Binding.source`);
/// class instances match when they are the same instance; `Equatable` fields compare with `==`;
/// structs, tuples and enums are compared field by field; anything else — closures above all —
/// never matches. The answer may be "different" for equal values (the body then simply runs);
/// it is never "same" for values a body could tell apart.
package enum ViewValueComparison {
    package static func same<V>(_ a: V, _ b: V) -> Bool {
        same(a, b, plan: ComparisonPlan.of(V.self))
    }

    /// `same(_:_:)` with the type's plan already at hand (`ComparisonPlan.of(V.self)`; a record
    /// keeps its view type's, `ViewValueBox.comparisonPlan`).
    package static func same<V>(_ a: V, _ b: V, plan: ComparisonPlan) -> Bool {
        switch plan.strategy {
        case .equatable(let type):
            return withUnsafeBytes(of: a) { first in withUnsafeBytes(of: b) { second in
                EquatableLoader.equal(type, first.baseAddress!, second.baseAddress!)
            } }
        case .bytes:
            return bytesEqual(a, b)
        case .same:
            return true
        case .fields(let fields):
            return withUnsafeBytes(of: a) { first in withUnsafeBytes(of: b) { second in
                fieldsEqual(fields, first.baseAddress!, second.baseAddress!, depth: 0)
            } }
        case .reflect:
            if let a = a as? any Equatable { return a.isEqual(to: b) }
            if _isPOD(V.self) { return bytesEqual(a, b) }
            return fieldsEqual(a, b, depth: 0)
        }
    }

    /// Compares two values of a struct type whose plan is `fields`, at `depth` (the depth
    /// `fieldsEqual(_:_:depth:)` would have reached for them), as that method would.
    private static func fieldsEqual(_ fields: [ComparisonPlan.Field], _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, depth: Int) -> Bool {
        // The reflecting path checks the depth for the struct, then for each field one level down.
        guard depth < maximumDepth else { return false }
        guard !fields.isEmpty else { return true }
        guard depth + 1 < maximumDepth else { return false }
        for field in fields {
            let first = a + field.offset, second = b + field.offset
            switch field.strategy {
            case .same:
                continue
            case .never:
                return false
            case .equatable(let type):
                guard EquatableLoader.equal(type, first, second) else { return false }
            case .bytes(let count):
                guard count == 0 || memcmp(first, second, count) == 0 else { return false }
            case .fields(let nested):
                guard fieldsEqual(nested, first, second, depth: depth + 1) else { return false }
            case .reflect(let type):
                guard fieldsEqual(AnyLoader.load(type, at: first), AnyLoader.load(type, at: second), depth: depth + 1) else { return false }
            }
        }
        return true
    }

    /// How deep nested values are compared before giving up (answering "different").
    private static let maximumDepth = 8

    private static func bytesEqual<V>(_ a: V, _ b: V) -> Bool {
        withUnsafeBytes(of: a) { first in
            withUnsafeBytes(of: b) { second in
                first.count == second.count && (first.count == 0 || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
            }
        }
    }

    private static func fieldsEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
        guard depth < maximumDepth, type(of: a) == type(of: b) else { return false }
        if a is any PersistentViewProperty || a is any EnvironmentReadingProperty { return true }
        if let binding = a as? any ComparableBinding { return binding.isSameBinding(as: b) }
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        if isPlainData(a) { return anyBytesEqual(a, b) }
        let first = Mirror(reflecting: a), second = Mirror(reflecting: b)
        switch first.displayStyle {
        case .class:
            return (a as AnyObject) === (b as AnyObject)
        case .struct, .tuple, .optional, .enum:
            if first.displayStyle == .enum && first.children.isEmpty {
                return String(describing: a) == String(describing: b)
            }
            guard first.children.count == second.children.count else { return false }
            for (x, y) in zip(first.children, second.children) {
                guard x.label == y.label, fieldsEqual(x.value, y.value, depth: depth + 1) else { return false }
            }
            return true
        default:
            return false
        }
    }

    private static func isPlainData(_ value: Any) -> Bool {
        func check<T>(_: T) -> Bool { _isPOD(T.self) }
        return _openExistential(value, do: check)
    }

    private static func anyBytesEqual(_ a: Any, _ b: Any) -> Bool {
        func compare<T>(_ first: T) -> Bool {
            guard let second = b as? T else { return false }
            return bytesEqual(first, second)
        }
        return _openExistential(a, do: compare)
    }
}

/// How `ViewValueComparison` compares values of one type, worked out once per type from its
/// conformances and stored fields (`StoredField`), so that a comparison makes no dynamic cast and
/// no `Mirror`.
///
/// Invariant: every plan answers what `ViewValueComparison`'s reflecting path answers for the
/// same values. A field whose value's dynamic type may differ from its declared type (an
/// existential, an optional — casts unwrap it —, a class instance), a binding, a tuple or an
/// enum is handed to that path (`reflect`).
package final class ComparisonPlan: @unchecked Sendable {
    package enum Strategy {
        /// `==` of the type (`Equatable` comes first, as in the reflecting path).
        case equatable(any Equatable.Type)
        /// The bytes of a plain-data (POD) value.
        case bytes
        /// A graph property (`@State`…): always the same.
        case same
        /// A struct compared field by field.
        case fields([Field])
        /// The reflecting path, on the whole value.
        case reflect
    }

    package enum FieldStrategy {
        /// `@State`, `@GestureState`, `@Environment`…: the graph's, always the same.
        case same
        /// A closure: never the same.
        case never
        case equatable(any Equatable.Type)
        case bytes(Int)
        case fields([Field])
        /// The reflecting path, on the field's values boxed as its declared type.
        case reflect(Any.Type)
    }

    package struct Field {
        package let offset: Int
        package let strategy: FieldStrategy
    }

    package let strategy: Strategy

    private init(strategy: Strategy) { self.strategy = strategy }

    private static let plans = Mutex<[ObjectIdentifier: ComparisonPlan]>([:])

    package static func of(_ type: Any.Type) -> ComparisonPlan {
        if let known = plans.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        let plan = ComparisonPlan(strategy: strategy(for: type))
        plans.withLock { $0[ObjectIdentifier(type)] = plan }
        return plan
    }

    /// The order of `ViewValueComparison.same` and of the reflecting path it falls back to:
    /// `Equatable`, plain data, a graph property, a binding, a struct's fields.
    private static func strategy(for type: Any.Type) -> Strategy {
        switch _MetadataKind(of: type) {
        case .struct, .enum, .tuple, .function:
            break
        default:
            // Classes, existentials, optionals: what the value's dynamic type conforms to decides.
            return .reflect
        }
        if let equatable = type as? any Equatable.Type { return .equatable(equatable) }
        if PODCheck.isPOD(type) { return .bytes }
        if type is any PersistentViewProperty.Type || type is any EnvironmentReadingProperty.Type { return .same }
        if type is any ComparableBinding.Type { return .reflect }
        guard let fields = fields(of: type) else { return .reflect }
        return .fields(fields)
    }

    /// The plans of a struct's fields, or nil when the reflecting path must compare the struct
    /// (not a plain struct; see `StoredField`).
    private static func fields(of type: Any.Type) -> [Field]? {
        guard let stored = StoredField.of(type) else { return nil }
        return stored.map { Field(offset: $0.offset, strategy: fieldStrategy(for: $0)) }
    }

    private static func fieldStrategy(for field: StoredField) -> FieldStrategy {
        let type = field.type
        if field.isDynamic { return .reflect(type) }
        if type is any PersistentViewProperty.Type || type is any EnvironmentReadingProperty.Type { return .same }
        if type is any ComparableBinding.Type { return .reflect(type) }
        if let equatable = type as? any Equatable.Type { return .equatable(equatable) }
        if PODCheck.isPOD(type) { return .bytes(PODCheck.size(type)) }
        switch field.kind {
        case .function:
            return .never
        case .struct:
            return fields(of: type).map { .fields($0) } ?? .reflect(type)
        default:
            return .reflect(type)
        }
    }
}

/// `_isPOD` and the size of a type known only as a metatype.
private enum PODCheck {
    static func isPOD(_ type: Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: check)
    }

    static func size(_ type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}

/// Reads values of a type known only as a metatype from the bytes of the values holding them.
private enum EquatableLoader {
    static func equal<T: Equatable>(_: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
    }
}

private enum AnyLoader {
    static func load(_ type: Any.Type, at address: UnsafeRawPointer) -> Any {
        func load<T>(_: T.Type) -> Any { address.assumingMemoryBound(to: T.self).pointee }
        return _openExistential(type, do: load)
    }
}

extension Equatable {
    /// `self == other` when `other` has this type.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
