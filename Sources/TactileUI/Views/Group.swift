/// Groups views without adding layout of its own (SwiftUI's `Group`): a modifier applied to a
/// group applies to each of its children.
public struct Group<Content: View>: View {
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: EmptyView { EmptyView() }
}

extension Group: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        context.child(.content).nodes(for: content)
    }
}
