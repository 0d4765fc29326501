/// Several views built by one `ViewBuilder` block (SwiftUI's `TupleView`).
///
/// Invariant: child `i` has the identity of this view followed by position `i`, so inserting a
/// view in a different position of the source changes the type, never the state of the others.
public struct TupleView<T>: View {
    public var value: T
    package let children: [any View]

    /// Wraps a tuple of views; elements that are not views are ignored.
    public init(_ value: T) {
        self.value = value
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    package init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public var body: EmptyView { EmptyView() }
}

extension TupleView: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        children.enumerated().flatMap { index, child in context.child(.index(index)).nodes(for: child) }
    }
}
