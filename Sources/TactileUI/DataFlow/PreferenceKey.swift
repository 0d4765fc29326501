/// A value views pass up to their ancestors (SwiftUI's `PreferenceKey`): a view sets it with
/// `preference(key:value:)`, an ancestor reads the combination of its subtree's values with
/// `onPreferenceChange(_:perform:)`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a subtree that sets none, and the start of every combination.
    static var defaultValue: Value { get }
    /// Combines the values accumulated so far with the next one, in source order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// One `preference(key:value:)` on a node, or one `transformPreference(_:_:)` (its value a
/// `PreferenceTransform` then).
package struct PreferenceValue {
    package let key: ObjectIdentifier
    package let value: Any
}

/// `transformPreference(_:_:)`'s change to the combined value of its content.
package final class PreferenceTransform<Value> {
    let body: (inout Value) -> Void
    init(_ body: @escaping (inout Value) -> Void) { self.body = body }
}

extension PreferenceKey {
    /// The combined value of `nodes`' subtrees, in source order: `defaultValue` reduced with each
    /// value set in them. A node that sets the key stands for its whole subtree (its content's
    /// own values for the key are replaced, as in SwiftUI). A node that transforms the key
    /// (`transformPreference`) stands for its subtree's combined value, transformed.
    @MainActor
    package static func combinedValue(of nodes: [ViewNode]) -> Value {
        var combined = defaultValue
        let key = ObjectIdentifier(Self.self)
        func visit(_ node: ViewNode) {
            if let set = node.preferences.last(where: { $0.key == key }) {
                if let transform = set.value as? PreferenceTransform<Value> {
                    var value = combinedValue(of: node.shownChildren)
                    transform.body(&value)
                    reduce(value: &combined) { value }
                    return
                }
                if let value = set.value as? Value {
                    reduce(value: &combined) { value }
                    return
                }
            }
            for child in node.shownChildren { visit(child) }
        }
        for node in nodes { visit(node) }
        return combined
    }
}
