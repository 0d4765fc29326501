import Foundation

/// A gesture that succeeds when the user performs a long press (SwiftUI's `LongPressGesture`).
/// S-20…S-23: `active(true)` right after touch-down, ends with `true` when `minimumDuration`
/// elapses (without waiting for the lift); fails on an early lift or a move ≥ `maximumDistance`.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the fingers or cursor performing the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = GestureConfiguration.Defaults.longPressMinimumDuration,
                maximumDistance: CGFloat = GestureConfiguration.Defaults.longPressMaximumDistance) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _makeGestureNode() -> _GestureNode<Bool> {
        LongPressNode(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}
