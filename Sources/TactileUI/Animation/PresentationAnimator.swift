/// Keeps, per animatable node, the animation in flight toward its target, and answers the
/// presentation value at a given time. The targets themselves are the caller's (`ViewGraph`
/// keeps each on its node, `ViewNode.animatorTarget`): `retarget` is told the previous one.
///
/// Invariants: a node's first appearance never animates (it has no previous target); a changed
/// target animates from the *current presentation value* (so a retargeted animation continues
/// from where it is) when the change has an animation and the two values can be interpolated,
/// and snaps otherwise; a finished animation is forgotten and the target is presented.
package struct PresentationAnimator {
    package struct Key: Hashable {
        package let identity: ViewIdentity
        package let behavior: ObjectIdentifier
    }

    package struct Track {
        let from: AnimatableVector
        let to: AnimatableVector
        let animation: Animation
        let start: Double
    }

    private var tracks: [Key: Track] = [:]

    package init() {}

    /// Records that `key`'s target changed from `previous` to `target` at `time`: starts an
    /// animation from the current presentation value when `animation` is set, and snaps (drops
    /// the key's animation) otherwise. Nothing to do when no animation is set and none runs.
    package mutating func retarget(_ key: Key, from previous: AnimatableVector, to target: AnimatableVector,
                                   animation: Animation?, at time: Double) {
        guard previous != target, animation != nil || !tracks.isEmpty else { return }
        let current = presentation(for: key, at: time) ?? previous
        if let animation, current.interpolated(to: target, fraction: 0) != nil {
            tracks[key] = Track(from: current, to: target, animation: animation, start: time)
        } else {
            tracks[key] = nil
        }
    }

    /// The value to present for `key` at `time`: nil when nothing is animating it.
    package func presentation(for key: Key, at time: Double) -> AnimatableVector? {
        guard let track = tracks[key] else { return nil }
        let elapsed = time - track.start
        if track.animation.isFinished(at: elapsed) { return track.to }
        return track.from.interpolated(to: track.to, fraction: track.animation.fraction(at: elapsed)) ?? track.to
    }

    /// Forgets finished animations.
    package mutating func prune(at time: Double) {
        if tracks.values.contains(where: { $0.animation.isFinished(at: time - $0.start) }) {
            tracks = tracks.filter { !$0.value.animation.isFinished(at: time - $0.value.start) }
        }
    }

    /// Forgets `key`'s animation (its node left the tree; the caller forgets its target, so if
    /// it comes back, it appears without animating).
    package mutating func forget(_ key: Key) {
        tracks[key] = nil
    }

    /// The keys with an animation tracked (finished or not, until pruned).
    package var trackedKeys: Dictionary<Key, Track>.Keys { tracks.keys }

    /// Whether some animation is still tracked: until it is pruned, presentation values may
    /// depend on the time.
    package var hasTracks: Bool { !tracks.isEmpty }

    /// Whether any animation is still in flight at `time`.
    package func isAnimating(at time: Double) -> Bool {
        tracks.values.contains { !$0.animation.isFinished(at: time - $0.start) }
    }
}
