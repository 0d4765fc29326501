import Foundation

/// Where a node's subtree stands in the last display list, and whether it must be drawn again:
/// what lets `ViewGraph.displayList()` redraw only what changed (issue 11, item 4).
///
/// Invariants (kept by `ViewNode.invalidatePaint()` and `DisplayListRenderer`):
/// - `start`/`count` are the index and number of the items this node and its descendants drew in
///   the display list of `generation` (0: never drawn in a list this node's graph still holds).
/// - A node with `needsRepaint` or `descendantNeedsRepaint` has every ancestor in the tree marked
///   `descendantNeedsRepaint` (or itself `needsRepaint`), so the renderer finds each one by
///   walking down the marked paths only, never the whole tree.
/// - Everything a node's items are made of — its presented behaviour, frame, transform, opacity,
///   projection, identifier, drawn children and their order — is written through a property that
///   marks it (`didSet`), or it is placed again by `LayoutEngine` (which marks it too: a behaviour
///   may draw from state kept outside the node, like a sheet's dimming).
package struct PaintSlot {
    package var start = 0
    package var count = 0
    package var generation = 0
    /// This node's own drawing (or anything it hands its descendants: clips, shadow, blur,
    /// identifier, opacity) may have changed: its whole subtree is drawn again.
    package var needsRepaint = true
    /// Some node below must be drawn again.
    package var descendantNeedsRepaint = false
}

extension ViewNode {
    /// Marks the node to be drawn again and its ancestors as leading to it (see `PaintSlot`).
    /// Stops at the first ancestor already marked: the rest of the chain is marked already.
    @inline(__always)
    package func invalidatePaint() {
        guard !paint.needsRepaint else { return }
        paint.needsRepaint = true
        markAncestorsForRepaint()
    }

    /// The node takes `old`'s place in the tree and in the last display list (its body re-ran
    /// alone): drawn again where `old`'s items were, when it draws as many.
    package func inheritPaint(of old: ViewNode) {
        paint.start = old.paint.start
        paint.count = old.paint.count
        paint.generation = old.paint.generation
        paint.needsRepaint = true
        markAncestorsForRepaint()
    }

    private func markAncestorsForRepaint() {
        var ancestor = parent
        while let node = ancestor, !node.paint.descendantNeedsRepaint, !node.paint.needsRepaint {
            node.paint.descendantNeedsRepaint = true
            ancestor = node.parent
        }
    }
}
