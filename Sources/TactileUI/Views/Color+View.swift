import Foundation

/// A colour as a view fills the space it is offered (SwiftUI: `Color` is a view).
/// `Color.clear` draws nothing visible and is flagged so hit testing can skip it, as SwiftUI does.
extension Color: View {
    public var body: EmptyView { EmptyView() }
}

extension Color: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let node = context.node(ColorFillBehavior(color: resolved))
        node.hitTesting.isClearColor = resolved.opacity == 0
        return [node]
    }
}
