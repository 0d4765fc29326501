import Foundation

/// Runs SwiftUI's propose-and-respond layout over a node tree and records each node's frame,
/// canvas transform, opacity and hit-testing box — incrementally.
///
/// Invariants:
/// - The root is proposed the canvas size and centred in it — with a safe area
///   (`canvasSafeArea`), the safe region — and every node's size is its answer to the proposal
///   its parent made. A node's `safeArea` is its parent's unless the parent's behaviour set it
///   in `placeChildren` (docs/ARCHITECTURE-HOST.md, "Device and safe area").
/// - Sizes are cached per node and proposal (`ViewNode.sizeCache`) for as long as the node's
///   subtree and presentation do not change. A change (`LayoutChange`) clears the changed node's
///   answers and walks up only while an answer its parent relied on differs: the parent's
///   answers are cleared and compared in turn; the walk stops at the first node whose answers
///   stay the same, because nothing above it can see the change.
/// - Placement skips a subtree whose frame and parent transform and opacity are unchanged and
///   that holds no node to place again: its frames, transforms and boxes stay as they are. A
///   subtree that only moved on the canvas by a translation (same size, nothing to place again
///   inside) is shifted without running any `placeChildren` (a scroll move).
/// - A child a `ViewThatFits` sets aside (`ViewNode.onlyShownChild`) is measured, never placed:
///   its frame and transforms keep whatever they were, and nothing reads them.
@MainActor
package final class LayoutEngine {
    /// A node that is new in the tree or whose presentation changed, with the answers its
    /// predecessor at that position had given (empty for a node that was never laid out).
    package struct Change {
        package let node: ViewNode
        package let previousSizes: SizeCache

        package init(node: ViewNode, previousSizes: SizeCache) {
            self.node = node
            self.previousSizes = previousSizes
        }
    }

    /// How many sizes were computed (not found in a node's cache), for tests and diagnostics.
    package private(set) var sizingCount = 0
    /// How many layouts (`layout(_:canvas:changes:)`) have run: a custom layout updates its cache
    /// once per pass (`CustomLayoutBehavior`).
    package private(set) var pass = 0
    /// How many nodes were placed in full (`placeChildren` and transforms computed again).
    package private(set) var placementCount = 0

    /// The device's safe area on the canvas (`Device.safeFrame` in the canvas); nil when the host
    /// has no safe area, so no node carries one.
    package var canvasSafeArea: SafeAreaFrame?

    /// The window as a container (`RelativeFrameContainer`): the safe region of the canvas (the whole
    /// canvas when the host has no safe area), what `containerRelativeFrame` reads outside any
    /// scroll view.
    package let windowContainer = RelativeFrameContainer()

    /// The host's time for this layout: where moves in flight are presented (`PlacementTrack`).
    package var time: Double = 0
    /// Set for the layout round right after an evaluation: what the moves it makes animate with
    /// (nil: every move jumps, and the moves in flight go on).
    package var placementAnimation: PlacementAnimationContext?
    /// The nodes with a move in flight, placed again at each layout until it ends.
    var movingNodes: [ViewNode] = []

    /// Whether a move is tracked: until it ends, placement depends on the time.
    package var hasMovingNodes: Bool { !movingNodes.isEmpty }

    /// Whether a move is still in flight at `time`.
    package func isMoving(at time: Double) -> Bool {
        for node in movingNodes where node.placementTrack.map({ !$0.isFinished(at: time) }) == true { return true }
        return false
    }

    package init() {}

    /// The node whose `placeChildren` runs (nil outside one): its children's size queries are
    /// the proposals it places them with, the last one for each child before it is placed.
    private var placingNode: ViewNode?

    /// The size `node` (at its presentation values) chooses for `proposal`.
    package func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        // A `ViewThatFits` shows the child chosen for the proposal it is placed with, which only
        // its parent's placement knows: kept for it (a root's parent and `placingNode` are both nil).
        if node.behaviorType == ObjectIdentifier(ViewThatFitsBehavior.self), node.parent === placingNode {
            ViewThatFitsBehavior.notePlacementProposal(proposal, of: node)
        }
        if let cached = node.sizeCache.size(for: proposal) { return cached }
        sizingCount &+= 1
        let size = node.presentedBehavior.sizeThatFits(proposal, children: node.children, layout: self).sanitized
        node.sizeCache.insert(size, for: proposal)
        return size
    }

    /// Lays out `roots` on a canvas of `canvas` size: proposes the canvas, centres the answer.
    /// `changes` lists what changed since the last layout of these nodes; nodes never laid out
    /// are placed whatever the list says.
    package func layout(_ roots: [ViewNode], canvas: CGSize, changes: [Change] = []) {
        pass &+= 1
        if !movingNodes.isEmpty { scheduleMoves() }
        windowContainer.update(canvasSafeArea?.safe.size ?? canvas, below: nil, layout: self)
        for change in changes { propagate(change) }
        for node in roots {
            // The root view is proposed the safe region and centred in it, as a hosting
            // controller does; a presentation layer covers the canvas (it places its sheet).
            var region = CGRect(origin: .zero, size: canvas)
            if let canvasSafeArea {
                node.safeArea = canvasSafeArea
                if !(node.presentedBehavior is PresentationLayerBehavior) { region = canvasSafeArea.safe }
            }
            let size = self.size(of: node, proposal: ProposedViewSize(region.size))
            let origin = Alignment.center.origin(of: size, in: region.size)
            place(node, frame: CGRect(origin: CGPoint(x: region.minX + origin.x, y: region.minY + origin.y), size: size),
                  parentTransform: .identity, parentOpacity: 1)
        }
    }

    /// Walks up from a changed node as far as a size can change (see the type's invariants).
    private func propagate(_ change: Change) {
        var node = change.node
        var previous = change.previousSizes
        node.needsPlacement = true
        while true {
            markAncestorsForPlacement(of: node)
            var changed = previous.isIncomplete
            var index = 0
            while !changed && index < previous.count {
                let entry = previous[index]
                changed = size(of: node, proposal: entry.proposal) != entry.size
                index += 1
            }
            guard changed, let parent = node.parent else { return }
            previous = parent.sizeCache
            parent.sizeCache.removeAll()
            parent.needsPlacement = true
            node = parent
        }
    }

    func markAncestorsForPlacement(of node: ViewNode) {
        var ancestor = node.parent
        while let current = ancestor, !current.descendantNeedsPlacement {
            current.descendantNeedsPlacement = true
            ancestor = current.parent
        }
    }

    /// Places `node`'s subtree again where its parent last placed it (a removed subtree drawn
    /// while its transition runs: its presentation changed, its parent is gone).
    package func placeAgain(_ node: ViewNode) {
        node.needsPlacement = true
        place(node, frame: node.frame, parentTransform: node.placedParentTransform, parentOpacity: node.placedParentOpacity)
    }

    private func place(_ node: ViewNode, frame: CGRect, parentTransform: CGAffineTransform, parentOpacity: Double) {
        let moved = node.frame != frame || node.placedParentTransform != parentTransform || node.placedParentOpacity != parentOpacity
        guard moved || node.needsPlacement || node.descendantNeedsPlacement else { return }
        // A move the layout made may animate; a node moving is placed in full.
        let displacement = moved || node.placementTrack != nil ? self.moveDisplacement(of: node, to: frame) : .zero
        if moved, !node.needsPlacement, !node.descendantNeedsPlacement, frame.size == node.frame.size,
           node.placementTrack == nil, node.placedParentOpacity == parentOpacity,
           translate(node, frame: frame, parentTransform: parentTransform) {
            return
        }
        if moved || node.needsPlacement {
            placementCount &+= 1
            node.hasBeenPlaced = true
            let behavior = node.presentedBehavior
            // Placed again: its drawing may come from state kept outside the node (a sheet's
            // dimming, a scroll view's offset), so it is drawn again too (`PaintSlot`).
            node.invalidatePaint()
            node.frame = frame
            node.placedParentTransform = parentTransform
            node.placedParentOpacity = parentOpacity
            var opacityFactor = min(1, max(0, behavior.opacityFactor))
            // From the node's local space to its parent's, after its effect (and transition).
            var localToParent = CGAffineTransform(translationX: frame.minX + displacement.dx, y: frame.minY + displacement.dy)
            if let transition = node.transitionPresentation {
                localToParent = transition.localTransform(in: frame.size).concatenating(localToParent)
                opacityFactor *= transition.opacityFactor(in: frame.size)
            }
            let effectProjection = behavior.effectProjection(in: frame.size)
            node.transform = behavior.effectTransform(in: frame.size).concatenating(localToParent).concatenating(parentTransform)
            if let transition = node.transitionPresentation, transition.matchedFrame != nil {
                let unmatched = node.bounds.applying(node.transform)
                node.transitionPresentation?.unmatchedFrame = unmatched
                localToParent = localToParent.concatenating(transition.matchedTransform(from: unmatched))
                node.transform = node.transform.concatenating(transition.matchedTransform(from: unmatched))
            }
            if effectProjection != nil || node.parent?.projection != nil {
                project(node, effect: effectProjection ?? ProjectionTransform(behavior.effectTransform(in: frame.size)),
                        localToParent: localToParent, parentTransform: parentTransform)
            } else if node.projection != nil {
                node.projection = nil
                node.inverseProjection = nil
            }
            let transform = node.transform
            node.inverseTransform = transform.a * transform.d - transform.b * transform.c != 0 ? transform.inverted() : nil
            node.opacity = parentOpacity * opacityFactor
            if !node.children.isEmpty {
                // Children inherit the safe area; a safe-area modifier's placement replaces its content's.
                if let safeArea = node.safeArea { for child in node.children { child.safeArea = safeArea } }
                let outerPlacingNode = placingNode
                placingNode = node
                let frames = behavior.placeChildren(node.children, in: frame.size, layout: self)
                placingNode = outerPlacingNode
                if let only = node.onlyShownChild {
                    // The children set aside are not placed (`ViewNode.onlyShownChild`).
                    if node.children.indices.contains(only), only < frames.count {
                        place(node.children[only], frame: frames[only], parentTransform: node.transform, parentOpacity: node.opacity)
                    }
                } else {
                    for (child, childFrame) in zip(node.children, frames) {
                        place(child, frame: childFrame, parentTransform: node.transform, parentOpacity: node.opacity)
                    }
                }
            }
        } else {
            for child in node.shownChildren {
                place(child, frame: child.frame, parentTransform: node.transform, parentOpacity: node.opacity)
            }
        }
        node.needsPlacement = false
        node.descendantNeedsPlacement = false
        var box: CGRect
        if node.inverseTransform == nil {
            box = .null
        } else if node.presentedBehavior.hitsBeyondBounds || node.hitTesting.contentShape.map({ AnalyticShape($0) == nil }) == true {
            box = .infinite
        } else {
            box = node.globalFrame
            if box.origin.x.isNaN || box.origin.y.isNaN || box.width.isNaN || box.height.isNaN { box = .infinite }
        }
        if !node.presentedBehavior.clipsHitTesting {
            for child in node.shownChildren where !child.subtreeHitBox.isNull { box = box.union(child.subtreeHitBox) }
        }
        node.subtreeHitBox = box
    }
}

