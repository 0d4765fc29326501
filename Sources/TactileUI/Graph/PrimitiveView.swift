/// A view the host turns into nodes itself instead of evaluating a `body`.
///
/// Every built-in view and modifier is primitive; user views are composite. The result may hold
/// any number of nodes (an `if` without `else` yields none, a `ForEach` one per element).
@MainActor
package protocol PrimitiveView {
    func makeNodes(in context: EvaluationContext) -> [ViewNode]

    /// `makeNodes(in:)` of the `Self` value at `address`, read where it is. The default reads the
    /// value; a modifier chain (`ModifiedContent`) reads its parts at their offsets, so no level
    /// of the chain copies the levels below it.
    static func makeNodes(at address: UnsafeRawPointer, in context: EvaluationContext) -> [ViewNode]
}

extension PrimitiveView {
    package static func makeNodes(at address: UnsafeRawPointer, in context: EvaluationContext) -> [ViewNode] {
        address.assumingMemoryBound(to: Self.self).pointee.makeNodes(in: context)
    }

    /// `view.makeNodes(in:)` for a `view` whose type is `Self` (checked by the caller's cast of
    /// `V.self`), without boxing it in an existential. The value is copied once into a variable
    /// whose address `makeNodes(at:in:)` reads (not `withUnsafePointer`: a main-actor closure
    /// handed to the standard library checks the executor on every call). A bit cast to `Self`
    /// copied it too, and then every `ModifiedContent` level copied the chain below it again
    /// (≈ 500 instructions per view of four modifiers, measured: docs/PERFORMANCE.md
    /// "Incremental view graph").
    static func makeNodes<V>(of view: V, in context: EvaluationContext) -> [ViewNode] {
        precondition(V.self == Self.self, "PrimitiveView.makeNodes(of:in:) called with a view of another type")
        var value = view
        return makeNodes(atValue: &value, in: context)
    }

    private static func makeNodes<V>(atValue pointer: UnsafeMutablePointer<V>, in context: EvaluationContext) -> [ViewNode] {
        makeNodes(at: UnsafeRawPointer(pointer), in: context)
    }
}
