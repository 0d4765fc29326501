import Foundation

/// Keyframes laid out in time from an initial value, to be read at any time (SwiftUI's
/// `KeyframeTimeline`, iOS 17): what a `KeyframeAnimator` plays, and what code of your own can
/// scrub.
///
/// Invariants: `duration` is the longest track's; `value(time:)` starts from the initial value
/// and writes each track's value at `time` in the order the tracks were written; before 0 it is
/// the initial value, after `duration` every track's last value. Main-actor isolated here, as
/// `Animatable` is (docs/COMPATIBILITY.md).
public struct KeyframeTimeline<Value> {
    let tracks: _KeyframeTracks<Value>

    /// The timeline of `content`'s keyframes from `initialValue`.
    @MainActor
    public init<K: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> K) where K.Value == Value {
        self.init(initialValue: initialValue, initialVelocities: [:], keyframes: content())
    }

    /// The timeline of `keyframes` from `initialValue`, its tracks starting at the velocities an
    /// interrupted timeline left (`velocities(time:)`).
    @MainActor
    init<K: Keyframes>(initialValue: Value, initialVelocities: [AnyKeyPath: Any], keyframes: K) where K.Value == Value {
        var tracks = _KeyframeTracks(initialValue: initialValue, initialVelocities: initialVelocities)
        keyframes._appendTracks(to: &tracks)
        self.tracks = tracks
    }

    /// How long the keyframes take, in seconds: the longest track's duration.
    public var duration: TimeInterval { tracks.tracks.lazy.map(\.duration).max() ?? 0 }

    /// The value `time` seconds into the timeline.
    @MainActor
    public func value(time: Double) -> Value {
        var value = tracks.initialValue
        for track in tracks.tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0 the start, 1 the end) of the timeline.
    @MainActor
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }

    /// Each track's velocity `time` seconds in, by its key path (a later track of the same
    /// property wins, as for values).
    @MainActor
    func velocities(time: Double) -> [AnyKeyPath: Any] {
        var velocities: [AnyKeyPath: Any] = [:]
        for track in tracks.tracks { velocities[track.keyPath] = track.velocity(time) }
        return velocities
    }
}
