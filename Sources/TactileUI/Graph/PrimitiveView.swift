/// A view the host turns into nodes itself instead of evaluating a `body`.
///
/// Every built-in view and modifier is primitive; user views are composite. The result may hold
/// any number of nodes (an `if` without `else` yields none, a `ForEach` one per element).
@MainActor
package protocol PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode]
}

extension PrimitiveView {
    /// `view.makeNodes(in:)` for a `view` whose type is `Self` (checked by the caller's cast of
    /// `V.self`), without boxing it in an existential. A bit cast, not `withUnsafePointer`: a
    /// main-actor closure passed to a nonisolated function checks the executor on every call
    /// (`swift_task_isCurrentExecutor`, ~220 instructions, twice per view; docs/PERFORMANCE.md,
    /// "Session 10").
    static func makeNodes<V>(of view: V, in context: EvaluationContext) -> [ViewNode] {
        precondition(V.self == Self.self, "PrimitiveView.makeNodes(of:in:) called with a view of another type")
        return unsafeBitCast(view, to: Self.self).makeNodes(in: context)
    }
}
