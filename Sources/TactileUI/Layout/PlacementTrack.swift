import Foundation
import TactileGestures

/// A view's move to a new place in its parent, animated: SwiftUI animates a view's position
/// when its layout moves it under an animation (a sibling inserted above it in a stack, a
/// `ForEach` reordered, a frame that grew before it) — the view slides instead of jumping.
///
/// Kept on the node (`ViewNode.placementTrack`) as the displacement from where the layout puts
/// it now, decaying to zero over the animation's curve: presented origin = target origin +
/// displacement × (1 − fraction). So the track is *additive*, as SwiftUI's animations are: when
/// the target moves again without an animation (the parent's own layout changed, a drag), the
/// view follows at once with what is left of its displacement; when it moves again under an
/// animation, a new track starts from where the view is presented.
///
/// Invariants: origins relative to the parent, so a child that keeps its place in a moving
/// parent moves with it and needs no track; the size is not animated (the view has its new
/// size at once, docs/COMPATIBILITY.md); a finished track is dropped and the view rests at its
/// target. A class: a node holds a reference (no node grows by a track's size), and a track never
/// changes once made, so a node that replaces another shares its predecessor's.
package final class PlacementTrack {
    /// Where the view was presented, less where the layout puts it, when the move started.
    package let displacement: CGVector
    package let animation: Animation
    package let start: Double

    package init(displacement: CGVector, animation: Animation, start: Double) {
        self.displacement = displacement
        self.animation = animation
        self.start = start
    }

    /// What is left of the displacement at `time`.
    package func displacement(at time: Double) -> CGVector {
        let remaining = 1 - animation.fraction(at: time - start)
        return CGVector(dx: displacement.dx * remaining, dy: displacement.dy * remaining)
    }

    /// Whether the view rests at its target at `time`.
    package func isFinished(at time: Double) -> Bool {
        animation.isFinished(at: time - start)
    }
}

/// What the layout round right after an evaluation animates moves with: a view moved by that
/// layout animates with the animation in effect where the change was evaluated — its nearest
/// ancestor (or itself) evaluated in the update's passes, through its environment (the transaction's
/// animation or an implicit `.animation(_:value:)`) — or, when no node above it was evaluated,
/// the latest pass's transaction's. Rounds without an evaluation (animation frames, scrolling) start
/// no move.
package struct PlacementAnimationContext {
    /// The evaluation passes whose changes this layout places (an update evaluates its changes
    /// in batches, one per animation, before it lays out).
    package let passes: ClosedRange<Int>
    /// The latest of those passes' transaction animations.
    package let transactionAnimation: Animation?

    package init(passes: ClosedRange<Int>, transactionAnimation: Animation?) {
        self.passes = passes
        self.transactionAnimation = transactionAnimation
    }

    /// The animation `node`'s move animates with (nil: it jumps).
    @MainActor
    package func animation(for node: ViewNode) -> Animation? {
        var current: ViewNode? = node
        while let candidate = current {
            if passes.contains(candidate.evaluationPass) { return candidate.environment.effectiveAnimationUnrecorded }
            current = candidate.parent
        }
        return transactionAnimation
    }
}
