/// `preference(key:value:)`: a passthrough node carrying the value for its ancestors.
package struct PreferenceModifier<K: PreferenceKey>: WrappingModifier {
    let value: K.Value
    package func configure(_ node: ViewNode) {
        node.preferences.append(PreferenceValue(key: ObjectIdentifier(K.self), value: value))
    }
}

/// `transformPreference(_:_:)`: a passthrough node whose subtree's combined value for the key
/// its ancestors see transformed (`PreferenceKey.combinedValue(of:)`).
package struct TransformPreferenceModifier<K: PreferenceKey>: WrappingModifier {
    let transform: PreferenceTransform<K.Value>
    package func configure(_ node: ViewNode) {
        node.preferences.append(PreferenceValue(key: ObjectIdentifier(K.self), value: transform))
    }
}

/// `onPreferenceChange(_:perform:)`: passthrough nodes around the content, and a reader the
/// graph checks after each update (`PreferenceReader`).
package struct PreferenceChangeModifier<K: PreferenceKey>: PrimitiveModifier {
    let action: (K.Value) -> Void
    /// Whether two values are the same (no action): `==` for `onPreferenceChange`.
    let same: (K.Value, K.Value) -> Bool

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let (entry, _) = context.pass.lifecycleEntry(at: context.identity)
        let nodes = context.wrapping(content(context.child(.content))) { wrapperContext, child in
            wrapperContext.node(PassthroughBehavior(), child: child)
        }
        if let reader = entry.preferenceReader {
            reader.nodes = nodes
        } else {
            entry.preferenceReader = PreferenceReader(K.self, nodes: nodes, same: same, action: action)
            context.pass.store.preferenceReaders.append(entry)
        }
        return nodes
    }
}

extension View {
    /// Sets a value for `key` that ancestors read with `onPreferenceChange(_:perform:)`.
    public consuming func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier<K>(value: value))
    }

    /// Applies `callback` to the combined value of `key` in this view's subtree: ancestors see
    /// the value it leaves (the default value transformed when the subtree sets none).
    public consuming func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                                _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(TransformPreferenceModifier<K>(transform: PreferenceTransform(callback)))
    }

    /// Runs `action` with the combined value of `key` in this view's subtree when it appears and
    /// whenever it changes, after the update that changed it.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action, same: { $0 == $1 }))
    }
}
