/// A type-erased view (SwiftUI's `AnyView`).
///
/// Invariant: the wrapped view's type is part of its identity, so replacing the wrapped view by a
/// view of another type drops the old view's state.
public struct AnyView: View {
    package let wrapped: any View

    public init<V: View>(_ view: V) { wrapped = view }
    public init<V: View>(erasing view: V) { wrapped = view }

    public var body: EmptyView { EmptyView() }
}

extension AnyView: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        context.child(.type(ObjectIdentifier(type(of: wrapped)))).nodes(for: wrapped)
    }
}
