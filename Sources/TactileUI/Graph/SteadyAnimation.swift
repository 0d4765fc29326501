import TactileGestures

/// An `Animation??` kept behind one reference, for the "steady" implicit animation every
/// evaluation context and record carries (`EvaluationContext.steadyImplicitAnimation`).
///
/// Contexts are copied for every view the graph evaluates, and an `Animation??` inline is about
/// a hundred bytes with a string inside: its copy is an outlined switch and a retain. Boxed, a
/// copy is one optional reference — nil almost always, since only an `.animation(_:)` without a
/// value sets one (docs/PERFORMANCE.md, "Incremental view graph").
///
/// Invariant: a box is never changed; nil stands for `Animation??.none`.
package final class SteadyAnimation: Sendable {
    package let value: Animation?

    private init(_ value: Animation?) { self.value = value }

    /// The box for `animation`: nil when it is `.none`.
    package static func box(_ animation: Animation??) -> SteadyAnimation? {
        animation.map { SteadyAnimation($0) }
    }
}
