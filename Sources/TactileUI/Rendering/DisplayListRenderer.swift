import Foundation

/// Walks a laid-out node tree and produces its `DisplayList`, or brings the last one up to date.
///
/// Invariants: children draw after their parent's own drawing, in `zIndex` order; a node with
/// zero opacity draws nothing; clips and shadows apply to the whole subtree of their node.
/// `update` gives exactly the list `render` would (the tests compare them after every step of
/// every scene); it redraws only the subtrees marked for repaint (`PaintSlot`), each in place.
/// A masked view (`MaskBehavior`) draws its content clipped to its mask's `MaskOutline`, at the
/// outline's opacity, and not the mask; a change anywhere below it redraws it whole (the clip
/// depends on the mask's items).
@MainActor
package enum DisplayListRenderer {
    /// What a subtree inherits from the nodes above it.
    private struct Inherited {
        var clips: [Path] = []
        var shadow: ShadowParameters?
        var blur: BlurParameters?
        var blendMode: BlendMode = .normal
        var identifier: String?
        /// What the opacity of every item below is multiplied by (a mask's opacity).
        var opacity: Double = 1
        /// The colour effects of ancestors (`brightness(_:)`, `saturation(_:)`, …), innermost
        /// first: the order they apply to every colour drawn below.
        var colorEffects: [ColorEffect] = []
    }

    /// The whole list, drawn from scratch. With a `generation` (> 0), every node records where
    /// its items are (`ViewNode.paint`), for `update`; with 0 the nodes are left untouched.
    package static func render(_ roots: [ViewNode], canvasSize: CGSize, generation: Int = 0) -> DisplayList {
        var items: [DisplayItem] = []
        for root in roots { draw(root, Inherited(), generation: generation, base: 0, into: &items) }
        return DisplayList(canvasSize: canvasSize, items: items)
    }

    /// Brings `list` — drawn from `roots` as `generation` — up to date by drawing again only the
    /// subtrees marked for repaint, each over its old items. Returns false (and `list` must be
    /// drawn again with `render`) when a subtree now draws a different number of items or was
    /// not part of that list: the items after it would move.
    package static func update(_ list: inout DisplayList, roots: [ViewNode], generation: Int) -> Bool {
        var fresh: [DisplayItem] = []
        var position = 0
        for root in roots {
            // Roots draw one after the other: each must be the one drawn at this place last time
            // (or have taken its place), else the order changed.
            guard root.paint.generation == generation, root.paint.start == position,
                  patch(root, Inherited(), generation: generation, items: &list.items, scratch: &fresh) else { return false }
            position += root.paint.count
        }
        return position == list.items.count
    }

    private static func patch(_ node: ViewNode, _ inherited: Inherited, generation: Int,
                              items: inout [DisplayItem], scratch: inout [DisplayItem]) -> Bool {
        if node.paint.needsRepaint || (node.paint.descendantNeedsRepaint && node.isMasked) {
            let slot = node.paint
            guard slot.generation == generation, slot.start + slot.count <= items.count else { return false }
            scratch.removeAll(keepingCapacity: true)
            draw(node, inherited, generation: generation, base: slot.start, into: &scratch)
            guard scratch.count == slot.count else { return false }
            for offset in 0..<slot.count { items[slot.start + offset] = scratch[offset] }
            return true
        }
        guard node.paint.descendantNeedsRepaint else { return true }
        node.paint.descendantNeedsRepaint = false
        guard node.paint.generation == generation else { return false }
        // Invisible at the last list and since (a change of opacity would have marked it): its
        // subtree drew nothing there and draws nothing now.
        guard node.opacity > 0 else { return true }
        // Removed views drawn while their transition runs are not children: draw it whole.
        guard node.ghosts.isEmpty else { return false }
        let inherited = inheritance(of: node, from: inherited)
        // Each subtree is drawn over its own items, so the drawing order does not matter here:
        // the children as they are, and only the marked ones (a row of 100 cells with one
        // changed calls `patch` once, not 100 times). Children set aside are not drawn
        // (`ViewNode.onlyShownChild`): a change inside one repaints nothing.
        for child in node.shownChildren where child.paint.needsRepaint || child.paint.descendantNeedsRepaint {
            guard patch(child, inherited, generation: generation, items: &items, scratch: &scratch) else { return false }
        }
        return true
    }

    /// What `node`'s children inherit: `inherited` with the node's clip, shadow, blur, blend mode,
    /// colour effect and identifier.
    private static func inheritance(of node: ViewNode, from inherited: Inherited) -> Inherited {
        let behavior = node.presentedBehavior
        var result = inherited
        result.identifier = node.accessibilityIdentifier ?? inherited.identifier
        if let shadow = (behavior as? ShadowBehavior)?.parameters { result.shadow = shadow }
        if let blur = behavior as? BlurBehavior {
            result.blur = blur.parameters.radius > 0 ? blur.parameters.combined(with: inherited.blur) : inherited.blur
        }
        if let blend = behavior as? BlendModeBehavior { result.blendMode = blend.mode }
        if let effect = behavior as? ColorEffectBehavior { result.colorEffects.insert(effect.effect, at: 0) }
        if let clip = behavior.clipPath(in: node.bounds) {
            result.clips.append(node.projection.map { ProjectedPath.path(clip, through: $0) } ?? clip.applying(node.transform))
        }
        return result
    }

    /// Draws `node`'s subtree into `items`, whose first element stands at `base` in the list.
    private static func draw(_ node: ViewNode, _ inherited: Inherited, generation: Int, base: Int,
                             into items: inout [DisplayItem]) {
        let start = items.count
        defer {
            if generation > 0 {
                node.paint = PaintSlot(start: base + start, count: items.count - start, generation: generation,
                                       needsRepaint: false, descendantNeedsRepaint: false)
            }
        }
        guard node.opacity > 0 else { return }
        var own = inheritance(of: node, from: inherited)
        if node.isMasked, let mask = node.children.last {
            // The mask is drawn aside (recording its paint, which clears its repaint marks).
            var maskItems: [DisplayItem] = []
            draw(mask, Inherited(), generation: generation, base: 0, into: &maskItems)
            let outline = MaskOutline(items: maskItems, baseOpacity: node.opacity)
            own.clips.append(outline.clip)
            own.opacity *= outline.opacity
        }
        var builder = DisplayListBuilder()
        node.containerRelativeBehavior.draw(in: node.bounds, into: &builder)
        for (index, content) in builder.contents.enumerated() {
            if let placement = builder.placement(at: index) {
                items.append(placed(content, by: placement, in: node, inherited: inherited, own: own))
                continue
            }
            var content = node.projection.map { projected(content, by: $0, approximation: node.transform) } ?? content
            if !own.colorEffects.isEmpty { content = ColorEffect.apply(own.colorEffects, to: content) }
            items.append(DisplayItem(content: content, transform: node.transform, opacity: node.opacity * inherited.opacity,
                                     clips: inherited.clips,
                                     shadow: own.shadow, blur: own.blur, blendMode: own.blendMode, identifier: own.identifier, identity: node.identity))
        }
        for child in node.drawnChildren {
            draw(child, own, generation: generation, base: base, into: &items)
        }
    }

    /// The item for `content` that `node` drew with a `placement` of its own (a canvas): the
    /// placement's transform before the node's, its opacity times the node's, its clips (mapped
    /// to the canvas) after the inherited ones, its blend mode instead of the inherited one. Under
    /// a perspective projection, a path's points are placed first and projected as the node's
    /// own paths are (its stroke width is then not scaled by the placement).
    private static func placed(_ content: DisplayItem.Content, by placement: LocalDrawing, in node: ViewNode,
                               inherited: Inherited, own: Inherited) -> DisplayItem {
        var content = content
        var transform = placement.transform.concatenating(node.transform)
        if let projection = node.projection {
            switch content {
            case .path(let path, let fill, let evenOdd, let stroke):
                content = projected(.path(path.applying(placement.transform), fill: fill, evenOdd: evenOdd, stroke: stroke),
                                    by: projection, approximation: node.transform)
                transform = node.transform
            case .gradientPath, .text:
                break
            }
        }
        if !own.colorEffects.isEmpty { content = ColorEffect.apply(own.colorEffects, to: content) }
        var clips = inherited.clips
        for clip in placement.clips {
            clips.append(node.projection.map { ProjectedPath.path(clip, through: $0) } ?? clip.applying(node.transform))
        }
        return DisplayItem(content: content, transform: transform, opacity: node.opacity * inherited.opacity * placement.opacity,
                           clips: clips, shadow: own.shadow, blur: own.blur, blendMode: placement.blendMode ?? own.blendMode,
                           identifier: own.identifier, identity: node.identity)
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
