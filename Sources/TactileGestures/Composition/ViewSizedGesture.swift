import Foundation

/// A gesture whose value carries the size of the view it is attached to (its `.local` bounds,
/// read from the pass's geometry): for containers that turn a translation into a fraction of
/// their width (a paged `TabView`). Phases are the content's, unchanged.
package struct ViewSizedGesture<Content: Gesture>: Gesture {
    package typealias Value = (value: Content.Value, size: CGSize)
    package typealias Body = Never
    package let content: Content

    package init(_ content: Content) { self.content = content }

    package func _makeGestureNode() -> _GestureNode<Value> { ViewSizedNode(content._makeGestureNode()) }
}

/// Follows its child, pairing each value with the view's size at the pass that produced it.
final class ViewSizedNode<ChildValue>: WrapperNode<ChildValue, (value: ChildValue, size: CGSize)> {
    private final class SizeSlot { var size = CGSize.zero }
    private let slot: SizeSlot

    init(_ child: _GestureNode<ChildValue>) {
        let slot = SizeSlot()
        self.slot = slot
        super.init(child, label: child.label, transform: { (value: $0, size: slot.size) })
    }

    override func handle(_ context: GestureUpdateContext) {
        slot.size = context.geometry.localSize
        super.handle(context)
    }

    override func handleAdoption(_ context: GestureUpdateContext) {
        slot.size = context.geometry.localSize
        super.handleAdoption(context)
    }
}
