/// `.animation(_:value:)`: when `value` differs from the previous evaluation's, changes in the
/// subtree animate with `animation` instead of the transaction's — unless the transaction
/// disables animations. With no value (the deprecated `animation(_:)`), every change does.
package struct ImplicitAnimationModifier<Value: Equatable>: PrimitiveModifier {
    let animation: Animation?
    let value: Value?

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        // `if let`, not `Optional.map`: a main-actor closure checks the executor on each call.
        var changed = true
        if let value { changed = context.pass.store.implicitValueChanged(value, at: context.identity) }
        context.pass.markVisited(context.identity)
        var inner = context.child(.content).transformingEnvironment { environment in
            if changed && !environment.transaction.disablesAnimations { environment.implicitAnimation = .some(animation) }
        }
        // Without a value every change animates, whatever else changes in the pass.
        if value == nil { inner.steadyImplicitAnimation = .some(animation) }
        return content(inner)
    }
}

extension View {
    /// Animates changes in this view with `animation` when `value` changes.
    public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ImplicitAnimationModifier(animation: animation, value: value))
    }

    /// Animates every change in this view with `animation`.
    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public consuming func animation(_ animation: Animation?) -> some View {
        modifier(ImplicitAnimationModifier<Bool>(animation: animation, value: nil))
    }
}
