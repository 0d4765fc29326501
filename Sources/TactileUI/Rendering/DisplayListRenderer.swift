import Foundation

/// Walks a laid-out node tree and produces its `DisplayList`.
///
/// Invariants: children draw after their parent's own drawing, in `zIndex` order; a node with
/// zero opacity draws nothing; clips and shadows apply to the whole subtree of their node.
@MainActor
package enum DisplayListRenderer {
    package static func render(_ roots: [ViewNode], canvasSize: CGSize) -> DisplayList {
        var items: [DisplayItem] = []
        for root in roots { draw(root, clips: [], shadow: nil, blur: nil, identifier: nil, into: &items) }
        return DisplayList(canvasSize: canvasSize, items: items)
    }

    private static func draw(_ node: ViewNode, clips: [Path], shadow: ShadowParameters?, blur: BlurParameters?,
                             identifier: String?, into items: inout [DisplayItem]) {
        guard node.opacity > 0 else { return }
        let behavior = node.presentedBehavior
        let identifier = node.accessibilityIdentifier ?? identifier
        var builder = DisplayListBuilder()
        behavior.draw(in: node.bounds, into: &builder)
        let shadow = (behavior as? ShadowBehavior)?.parameters ?? shadow
        let blur = (behavior as? BlurBehavior).map { $0.parameters.radius > 0 ? $0.parameters.combined(with: blur) : blur } ?? blur
        for content in builder.contents {
            let content = node.projection.map { projected(content, by: $0, approximation: node.transform) } ?? content
            items.append(DisplayItem(content: content, transform: node.transform, opacity: node.opacity, clips: clips,
                                     shadow: shadow, blur: blur, identifier: identifier, identity: node.identity))
        }
        var childClips = clips
        if let clip = behavior.clipPath(in: node.bounds) {
            childClips.append(node.projection.map { ProjectedPath.path(clip, through: $0) } ?? clip.applying(node.transform))
        }
        for child in node.drawnChildren {
            draw(child, clips: childClips, shadow: shadow, blur: blur, identifier: identifier, into: &items)
        }
    }

    /// `content` of a node drawn with a perspective `projection`, for an item drawn with the
    /// affine `approximation` (the node's `transform`): outlines are mapped exactly — each point
    /// through the projection, then back through the approximation, which the item applies
    /// again — so every renderer draws them projected with no projective support of its own.
    /// Text and the placement of gradients stay affine (the approximation at the node's centre).
    private static func projected(_ content: DisplayItem.Content, by projection: ProjectionTransform,
                                  approximation: CGAffineTransform) -> DisplayItem.Content {
        let back = ProjectionTransform(approximation.inverted())
        let local = projection.concatenating(back)
        switch content {
        case .path(let path, let fill, let evenOdd, let stroke):
            return .path(ProjectedPath.path(path, through: local), fill: fill, evenOdd: evenOdd, stroke: stroke)
        case .gradientPath(let path, let gradient, let bounds, let evenOdd, let stroke):
            return .gradientPath(ProjectedPath.path(path, through: local), gradient: gradient, bounds: bounds, evenOdd: evenOdd, stroke: stroke)
        case .text:
            return content
        }
    }
}
