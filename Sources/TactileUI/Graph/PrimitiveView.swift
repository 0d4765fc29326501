/// A view the host turns into nodes itself instead of evaluating a `body`.
///
/// Every built-in view and modifier is primitive; user views are composite. The result may hold
/// any number of nodes (an `if` without `else` yields none, a `ForEach` one per element).
@MainActor
package protocol PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode]
}
