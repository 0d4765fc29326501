import Foundation
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
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        if _isPOD(V.self) { return bytesEqual(a, b) }
        return fieldsEqual(a, b, depth: 0)
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

extension Equatable {
    /// `self == other` when `other` has this type.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
