/// `onChange(of:initial:_:)`: after an update in which the view's evaluation saw `value` differ
/// from the value it saw last time, runs `action(old, new)`; with `initial`, also after the
/// update in which the modifier appeared, with `(value, value)`.
///
/// Invariant: the comparison is with the value of the modifier's previous evaluation at the same
/// identity; a re-evaluation with an equal value runs nothing, and so does one before the view's
/// first frame (`EvaluationPass.isAppearing`: the value a layout gave it then is its first).
package struct OnChangeModifier<Value: Equatable>: PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let (entry, isNew) = context.pass.lifecycleEntry(at: context.identity)
        let new = value
        if isNew || context.pass.isAppearing(entry) {
            // Before the view's first frame (a layout re-evaluated it: a `GeometryReader`'s first
            // size), the latest value is its first one: nothing changed, as on iOS.
            if initial { context.pass.queueAppearing({ [action] in action(new, new) }, for: entry) }
        } else if let old = entry.value as? Value, old != new {
            context.pass.lifecycleActions.appearOrChange { [action] in action(old, new) }
        }
        entry.value = new
        return content(context.child(.content))
    }
}

extension View {
    /// Adds an action to perform when `value` changes; it receives the old and the new value.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Adds an action to perform when `value` changes.
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Adds an action to perform when `value` changes; it receives the new value.
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with a two- or zero-parameter action instead.")
    public consuming func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
}
