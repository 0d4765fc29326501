import Foundation

/// Layout moves (`PlacementTrack`): which moves animate, and how a move follows its view when
/// the view's node is replaced.
extension LayoutEngine {
    /// Marks every node with a move in flight for placement (presented at `time`), and lets the
    /// ones that ended, or left the tree, go.
    func scheduleMoves() {
        var index = 0
        while index < movingNodes.count {
            let node = movingNodes[index]
            guard !node.isDetached, let track = node.placementTrack else {
                node.isListedAsMoving = false
                movingNodes.swapAt(index, movingNodes.count - 1)
                movingNodes.removeLast()
                continue
            }
            if track.isFinished(at: time) { node.placementTrack = nil }
            node.needsPlacement = true
            markAncestorsForPlacement(of: node)
            if node.placementTrack == nil {
                node.isListedAsMoving = false
                movingNodes.swapAt(index, movingNodes.count - 1)
                movingNodes.removeLast()
                continue
            }
            index += 1
        }
    }

    /// Starts (or goes on with) `node`'s move when the layout puts it at `frame`, and returns
    /// the displacement to present it with now (`PlacementTrack`).
    func moveDisplacement(of node: ViewNode, to frame: CGRect) -> CGVector {
        if node.hasBeenPlaced, node.frame.origin != frame.origin, let context = placementAnimation,
           node.parent.map({ !$0.presentedBehavior.movesChildrenItself }) ?? true,
           let animation = context.animation(for: node) {
            let left = node.placementTrack.map { $0.isFinished(at: time) ? .zero : $0.displacement(at: time) } ?? .zero
            let displacement = CGVector(dx: node.frame.minX + left.dx - frame.minX, dy: node.frame.minY + left.dy - frame.minY)
            node.placementTrack = displacement == .zero || !displacement.dx.isFinite || !displacement.dy.isFinite ? nil
                : PlacementTrack(displacement: displacement, animation: animation, start: time)
        }
        guard let track = node.placementTrack else { return .zero }
        if track.isFinished(at: time) {
            node.placementTrack = nil
            return .zero
        }
        if !node.isListedAsMoving, !node.isDetached {
            node.isListedAsMoving = true
            movingNodes.append(node)
        }
        return track.displacement(at: time)
    }

    /// Hands each replaced node's move history to its replacement *by identity* (a body that ran
    /// again made new nodes; a reordered `ForEach` made them in a new order, so the node that
    /// took over a position's layout may be another view's): the replacement starts from where
    /// its own view was, and goes on with its move. A node new in the tree has no history (its
    /// first placement never animates). Only needed while a move runs or may start
    /// (`placementAnimation`); a replaced node with a history to take is a change of its parent,
    /// which places its children again.
    package func carryMoves(after pass: EvaluationPass, changes: inout [Change]) {
        guard placementAnimation != nil || !movingNodes.isEmpty else { return }
        var replaced: [ViewIdentity: ViewNode] = [:]
        for node in pass.staleNodes where node.hasBeenPlaced { replaced[node.identity] = node }
        var updated = Set<ObjectIdentifier>()
        for node in pass.updatedNodes { updated.insert(ObjectIdentifier(node)) }
        for node in pass.visitedNodes where !updated.contains(ObjectIdentifier(node)) {
            guard let old = replaced[node.identity] else {
                node.hasBeenPlaced = false
                node.placementTrack = nil
                continue
            }
            guard node.frame.origin != old.frame.origin || node.placementTrack !== old.placementTrack || !node.hasBeenPlaced
            else { continue }
            node.frame.origin = old.frame.origin
            node.hasBeenPlaced = true
            node.placementTrack = old.placementTrack
            node.needsPlacement = true
            if let parent = node.parent { changes.append(Change(node: parent, previousSizes: parent.sizeCache)) }
        }
    }
}
