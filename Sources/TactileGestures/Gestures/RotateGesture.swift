import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation (SwiftUI's
/// `RotateGesture`, iOS 17). S-41, S-43.
public struct RotateGesture: Gesture {
    public typealias Body = Never

    /// The attributes of a rotation gesture. S-41.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial centre of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint

        public init(time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = GestureConfiguration.Defaults.rotateMinimumAngleDelta) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeGestureNode() -> _GestureNode<Value> {
        TwoTouchNode(RotationMetric(minimumAngleDelta: minimumAngleDelta))
    }
}

/// A gesture that recognizes a rotation motion (SwiftUI's `RotationGesture`). S-42: the older form
/// of `RotateGesture`, not formally deprecated in the iOS 17/18 SDKs; `Value` is the angle.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = GestureConfiguration.Defaults.rotateMinimumAngleDelta) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func _makeGestureNode() -> _GestureNode<Angle> {
        MapNode(TwoTouchNode(RotationMetric(minimumAngleDelta: minimumAngleDelta)),
                label: "RotationGesture(minimumAngleDelta: \(minimumAngleDelta))") { $0.rotation }
    }
}
