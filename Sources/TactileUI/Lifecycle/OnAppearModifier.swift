/// `onAppear(perform:)` and `onDisappear(perform:)`: `appear` runs after the update in which the
/// modifier enters the tree, `disappear` after the update in which it leaves it (a removed view,
/// a branch no longer taken, a changed `id(_:)`). Re-evaluating the view runs neither.
package struct LifecycleModifier: PrimitiveModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let (entry, isNew) = context.pass.lifecycleEntry(at: context.identity)
        entry.onDisappear = disappear
        if isNew, let appear { context.pass.lifecycleActions.appearOrChange(appear) }
        return content(context.child(.content))
    }
}

extension View {
    /// Adds an action to perform before this view appears.
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears.
    public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(appear: nil, disappear: action))
    }
}
