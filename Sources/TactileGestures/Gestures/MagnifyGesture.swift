import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification
/// (SwiftUI's `MagnifyGesture`, iOS 17). S-40, S-43.
public struct MagnifyGesture: Gesture {
    public typealias Body = Never

    /// The attributes of a magnification gesture. S-40.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by: 1 at the start, 2 = twice the starting span.
        public var magnification: CGFloat
        /// The current magnification velocity, in magnification per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial centre of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint

        public init(time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = GestureConfiguration.Defaults.magnifyMinimumScaleDelta) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeGestureNode() -> _GestureNode<Value> {
        TwoTouchNode(MagnificationMetric(minimumScaleDelta: minimumScaleDelta))
    }
}

/// A gesture that recognizes a magnification motion (SwiftUI's `MagnificationGesture`, deprecated
/// in iOS 17 in favour of `MagnifyGesture`). S-42: `Value` is the magnification.
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = GestureConfiguration.Defaults.magnifyMinimumScaleDelta) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func _makeGestureNode() -> _GestureNode<CGFloat> {
        MapNode(TwoTouchNode(MagnificationMetric(minimumScaleDelta: minimumScaleDelta)),
                label: "MagnificationGesture(minimumScaleDelta: \(minimumScaleDelta))") { $0.magnification }
    }
}
