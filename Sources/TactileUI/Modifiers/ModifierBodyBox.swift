/// A user's `ViewModifier`'s record body: links the modifier's persistent properties at the
/// record's identity, then evaluates `body(content:)` below `.body`, whose content placeholder
/// evaluates the modified view.
package final class ModifierBodyBox<Content: View, Modifier: ViewModifier>: ViewValueBox<ModifiedContent<Content, Modifier>> {
    /// `LinkPlan.of(Modifier.self)`, looked up once per record (as `ViewValueBox.linkPlan`).
    private lazy var modifierLinkPlan = LinkPlan.of(Modifier.self)

    override package func evaluate(_ context: EvaluationContext) -> [ViewNode] {
        let content = value.content
        let modifier = value.modifier
        context.pass.linkProperties(of: modifier, plan: modifierLinkPlan, at: context.identity, environment: context.environment)
        let placeholder = _ViewModifier_Content<Modifier>(makeNodes: { $0.nodes(for: content) })
        return context.child(.body).nodes(for: modifier.body(content: placeholder))
    }
}