extension LayoutEngine {
    /// Places `node` when only where it sits on the canvas changed by a translation (a scroll
    /// view's content moved, an ancestor's offset): the node's size, presentation and subtree
    /// are unchanged, and its new canvas transform differs from the old one by a translation
    /// only, so every transform, inverse and hit box below it moves by the same vector and no
    /// `placeChildren` needs to run. False (nothing changed) when the transform's linear part
    /// changed. Invariant: the result equals a full placement (up to rounding).
    fileprivate func translate(_ node: ViewNode, frame: CGRect, parentTransform: CGAffineTransform) -> Bool {
        // A projected node's affine transform is an approximation: place it in full.
        guard node.projection == nil else { return false }
        let transform = node.presentedBehavior.effectTransform(in: frame.size)
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
            .concatenating(parentTransform)
        let old = node.transform
        guard transform.a == old.a, transform.b == old.b, transform.c == old.c, transform.d == old.d else { return false }
        node.frame = frame
        node.placedParentTransform = parentTransform
        shift(node, dx: transform.tx - old.tx, dy: transform.ty - old.ty)
        return true
    }

    /// Moves `node`'s subtree on the canvas by (`dx`, `dy`).
    private func shift(_ node: ViewNode, dx: CGFloat, dy: CGFloat) {
        node.transform.tx += dx
        node.transform.ty += dy
        if let projection = node.projection {
            // A canvas translation after the projection keeps it exact (and `transform` its
            // approximation, translated alike).
            node.projection = projection.concatenating(ProjectionTransform(CGAffineTransform(translationX: dx, y: dy)))
            node.inverseProjection = node.projection?.inverted()
        }
        let transform = node.transform
        node.inverseTransform = transform.a * transform.d - transform.b * transform.c != 0 ? transform.inverted() : nil
        let box = node.subtreeHitBox
        if !box.isNull && !box.isInfinite { node.subtreeHitBox = box.offsetBy(dx: dx, dy: dy) }
        // Children set aside are not placed, so not moved (they are placed in full when shown).
        for child in node.shownChildren {
            child.placedParentTransform.tx += dx
            child.placedParentTransform.ty += dy
            shift(child, dx: dx, dy: dy)
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

extension LayoutEngine {
    /// Sets `node.projection` — local space → canvas, exact — from its effect as a projection,
    /// the affine rest of its local-to-parent map and its parent's map (the parent's projection
    /// when it has one), and makes `node.transform` its affine approximation at the bounds'
    /// centre, so code that only knows affine transforms stays close.
    fileprivate func project(_ node: ViewNode, effect: ProjectionTransform, localToParent: CGAffineTransform,
                             parentTransform: CGAffineTransform) {
        let parent = node.parent?.projection ?? ProjectionTransform(parentTransform)
        let projection = effect.concatenating(ProjectionTransform(localToParent)).concatenating(parent)
        var inverse = projection
        node.projection = projection
        node.inverseProjection = inverse.invert() ? inverse : nil
        node.transform = projection.affineApproximation(at: CGPoint(x: node.bounds.midX, y: node.bounds.midY))
    }
}
