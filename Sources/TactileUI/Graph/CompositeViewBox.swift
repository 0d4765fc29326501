/// A composite view's record body: links the view's persistent properties at the record's
/// identity, then evaluates its `body` below `.body`.
package final class CompositeViewBox<V: View>: ViewValueBox<V> {
    override package func evaluate(_ context: EvaluationContext) -> [ViewNode] {
        let view = value
        context.pass.linkProperties(of: view, plan: linkPlan, at: context.identity, environment: context.environment)
        return context.child(.body).nodes(for: view.body)
    }

    override package var compositeViewTypeName: String? { String(describing: V.self) }
}
