import Foundation

/// How a value changes over time, described by keyframes (SwiftUI's `Keyframes`, iOS 17):
/// `KeyframeTrack`s, each animating one property of the value, what `KeyframesBuilder` builds
/// from them, or a type of your own whose `body` is such keyframes.
///
/// Invariants: every track starts together at time 0 from the value's current property; the
/// keyframes last as long as their longest track; tracks are applied in the order they are
/// written, so where two animate the same property the later one wins.
public protocol Keyframes<Value> {
    associatedtype Value = Self.Body.Value
    associatedtype Body: Keyframes

    /// The keyframes these are made of.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }

    /// Tactile's: appends these keyframes' tracks, resolved from the timeline's initial value, to
    /// `tracks`. A type of your own leaves it to the default, which appends its body's.
    @MainActor func _appendTracks(to tracks: inout _KeyframeTracks<Self.Value>)
}

extension Keyframes where Value == Body.Value {
    @MainActor public func _appendTracks(to tracks: inout _KeyframeTracks<Value>) {
        body._appendTracks(to: &tracks)
    }
}

/// The tracks of a `KeyframeTimeline`, each resolved into its path from the timeline's initial
/// value (and the velocities an interrupted animation left). Its contents are Tactile's own.
public struct _KeyframeTracks<Root> {
    /// One property's path: writes its value at a time into the root value, and reads its velocity.
    struct Track {
        let keyPath: AnyKeyPath
        let duration: Double
        let apply: @MainActor (inout Root, Double) -> Void
        let velocity: @MainActor (Double) -> Any
    }

    let initialValue: Root
    /// The velocity each property's animatable data had when this timeline replaced another, by key path.
    let initialVelocities: [AnyKeyPath: Any]
    var tracks: [Track] = []

    init(initialValue: Root, initialVelocities: [AnyKeyPath: Any]) {
        self.initialValue = initialValue
        self.initialVelocities = initialVelocities
    }
}

/// Two groups of keyframes played together (the builder's sequence of tracks).
struct KeyframesPair<Value, First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Value, Second.Value == Value {
    let first: First
    let second: Second

    var body: Self { self }

    @MainActor func _appendTracks(to tracks: inout _KeyframeTracks<Value>) {
        first._appendTracks(to: &tracks)
        second._appendTracks(to: &tracks)
    }
}

/// No keyframes: an empty builder.
struct EmptyKeyframes<Value>: Keyframes {
    var body: Self { self }

    @MainActor func _appendTracks(to tracks: inout _KeyframeTracks<Value>) {}
}
