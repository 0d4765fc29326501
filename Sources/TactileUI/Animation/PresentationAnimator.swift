/// Keeps, per animatable node, the target value from the last evaluation and the animation in
/// flight toward it, and answers the presentation value at a given time.
///
/// Invariants: a node's first appearance never animates; a changed target animates from the
/// *current presentation value* (so a retargeted animation continues from where it is) when the
/// change has an animation and the two values can be interpolated, and snaps otherwise; a
/// finished animation is forgotten and the target is presented.
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

    private var targets: [Key: AnimatableVector] = [:]
    private var tracks: [Key: Track] = [:]

    package init() {}

    /// Records `target` for `key` at `time`, starting an animation if it changed and `animation` is set.
    package mutating func retarget(_ key: Key, to target: AnimatableVector, animation: Animation?, at time: Double) {
        guard let previous = targets[key] else { targets[key] = target; return }
        guard previous != target else { return }
        let current = presentation(for: key, at: time) ?? previous
        targets[key] = target
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

    /// Forgets finished animations and everything about keys not in `keys`.
    package mutating func prune(at time: Double, keeping keys: Set<Key>? = nil) {
        if keys != nil || tracks.values.contains(where: { $0.animation.isFinished(at: time - $0.start) }) {
            tracks = tracks.filter { key, track in
                !track.animation.isFinished(at: time - track.start) && (keys?.contains(key) ?? true)
            }
        }
        if let keys { targets = targets.filter { keys.contains($0.key) } }
    }

    /// Forgets everything about `key` (its node left the tree): if it comes back, it appears
    /// without animating.
    package mutating func forget(_ key: Key) {
        targets[key] = nil
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
