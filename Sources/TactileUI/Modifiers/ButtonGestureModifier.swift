/// `_onButtonGesture(pressing:perform:)`: SwiftUI's private button gesture, which libraries call
/// to get a button's press on a view of their own (aheze/SwipeActions highlights its action
/// buttons with it). The press follows `Button`'s (S-65): `pressing` is told true when a finger
/// goes down on the view and false when the press ends or leaves its release area, and `perform`
/// runs on a release inside it — the same node properties `Button` sets (`ButtonPressModifier`).
/// A disabled view (environment `isEnabled` false) takes neither.
struct ButtonGestureModifier: PrimitiveModifier {
    let pressing: ((Bool) -> Void)?
    let perform: () -> Void

    func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let node = context.node(PassthroughBehavior(), children: content(context.child(.content)))
        if context.environment.isEnabled {
            // The host calls both on the main actor, where the caller's view made them.
            nonisolated(unsafe) let perform = perform
            node.primaryAction = { perform() }
            if let pressing {
                nonisolated(unsafe) let pressing = pressing
                node.pressingChanged = { pressing($0) }
            }
        }
        return [node]
    }
}

extension View {
    /// A button's press on this view (SwiftUI's private `_onButtonGesture(pressing:perform:)`;
    /// `ButtonGestureModifier`).
    public func _onButtonGesture(pressing: ((Bool) -> Void)? = nil, perform: @escaping () -> Void) -> some View {
        modifier(ButtonGestureModifier(pressing: pressing, perform: perform))
    }
}
