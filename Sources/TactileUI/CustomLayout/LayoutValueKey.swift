import Foundation

/// A key for a value a view hands its layout container (SwiftUI's `LayoutValueKey`): set with
/// `layoutValue(key:value:)`, read with `LayoutSubview`'s subscript.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value a subview that sets none has.
    static var defaultValue: Value { get }
}

/// `layoutValue(key:value:)`: a passthrough node carrying the value, found by `LayoutTraits`.
package struct LayoutValueBehavior: NodeBehavior {
    let key: ObjectIdentifier
    let value: Any

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        // The value is read by the container's layout: a new one lays the container out again.
        .none
    }
}

package struct LayoutValueModifier: WrappingModifier {
    let key: ObjectIdentifier
    let value: Any
    package var behavior: any NodeBehavior { LayoutValueBehavior(key: key, value: value) }
}

extension View {
    /// Associates `value` with `key` for this view's layout container, which reads it from the
    /// view's `LayoutSubview` (SwiftUI's `layoutValue(key:value:)`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}
