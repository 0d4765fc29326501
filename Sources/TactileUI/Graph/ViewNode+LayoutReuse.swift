import Foundation

extension ViewNode {
    /// Takes over what the last layout computed for `old`, which this node replaces at the same
    /// place in the tree (the body that made `old` ran again), as far as it still holds, and
    /// lists in `changes` what must be laid out again.
    ///
    /// Walks the two subtrees in step: a node whose behaviour lays out as its predecessor's did
    /// (`NodeBehavior.layoutReuse(from:)`), with as many children, keeps its predecessor's sizes
    /// (and, for `.sizesAndPlacement`, its frame, transforms, opacity and hit box); a node that
    /// does not is a `LayoutEngine.Change` with its predecessor's sizes, so the engine walks up
    /// from it only as far as a size changed — as every replaced node was before. A colour-only
    /// change below a stack therefore re-sizes and re-places nothing.
    ///
    /// Invariant: after the layout that follows, every node's layout results are what a layout
    /// of the whole tree from scratch would give (a kept size is the answer the same behaviour
    /// and children gave to the same proposal).
    ///
    /// Only nodes made in `pass` (the pass that replaced `old`) take anything over: a node of an
    /// earlier pass (a reused record's, maybe moved among its siblings, as a `ForEach` reorders
    /// them) keeps its own results, is a change, and its parent places its children again — it
    /// may also be the predecessor read at another position, so it is never written to here.
    package func reuseLayout(of old: ViewNode, pass: Int, changes: inout [LayoutEngine.Change]) {
        if old !== self, evaluationPass != pass || hasBeenPlaced {
            // A kept node, or one updated in place (placed before, so not new), where another
            // one was (a reordered `ForEach`): its own results stand, and its parent places its
            // children again. It never takes the other's place, so its move from where it was
            // can animate (`PlacementTrack`).
            changes.append(LayoutEngine.Change(node: self, previousSizes: old.sizeCache))
            if let parent { changes.append(LayoutEngine.Change(node: parent, previousSizes: parent.sizeCache)) }
            return
        }
        if !adoptLayout(of: old, pass: pass, changes: &changes) {
            // The parent may not place its children again (their sizes can be unchanged): the
            // new node starts where the old one was placed, and is placed again from there.
            inheritPlacement(of: old)
            changes.append(LayoutEngine.Change(node: self, previousSizes: old.sizeCache))
        } else if needsPlacement || descendantNeedsPlacement {
            // Every size is known (a walk up stops at once); the ancestors learn a node below
            // them must be placed again.
            changes.append(LayoutEngine.Change(node: self, previousSizes: sizeCache))
        }
    }

    /// Adopts `old`'s layout results when its behaviour allows; false (nothing changed) when it
    /// does not. Children that cannot adopt theirs are listed in `changes`.
    private func adoptLayout(of old: ViewNode, pass: Int, changes: inout [LayoutEngine.Change]) -> Bool {
        // A kept node (a body below that was reused) is already laid out in place.
        if old === self { return true }
        guard evaluationPass == pass else { return false }
        let reuse = behavior.layoutReuse(from: old.presentedBehavior)
        guard reuse != .none, children.count == old.children.count, !old.needsPlacement, !old.descendantNeedsPlacement,
              old.transitionPresentation == nil, transitionPresentation == nil, old.ghosts.isEmpty,
              !old.hitTesting.hasContentShape, !hitTesting.hasContentShape else { return false }
        sizeCache = old.sizeCache
        frame = old.frame
        hasBeenPlaced = old.hasBeenPlaced
        placedParentTransform = old.placedParentTransform
        placedParentOpacity = old.placedParentOpacity
        if reuse == .sizesAndPlacement {
            transform = old.transform
            inverseTransform = old.inverseTransform
            projection = old.projection
            inverseProjection = old.inverseProjection
            opacity = old.opacity
            subtreeHitBox = old.subtreeHitBox
            needsPlacement = false
        } else {
            needsPlacement = true
        }
        var below = false
        for index in children.indices {
            let child = children[index]
            let oldChild = old.children[index]
            if child !== oldChild, child.evaluationPass != pass || child.hasBeenPlaced {
                // A kept node (or one updated in place) where another one was: its own sizes
                // and place stand (compared with its predecessor's, as a change), and this node
                // places its children again.
                changes.append(LayoutEngine.Change(node: child, previousSizes: oldChild.sizeCache))
                needsPlacement = true
                below = true
            } else if child.adoptLayout(of: oldChild, pass: pass, changes: &changes) {
                if child.needsPlacement || child.descendantNeedsPlacement { below = true }
            } else {
                child.inheritPlacement(of: oldChild)
                changes.append(LayoutEngine.Change(node: child, previousSizes: oldChild.sizeCache))
                below = true
            }
        }
        descendantNeedsPlacement = below
        return true
    }
}
