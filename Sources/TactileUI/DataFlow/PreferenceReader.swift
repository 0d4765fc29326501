/// What an `onPreferenceChange` keeps between updates: the wrapper nodes whose subtrees it reads,
/// the value it last reported, and its action.
///
/// Invariant: after every update that ran a body, `check` compares the subtree's combined value
/// with `last` and queues the action when it differs (and once when the reader appears), so a
/// value set by a descendant that re-ran on its own is seen although the reader's body did not run.
@MainActor
package final class PreferenceReader {
    package var nodes: [ViewNode]
    private let read: @MainActor ([ViewNode]) -> Any
    private let same: (Any?, Any) -> Bool
    private let action: (Any) -> Void
    private var last: Any?

    package convenience init<K: PreferenceKey>(_ key: K.Type, nodes: [ViewNode], action: @escaping (K.Value) -> Void) where K.Value: Equatable {
        self.init(key, nodes: nodes, same: { $0 == $1 }, action: action)
    }

    /// A reader that tells values apart with `same` (for a value type that is not `Equatable`).
    package init<K: PreferenceKey>(_ key: K.Type, nodes: [ViewNode], same: @escaping (K.Value, K.Value) -> Bool,
                                   action: @escaping (K.Value) -> Void) {
        self.nodes = nodes
        read = { K.combinedValue(of: $0) }
        self.same = { old, new in
            guard let old = old as? K.Value, let new = new as? K.Value else { return false }
            return same(old, new)
        }
        self.action = { value in if let value = value as? K.Value { action(value) } }
    }

    /// The action to run when the combined value changed since the last check.
    package func check() -> (() -> Void)? {
        let value = read(nodes)
        if last != nil, same(last, value) { return nil }
        last = value
        let action = action
        return { action(value) }
    }
}
