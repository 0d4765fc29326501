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

    package init<K: PreferenceKey>(_ key: K.Type, nodes: [ViewNode], action: @escaping (K.Value) -> Void) where K.Value: Equatable {
        self.nodes = nodes
        read = { K.combinedValue(of: $0) }
        same = { old, new in (old as? K.Value) == (new as? K.Value) }
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
