import Foundation
import TactileGestures

// The value types SwiftUI makes `Animatable`, with SwiftUI's `AnimatableData`: the scalars are
// their own data; an angle animates its radians; a point, a size and a unit point their two
// coordinates; a rectangle its origin and size; edge insets their four edges. Keyframe tracks
// (`KeyframeTrack`) and `Spring.value(fromValue:toValue:initialVelocity:time:)` interpolate
// them through this data.

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension EdgeInsets: Animatable {
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set { (top, leading, bottom, trailing) = (newValue.first, newValue.second.first, newValue.second.second.first, newValue.second.second.second) }
    }
}
