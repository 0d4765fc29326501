import Foundation

/// A keyframe a spring pulls the value toward (SwiftUI's `SpringKeyframe`, iOS 17): for `duration`
/// seconds (nil: the spring's settling duration) `spring` moves the value from where the previous
/// keyframe left it, at the velocity it arrived with, toward `to`. A duration shorter than the
/// spring's settling hands the next keyframe the value and velocity the spring has reached then.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// A keyframe whose segment `spring` shapes, toward `to`.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    public var body: SpringKeyframe<Value> { self }

    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        keyframes.append(.spring(to: to, duration: duration, spring: spring, startVelocity: startVelocity))
    }
}
