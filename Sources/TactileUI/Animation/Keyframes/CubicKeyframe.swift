import Foundation

/// A keyframe reached along a cubic curve (SwiftUI's `CubicKeyframe`, iOS 17): a cubic Hermite
/// segment from where the previous keyframe left the value to `to` over `duration`, so a run of
/// cubic keyframes passes smoothly through each (a Catmull–Rom spline; `KeyframePath`).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// A keyframe reaching `to` after `duration` seconds; nil velocities are computed to keep
    /// the motion smooth.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    public var body: CubicKeyframe<Value> { self }

    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        keyframes.append(.cubic(to: to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity))
    }
}
