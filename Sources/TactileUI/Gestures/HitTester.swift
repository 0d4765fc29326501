import Foundation
import TactileGestures

/// Finds the views under a touch-down (S-66): the path from a root to the deepest view hit.
///
/// Rules, in the order applied to each node (topmost sibling first — drawing order, `zIndex`):
/// - `allowsHitTesting(false)` and disabled views remove their whole subtree; so does a
///   presented opacity below `GestureConfiguration.minimumHitTestingOpacity` (0.001).
/// - The point is mapped into the node's local space with its inverted canvas transform, so hit
///   testing follows offset, scale and rotation effects (the rendered geometry).
/// - A `contentShape` decides alone: outside it nothing in the subtree is hit; inside it the node
///   is hit, together with the deepest child hit there, if any.
/// - Otherwise a node is hit where a child is hit; else a shape (or colour, or image) where its
///   drawn outline contains the point, and another leaf within its bounds. Containers are not
///   hit in the gaps between their children; `Color.clear` and `Spacer` are never hit.
@MainActor
package struct HitTester {
    package let minimumOpacity: Double

    package init(configuration: GestureConfiguration) {
        minimumOpacity = configuration.minimumHitTestingOpacity
    }

    /// The path from a root to the deepest view hit at `point` (canvas coordinates), or nil.
    package func path(at point: CGPoint, in roots: [ViewNode]) -> [ViewNode]? {
        for root in roots.reversed() {
            if let path = hit(root, at: point) { return path }
        }
        return nil
    }

    private func hit(_ node: ViewNode, at point: CGPoint) -> [ViewNode]? {
        let attributes = node.hitTesting
        guard attributes.allowsHitTesting, attributes.isEnabled, node.opacity >= minimumOpacity else { return nil }
        let transform = node.transform
        guard transform.a * transform.d - transform.b * transform.c != 0 else { return nil }  // scaled to nothing
        let local = point.applying(transform.inverted())
        if let shape = attributes.contentShape {
            guard shape.path(in: node.bounds).contains(local, eoFill: attributes.contentShapeEvenOdd) else { return nil }
            return [node] + (hitChild(of: node, at: point) ?? [])
        }
        if let path = hitChild(of: node, at: point) { return [node] + path }
        guard !attributes.isClearColor, !(node.presentedBehavior is SpacerBehavior) else { return nil }
        if let outline = node.shapePath { return outline.contains(local) ? [node] : nil }
        return node.children.isEmpty && node.bounds.contains(local) ? [node] : nil
    }

    private func hitChild(of node: ViewNode, at point: CGPoint) -> [ViewNode]? {
        for child in node.childrenInDrawingOrder.reversed() {
            if let path = hit(child, at: point) { return path }
        }
        return nil
    }
}
