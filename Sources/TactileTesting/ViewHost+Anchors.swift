import Foundation
import TactileGestures
import TactileUI

/// Node-relative points: where in a target view a script puts its finger, as a `UnitPoint` of the
/// view's drawn frame (Jetpack Compose's `center`, `topLeft`, `percentOffset`).
extension ViewHost {
    /// The point at `anchor` of `target`'s drawn frame (`ViewSnapshot.globalFrame`: the axis-
    /// aligned box where it is drawn, the box `center(of:)` uses): `.center` is its centre,
    /// `.topLeading` its top-leading corner, `UnitPoint(x: 0.25, y: 0.5)` a quarter of the way
    /// across. A point on an edge is moved `TouchScriptConfiguration.standard.edgeInset` (1 pt)
    /// inside, so every anchor in 0…1 lands in the frame; anchors outside 0…1 are outside it.
    /// `target` is an accessibility identifier, else a text, or a found element (`TouchTarget`);
    /// a missing view is a test bug.
    public func location(_ anchor: UnitPoint = .center, in target: some TouchTarget) -> CGPoint {
        location(anchor, inFrame: targetNode(target).drawnFrame)
    }

    /// The point at `anchor` of `frame`, edges moved `edgeInset` inside (a dimension shorter than
    /// twice the inset gives its middle).
    func location(_ anchor: UnitPoint, inFrame frame: CGRect) -> CGPoint {
        let inset = TouchScriptConfiguration.standard.edgeInset
        func coordinate(_ unit: CGFloat, _ minimum: CGFloat, _ length: CGFloat) -> CGFloat {
            guard length > 2 * inset else { return minimum + length / 2 }
            let value = minimum + unit * length
            guard unit >= 0, unit <= 1 else { return value }
            return min(max(value, minimum + inset), minimum + length - inset)
        }
        return CGPoint(x: coordinate(anchor.x, frame.minX, frame.width), y: coordinate(anchor.y, frame.minY, frame.height))
    }

    /// The view `target` names, laid out now: for a string, the view with that identifier, else
    /// the first text showing it; for an element, the view with its identity. A missing view is
    /// a test bug (as in `view(_:)`).
    func targetNode(_ target: some TouchTarget) -> ViewNode {
        host.graph.update()
        switch target.touchTargetLocator.kind {
        case .identifierOrText(let string):
            guard let node = host.graph.node(withAccessibilityIdentifier: string)
                ?? host.graph.allNodes.first(where: { ($0.behavior as? TextBehavior)?.string == string }) else {
                preconditionFailure("ViewHost: no view with identifier or text \"\(string)\"")
            }
            return node
        case .element(let identity, let summary):
            guard let node = host.graph.allNodes.first(where: { identity.matches($0.identity) }) else {
                preconditionFailure("ViewHost: the element \(summary) is no longer in the tree")
            }
            return node
        }
    }
}
