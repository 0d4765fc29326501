import Foundation

/// A colour as a view fills the space it is offered (SwiftUI: `Color` is a view).
/// `Color.clear` draws nothing visible and is flagged so hit testing can skip it, as SwiftUI does.
extension Color: View {
    public var body: EmptyView { EmptyView() }
}

extension Color: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        var behavior = ShapeBehavior(path: { Path($0) }, size: { $0.replacingUnspecifiedDimensions() },
                                     color: resolved, stroke: nil, evenOdd: false, analyticHitShape: .rectangle)
        behavior.fillsBounds = true
        let node = context.node(consume behavior)
        node.hitTesting.isClearColor = resolved.opacity == 0
        return [node]
    }
}
