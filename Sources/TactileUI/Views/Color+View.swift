import Foundation

/// A colour as a view fills the space it is offered (SwiftUI: `Color` is a view).
/// `Color.clear` draws nothing visible and is flagged so hit testing can skip it, as SwiftUI does.
extension Color: View {
    public var body: EmptyView { EmptyView() }
}

extension Color: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let color = resolve(in: context.environment)
        let node = context.node(ColorFillBehavior(color: color))
        node.hitTesting.isClearColor = color.opacity == 0
        return [node]
    }
}
