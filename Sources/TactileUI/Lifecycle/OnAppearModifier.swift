/// `onAppear(perform:)` and `onDisappear(perform:)`: `appear` runs after the update in which the
/// modifier enters the tree, `disappear` after the update in which it leaves it (a removed view,
/// a branch no longer taken, a changed `id(_:)`). Re-evaluating the view runs neither; a
/// re-evaluation before `appear` ran (the layout that first sized a `GeometryReader` above it)
/// replaces the action that runs (`EvaluationPass.queueAppearing`).
///
/// A view on a `NavigationStack` page that a push covers (`isCoveredByNavigation`) disappears
/// though it stays in the tree: `disappear` runs after the update that covered it, `appear` after
/// the one that uncovers it, and leaving the tree while covered runs nothing more
/// (UINavigationController's `viewDidDisappear` / `viewWillAppear`). Invariant: the actions
/// alternate, `appear` first.
package struct LifecycleModifier: PrimitiveModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let (entry, isNew) = context.pass.lifecycleEntry(at: context.identity)
        entry.onDisappear = disappear
        let appears = !context.environment.isCoveredByNavigation
        if isNew || entry.isAppeared != appears {
            let wasAppeared = !isNew && entry.isAppeared
            entry.isAppeared = appears
            if appears, let appear {
                context.pass.queueAppearing(appear, for: entry)
            } else if wasAppeared, let disappear {
                context.pass.lifecycleActions.disappear(disappear)
            }
        } else if appears, let appear, entry.appearingAction != nil {
            // Re-evaluated before it appeared (a layout's re-evaluation): its latest action runs.
            context.pass.queueAppearing(appear, for: entry)
        }
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
