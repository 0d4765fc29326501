import Foundation

/// A keyframe reached along a straight line (SwiftUI's `LinearKeyframe`, iOS 17): the value moves
/// from where the previous keyframe left it to `to` over `duration`, paced by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// A keyframe reaching `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    public var body: LinearKeyframe<Value> { self }

    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        keyframes.append(.linear(to: to, duration: duration, curve: timingCurve))
    }
}
