/// A view that contains nothing and takes no space (SwiftUI's `EmptyView`).
public struct EmptyView: View {
    public init() {}
    /// An empty view's body is itself; the host never reads it because `EmptyView` is primitive.
    public var body: EmptyView { self }
}

extension EmptyView: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] { [] }
}
