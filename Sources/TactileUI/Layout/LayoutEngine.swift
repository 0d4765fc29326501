import Foundation

/// Runs SwiftUI's propose-and-respond layout over a node tree and records each node's frame,
/// canvas transform and opacity.
///
/// Invariants: the root is proposed the canvas size and centred in it; every node's size is its
/// answer to the proposal its parent made; sizes are cached per node and proposal for one pass.
@MainActor
package final class LayoutEngine {
    private var cache: [ObjectIdentifier: [ProposedViewSize: CGSize]] = [:]

    package init() {}

    /// The size `node` (at its presentation values) chooses for `proposal`.
    package func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        let key = ObjectIdentifier(node)
        if let cached = cache[key]?[proposal] { return cached }
        let size = node.presentedBehavior.sizeThatFits(proposal, children: node.children, layout: self).sanitized
        cache[key, default: [:]][proposal] = size
        return size
    }

    /// Lays out `root` on a canvas of `canvas` size: proposes the canvas, centres the answer.
    package func layout(_ root: [ViewNode], canvas: CGSize) {
        cache = [:]
        for node in root {
            let size = self.size(of: node, proposal: ProposedViewSize(canvas))
            let origin = Alignment.center.origin(of: size, in: canvas)
            place(node, frame: CGRect(origin: origin, size: size), parentTransform: .identity, parentOpacity: 1)
        }
    }

    private func place(_ node: ViewNode, frame: CGRect, parentTransform: CGAffineTransform, parentOpacity: Double) {
        let behavior = node.presentedBehavior
        node.frame = frame
        node.transform = behavior.effectTransform(in: frame.size)
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
            .concatenating(parentTransform)
        node.opacity = parentOpacity * min(1, max(0, behavior.opacityFactor))
        let frames = behavior.placeChildren(node.children, in: frame.size, layout: self)
        for (child, childFrame) in zip(node.children, frames) {
            place(child, frame: childFrame, parentTransform: node.transform, parentOpacity: node.opacity)
        }
    }
}

extension CGSize {
    /// The size with negative or NaN dimensions replaced by 0 (a view never reports those);
    /// infinity stays, as the answer of a view that takes whatever it is offered.
    package var sanitized: CGSize {
        CGSize(width: width.isNaN ? 0 : max(0, width), height: height.isNaN ? 0 : max(0, height))
    }
}
