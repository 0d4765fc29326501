/// `id(_:)`: the content's identity includes `id`, so a different id is a different view — its
/// state starts fresh, the old one's `onDisappear` and the new one's `onAppear` run.
package struct IdentityModifier<ID: Hashable>: PrimitiveModifier {
    let id: ID

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        content(context.child(.id(AnyHashable(id))))
    }
}

extension View {
    /// Binds this view's identity to `id`: when it changes, the view is replaced by a new one.
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IdentityModifier(id: id)) }
}
