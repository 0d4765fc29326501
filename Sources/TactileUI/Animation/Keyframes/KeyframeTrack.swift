import Foundation

/// The keyframes of one property of a root value (SwiftUI's `KeyframeTrack`, iOS 17): the
/// property at `keyPath` (the whole value for the initializer without one) follows `content`'s
/// keyframes, from the value it has when the timeline starts.
///
/// Invariant (`KeyframePath`): the track lasts as long as its keyframes' durations add up to, and
/// holds its last value from then on.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// A track animating the whole root value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \.self
        self.content = content()
    }

    /// A track animating the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    public var body: Self { self }

    @MainActor public func _appendTracks(to tracks: inout _KeyframeTracks<Root>) {
        var list = _KeyframeList<Value>()
        content._appendKeyframes(to: &list)
        let keyPath = keyPath
        let start = tracks.initialValue[keyPath: keyPath]
        let velocity = tracks.initialVelocities[keyPath] as? Value.AnimatableData ?? .zero
        let path = KeyframePath(segments: list.segments, initialValue: start.animatableData, initialVelocity: velocity,
                                data: { $0.animatableData })
        tracks.tracks.append(_KeyframeTracks.Track(
            keyPath: keyPath, duration: path.duration,
            apply: { root, time in
                var value = start
                value.animatableData = path.value(at: time)
                root[keyPath: keyPath] = value
            },
            velocity: { path.velocity(at: $0) }))
    }
}
