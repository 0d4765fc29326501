/// A gesture that sees touches in the coordinate spaces of one particular view.
///
/// S-60: the host builds one composite gesture per attempt from the hit-tested views — each
/// view's gesture combined with its subviews' by `exclusively`/`simultaneously` — and wraps each
/// view's own gesture in a scope whose geometry is that view's, so `.local` means "the view the
/// gesture is attached to" even inside a composite spanning many views (S-67).
package struct GeometryScopedGesture<Content: Gesture>: Gesture {
    package typealias Value = Content.Value
    package typealias Body = Never
    package let content: Content
    package let geometry: GestureGeometry

    package init(_ content: Content, geometry: GestureGeometry) {
        self.content = content
        self.geometry = geometry
    }

    package func _makeGestureNode() -> _GestureNode<Value> {
        GeometryScopeNode(content._makeGestureNode(), geometry: geometry)
    }
}

/// Updates its child with `geometry` installed, restoring the outer geometry afterwards.
final class GeometryScopeNode<Value>: WrapperNode<Value, Value> {
    private let geometry: GestureGeometry

    init(_ child: _GestureNode<Value>, geometry: GestureGeometry) {
        self.geometry = geometry
        super.init(identityOf: child, label: child.label)
    }

    override func handle(_ context: GestureUpdateContext) {
        let outer = context.geometry
        context.geometry = geometry
        super.handle(context)
        context.geometry = outer
    }

    override func handleAdoption(_ context: GestureUpdateContext) {
        let outer = context.geometry
        context.geometry = geometry
        super.handleAdoption(context)
        context.geometry = outer
    }
}
