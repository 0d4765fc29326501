import Foundation
import TactileGestures

/// Finds the views under a touch-down (S-66): the path from a root to the deepest view hit.
///
/// Rules, in the order applied to each node (topmost sibling first — drawing order, `zIndex`):
/// - `allowsHitTesting(false)` and disabled views remove their whole subtree; so does a
///   presented opacity below `GestureConfiguration.minimumHitTestingOpacity` (0.001). A list
///   row still in its insertion transition (a `ListPieceBehavior` node with a
///   `transitionPresentation`) is hit as when it has finished fading in: its subtree's opacity
///   is taken without that transition's factor. A list row is a `UITableView` cell, and UIKit
///   hit-tests a view's model values (alpha 1 once the insertion began), not the animation's
///   presentation, so on iOS a row inserted `withAnimation` can be swiped from its first frame.
/// - The point is mapped into the node's local space with its inverted canvas transform, so hit
///   testing follows offset, scale and rotation effects (the rendered geometry). A node that
///   clips hit testing (a scroll view) is missed outside its bounds, with its whole subtree.
/// - A `contentShape` decides alone: outside it nothing in the subtree is hit; inside it the node
///   is hit, together with the deepest child hit there, if any.
/// - Otherwise a node is hit where a child is hit; else a shape (or colour, or image) where its
///   drawn outline contains the point, and another leaf within its bounds. Containers are not
///   hit in the gaps between their children; `Color.clear` and `Spacer` are never hit.
///
/// Cost: works on the geometry cached by layout (`ViewNode.inverseTransform`,
/// `subtreeHitBox`): a subtree whose box does not contain the point is skipped without looking
/// inside; built-in shapes are tested analytically (`AnalyticShape`), so `path(at:in:into:)`
/// allocates nothing once its buffer has grown (custom shapes still build their `Path`).
@MainActor
package struct HitTester {
    package let minimumOpacity: Double
    /// Slack added around cached boxes before skipping a subtree, in points, so rounding in
    /// the box's transform can never skip a hit (an extra look is harmless).
    package static let boxSlack: CGFloat = 0.001

    package init(configuration: GestureConfiguration) {
        minimumOpacity = configuration.minimumHitTestingOpacity
    }

    /// The path from a root to the deepest view hit at `point` (canvas coordinates), or nil.
    package func path(at point: CGPoint, in roots: [ViewNode]) -> [ViewNode]? {
        var path: [ViewNode] = []
        return self.path(at: point, in: roots, into: &path) ? path : nil
    }

    /// Replaces `path`'s contents with the path from a root to the deepest view hit at `point`;
    /// false (and `path` empty) when nothing is hit. Reuses `path`'s storage.
    package func path(at point: CGPoint, in roots: [ViewNode], into path: inout [ViewNode]) -> Bool {
        path.removeAll(keepingCapacity: true)
        var index = roots.count
        while index > 0 {
            index -= 1
            if hit(roots[index], at: point, path: &path, modelOpacity: nil) { return true }
        }
        return false
    }

    /// The opacity `node` is hit-tested with: its presented opacity, except at and below a list
    /// row in its insertion transition, where the transition's factor is left out
    /// (`modelOpacity` is then its parent's, so computed; nil elsewhere).
    private func hitOpacity(of node: ViewNode, modelOpacity: Double?) -> (opacity: Double, isModel: Bool) {
        func own(_ node: ViewNode, transition: Bool) -> Double {
            let factor = min(1, max(0, node.presentedBehavior.opacityFactor))
            guard transition, let presentation = node.transitionPresentation else { return factor }
            return factor * presentation.opacityFactor(in: node.frame.size)
        }
        if let modelOpacity { return (modelOpacity * own(node, transition: true), true) }
        if node.transitionPresentation != nil, node.behaviorType == ObjectIdentifier(ListPieceBehavior.self) {
            return (node.placedParentOpacity * own(node, transition: false), true)
        }
        return (node.opacity, false)
    }

    private func hit(_ node: ViewNode, at point: CGPoint, path: inout [ViewNode], modelOpacity: Double?) -> Bool {
        let attributes = node.hitTesting
        let (opacity, isModel) = hitOpacity(of: node, modelOpacity: modelOpacity)
        guard attributes.allowsHitTesting, attributes.isEnabled, opacity >= minimumOpacity,
              let inverse = node.inverseTransform else { return false }
        let childModelOpacity = isModel ? opacity : nil
        let box = node.subtreeHitBox
        guard point.x >= box.minX - Self.boxSlack, point.x <= box.maxX + Self.boxSlack,
              point.y >= box.minY - Self.boxSlack, point.y <= box.maxY + Self.boxSlack else { return false }
        // Under a perspective effect the affine inverse only approximates: use the exact one.
        let local = node.inverseProjection.map { point.applying($0) } ?? point.applying(inverse)
        if node.presentedBehavior.clipsHitTesting && !node.bounds.contains(local) { return false }
        path.append(node)
        if let shape = attributes.contentShape {
            // A built-in shape is one closed outline: even-odd and non-zero fill agree.
            let inside = AnalyticShape(shape).map { $0.contains(local, in: node.bounds) }
                ?? shape.path(in: node.bounds).contains(local, eoFill: attributes.contentShapeEvenOdd)
            guard inside else { path.removeLast(); return false }
            _ = hitChild(of: node, at: point, path: &path, modelOpacity: childModelOpacity)
            return true
        }
        if hitChild(of: node, at: point, path: &path, modelOpacity: childModelOpacity) { return true }
        let behavior = node.presentedBehavior
        let isHit: Bool
        if attributes.isClearColor || behavior is SpacerBehavior {
            isHit = false
        } else if let shape = behavior.analyticHitShape {
            isHit = shape.contains(local, in: node.bounds)
        } else if let outline = node.shapePath {
            isHit = outline.contains(local)
        } else {
            isHit = node.children.isEmpty && node.bounds.contains(local)
        }
        if !isHit { path.removeLast() }
        return isHit
    }

    private func hitChild(of node: ViewNode, at point: CGPoint, path: inout [ViewNode], modelOpacity: Double?) -> Bool {
        let children = node.childrenInDrawingOrder
        var index = children.count
        while index > 0 {
            index -= 1
            if hit(children[index], at: point, path: &path, modelOpacity: modelOpacity) { return true }
        }
        return false
    }
}
