import Foundation

extension View {
    /// Applies the effects `effect` returns for the view's geometry (SwiftUI's `visualEffect(_:)`,
    /// iOS 17): the closure receives `EmptyVisualEffect` and a `GeometryProxy` of the view as laid
    /// out (its size, its frame in any coordinate space: `.global`, `.scrollView`, a named space),
    /// and its effects change how the view is drawn and hit, never its layout.
    ///
    /// Invariant: the view lays out exactly as without the modifier; the effect follows the
    /// geometry — when a layout moves the view (a scroll), the closure runs again with the new
    /// proxy, as a `GeometryReader`'s content does.
    public func visualEffect(_ effect: @escaping @MainActor @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        VisualEffectReader(content: self, effect: effect)
    }
}

/// The view `visualEffect(_:)` makes: sized and placed as its content, it reads its own geometry
/// like a `GeometryReader` (the same state, refreshed after each layout) and draws its content
/// with the effect that geometry gives.
struct VisualEffectReader<Content: View, Effect: VisualEffect>: View, PrimitiveView {
    let content: Content
    let effect: @MainActor @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

    var body: EmptyView { EmptyView() }

    func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let state = GeometryReaderState.kept(for: context)
        let applied = effect(EmptyVisualEffect(), GeometryProxy(state: state)).applied(to: AnyView(content))
        let node = context.node(VisualEffectReaderBehavior(), children: context.child(.content).nodes(for: applied))
        state.node = node
        return [node]
    }
}

/// Sizes and places its one child as the child asks: the reader adds nothing to layout.
struct VisualEffectReaderBehavior: NodeBehavior {}
