import Foundation
import TactileGestures

/// The animated insertions and removals of the hosted tree: found after each evaluation pass,
/// presented at each update's time, and — for removals — drawn until they end.
///
/// Which views transition (as SwiftUI): a view that appears below a view that was already there
/// (an *insertion root*), or leaves from below a view that stays (a *removal root*), in a change
/// with an animation — the transaction's, an implicit `.animation(_:value:)`'s, or the
/// transition's own. Views inside an inserted or removed view do not transition on their own,
/// nor does a removed candidate a `ViewThatFits` had set aside (it was not drawn).
/// The transition is the first `.transition(_:)` on the root's chain of single-child nodes;
/// without one the view fades (`.opacity`).
///
/// Invariants:
/// - Progress runs 1 → 0 for an insertion and 0 → 1 for a removal over the animation's curve;
///   once the animation has finished the inserted node draws as without a transition and the
///   removed subtree is gone.
/// - A removed subtree (a *ghost*) keeps the frames of its last layout; it is drawn among its
///   former siblings but is neither laid out, hit-tested nor listed (accessibility, `view(_:)`).
///   Its `parent` is its holder, a live node, whichever node it was removed from.
/// - A track follows its node when the node's body runs again (same identity, new node), and a
///   ghost follows its holder; a view inserted again at a ghost's identity ends the ghost.
/// - Matched geometry (`matchedGeometryEffect`): an inserted view whose id matches a removed
///   view's in the same change moves from the removed view's frame to its own, and the removed
///   view moves to the inserted one's frame, over the same animation.
/// - No pass without an animation and without running tracks costs more than one look at the
///   nodes it made.
@MainActor
package struct TransitionTracks {
    private enum Kind {
        case insertion
        /// `holder` draws the node as a ghost (nil for a node inside a ghost that has its own
        /// matched-geometry track).
        case removal(holder: ViewNode?)
    }

    private struct Track {
        var node: ViewNode
        var kind: Kind
        let animation: Animation
        let start: Double
        /// Matched geometry of a removed node: the inserted node whose frame it moves to.
        var counterpart: ViewNode?

        var isInsertion: Bool {
            if case .insertion = kind { return true }
            return false
        }
    }

    private var tracks: [Track] = []
    private var staleIdentities = Set<ViewIdentity>()
    private var visitedByIdentity: [ViewIdentity: ViewNode] = [:]
    private var removedMatches: [(key: MatchedGeometryKey, node: ViewNode)] = []

    package init() {}

    /// Whether no insertion or removal is running.
    package var isEmpty: Bool { tracks.isEmpty }

    /// Whether a transition is still in flight at `time`.
    package func isAnimating(at time: Double) -> Bool {
        tracks.contains { !$0.animation.isFinished(at: time - $0.start) }
    }

    // MARK: Finding insertions and removals

    /// Starts the transitions of the insertions and removals `pass` made at `time`, and moves
    /// running tracks and ghosts onto the nodes that replaced theirs.
    package mutating func begin(after pass: EvaluationPass, at time: Double) {
        let stale = pass.staleNodes
        // A node updated in place (its body re-ran) stands for a replaced one: its identity
        // counts as stale and as visited, as a replacement's would. A pass that updated every
        // node it visited and replaced none inserted and removed nothing.
        let updated = pass.updatedNodes
        guard !stale.isEmpty || (!updated.isEmpty && pass.visitedNodes.count > updated.count) else { return }
        // Loops, not `contains` closures: each call of a main-actor closure checks the executor
        // (~220 instructions), and a pass that re-ran every cell of a grid asks 10,000 nodes.
        var animated = pass.transaction.animation != nil
        for node in pass.visitedNodes where !animated {
            if node.environment.effectiveAnimation != nil || node.transition?.animation != nil { animated = true }
        }
        for node in stale where !animated {
            if node.transition?.animation != nil { animated = true }
        }
        guard animated || !tracks.isEmpty else { return }
        staleIdentities.removeAll(keepingCapacity: true)
        visitedByIdentity.removeAll(keepingCapacity: true)
        for node in stale { staleIdentities.insert(node.identity) }
        for node in updated { staleIdentities.insert(node.identity) }
        for node in pass.visitedNodes { visitedByIdentity[node.identity] = node }
        followReplacedNodes()
        guard animated else { return }
        removedMatches.removeAll(keepingCapacity: true)
        for node in stale where visitedByIdentity[node.identity] == nil { beginRemoval(of: node, at: time) }
        for node in pass.visitedNodes where !staleIdentities.contains(node.identity) { beginInsertion(of: node, at: time) }
        removedMatches.removeAll(keepingCapacity: true)
    }

    /// Moves tracks whose node, holder or counterpart was replaced (its body ran again) onto the
    /// replacement; drops those whose node left without one.
    private mutating func followReplacedNodes() {
        var index = 0
        while index < tracks.count {
            var track = tracks[index]
            var keep = true
            switch track.kind {
            case .insertion:
                if track.node.isDetached {
                    if let successor = visitedByIdentity[track.node.identity] {
                        successor.transitionPresentation = track.node.transitionPresentation
                        track.node = successor
                    } else {
                        keep = false
                    }
                }
            case .removal(let holder?):
                if holder.isDetached {
                    if let successor = visitedByIdentity[holder.identity] {
                        if !holder.ghosts.isEmpty {
                            for ghost in holder.ghosts { ghost.node.parent = successor }
                            successor.ghosts.append(contentsOf: holder.ghosts)
                            holder.ghosts.removeAll()
                        }
                        track.kind = .removal(holder: successor)
                    } else {
                        keep = false
                    }
                }
            case .removal(nil):
                break
            }
            if let counterpart = track.counterpart, counterpart.isDetached {
                track.counterpart = visitedByIdentity[counterpart.identity]
            }
            if keep {
                tracks[index] = track
                index += 1
            } else {
                tracks.remove(at: index)
            }
        }
    }

    private mutating func beginRemoval(of node: ViewNode, at time: Double) {
        guard let parent = node.parent else { return }
        // A node whose parent left too is inside a removed view, not a removal root.
        if staleIdentities.contains(parent.identity), visitedByIdentity[parent.identity] == nil { return }
        guard let holder = parent.isDetached ? visitedByIdentity[parent.identity] : parent else { return }
        // A candidate a `ViewThatFits` had set aside was not drawn: it has nothing to fade out.
        if parent.behaviorType == ObjectIdentifier(ViewThatFitsBehavior.self),
           (parent.behavior as? ViewThatFitsBehavior)?.state.shownNode !== node { return }
        let transition = Self.transition(of: node)
        guard let animation = transition?.animation ?? holder.environment.effectiveAnimation else { return }
        let index = parent.children.firstIndex { $0 === node } ?? holder.children.count
        holder.ghosts.append(Ghost(node: node, index: min(index, holder.children.count)))
        // The ghost hangs from its holder from now on: its former parent may be a replaced node
        // that nothing keeps (`parent` is not retained), and painting and placing the ghost walk
        // up its parents.
        node.parent = holder
        node.transitionPresentation = TransitionPresentation(effects: transition?.removal ?? [.opacity], progress: 0)
        tracks.append(Track(node: node, kind: .removal(holder: holder), animation: animation, start: time))
        collectMatches(in: node)
    }

    private mutating func collectMatches(in node: ViewNode) {
        if let key = node.matchedGeometry { removedMatches.append((key, node)) }
        for child in node.children { collectMatches(in: child) }
    }

    private mutating func beginInsertion(of node: ViewNode, at time: Double) {
        // A node whose parent is new too is inside an inserted view, not an insertion root.
        if let parent = node.parent, visitedByIdentity[parent.identity] === parent, !staleIdentities.contains(parent.identity) { return }
        endGhost(at: node.identity)
        let transition = Self.transition(of: node)
        guard let animation = transition?.animation ?? node.environment.effectiveAnimation else { return }
        node.transitionPresentation = TransitionPresentation(effects: transition?.insertion ?? [.opacity], progress: 1)
        tracks.append(Track(node: node, kind: .insertion, animation: animation, start: time))
        if !removedMatches.isEmpty { matchGeometry(below: node, animation: animation, at: time) }
    }

    /// Pairs the matched-geometry views inside the inserted `node` with removed ones.
    private mutating func matchGeometry(below node: ViewNode, animation: Animation, at time: Double) {
        if let key = node.matchedGeometry, let match = removedMatches.firstIndex(where: { $0.key.matches(key) }) {
            let removed = removedMatches.remove(at: match).node
            if node.transitionPresentation == nil {
                node.transitionPresentation = TransitionPresentation(effects: [], progress: 1)
                tracks.append(Track(node: node, kind: .insertion, animation: animation, start: time))
            }
            node.transitionPresentation?.matchedFrame = removed.globalFrame
            node.transitionPresentation?.matchedProperties = key.properties
            if let index = tracks.firstIndex(where: { $0.node === removed }) {
                tracks[index].counterpart = node
            } else {
                removed.transitionPresentation = TransitionPresentation(effects: [], progress: 0)
                tracks.append(Track(node: removed, kind: .removal(holder: nil), animation: animation, start: time, counterpart: node))
            }
            removed.transitionPresentation?.matchedProperties = key.properties
        }
        for child in node.children { matchGeometry(below: child, animation: animation, at: time) }
    }

    /// Ends the removal of the ghost at `identity` (its view is back).
    private mutating func endGhost(at identity: ViewIdentity) {
        guard let index = tracks.firstIndex(where: { $0.node.identity == identity && !$0.isInsertion }) else { return }
        if case .removal(let holder?) = tracks[index].kind { holder.ghosts.removeAll { $0.node === tracks[index].node } }
        tracks.remove(at: index)
    }

    /// The transition on `node`'s chain of single-child nodes, nearest first.
    private static func transition(of node: ViewNode) -> AnyTransition? {
        var current = node
        while true {
            if let transition = current.transition { return transition }
            guard current.children.count == 1 else { return nil }
            current = current.children[0]
        }
    }

    // MARK: Presenting

    /// Sets every running transition's progress for `time` and ends the finished ones; inserted
    /// nodes whose drawing changed are added to `changes` (to be placed again).
    package mutating func present(at time: Double, changes: inout [LayoutEngine.Change]) {
        var index = 0
        while index < tracks.count {
            let track = tracks[index]
            let elapsed = time - track.start
            if track.animation.isFinished(at: elapsed) {
                track.node.transitionPresentation = nil
                switch track.kind {
                case .insertion: changes.append(LayoutEngine.Change(node: track.node, previousSizes: track.node.sizeCache))
                case .removal(let holder?): holder.ghosts.removeAll { $0.node === track.node }
                case .removal(nil): break
                }
                tracks.remove(at: index)
                continue
            }
            let fraction = track.animation.fraction(at: elapsed)
            track.node.transitionPresentation?.progress = track.isInsertion ? 1 - fraction : fraction
            if track.isInsertion { changes.append(LayoutEngine.Change(node: track.node, previousSizes: track.node.sizeCache)) }
            index += 1
        }
    }

    /// Places the ghosts again at their current progress (after the live tree's layout, which
    /// gives matched-geometry counterparts their frames).
    package func placeGhosts(with layout: LayoutEngine) {
        for track in tracks {
            guard let counterpart = track.counterpart, !track.isInsertion else { continue }
            track.node.transitionPresentation?.matchedFrame = counterpart.transitionPresentation?.unmatchedFrame ?? counterpart.globalFrame
        }
        for track in tracks {
            if case .removal(_?) = track.kind { layout.placeAgain(track.node) }
        }
    }
}
