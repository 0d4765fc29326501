import Foundation

/// Every number the engine and the host use to recognize gestures, in one value, each with its
/// source (see `../shared/reference/gesture-semantics.md`, "Constants"). Tags: [doc] Apple documents
/// it, [re] reverse-engineered from SwiftUI, [obs] observed, [ours] a Tactile choice.
///
/// `GestureConfiguration.standard` is SwiftUI as shipped in iOS 18 (S-90).
public struct GestureConfiguration: Sendable, Equatable {
    /// S-10 [re]: a tap fails once the finger moves this far from its touch-down, in global points.
    public var tapMaximumMovement: CGFloat = 45
    /// S-10 [re]: a tap fails once a finger is held down this long (seconds).
    public var tapMaximumHoldDuration: Double = 0.75
    /// S-11 [re]: for `count > 1`, the next touch-down must follow the previous touch-up within this.
    public var multiTapInterval: Double = 0.35
    /// S-32 [re; checked against SwiftUI by ViewInspector's tests]: the horizon of predicted ends.
    public var predictedEndHorizon: Double = 0.25
    /// S-33 [re]: weight of the newest velocity segment (the previous one gets `1 - weight`).
    public var newestVelocitySegmentWeight: Double = 0.25
    /// S-33 [re]: a velocity sample closer than this (seconds) to the newest one replaces it. [ours: the value]
    public var velocitySampleEpsilon: Double = 0.000_1
    /// [obs: a UIKit pan lifted after the finger rested reports about zero velocity, so nothing
    /// flings; ours: the value, which UIKit does not publish — Android's `VelocityTracker`
    /// `ASSUME_POINTER_STOPPED_TIME` and Flutter's `kAssumePointerMoveStoppedMilliseconds`, both
    /// 40 ms]: a velocity sample at the same place as the previous one and this long (seconds)
    /// or more after it — the finger rested there — starts the estimate again, so the velocity
    /// is zero at that sample (a lift after a rest).
    public var velocityStillnessInterval: Double = 0.04
    /// S-65 [re]: a button's release must land within its bounds grown by this (iPhone idiom).
    public var buttonReleaseOutset: CGFloat = 70
    /// S-66 [re]: a view below this opacity is not hit-testable.
    public var minimumHitTestingOpacity: Double = 0.001
    /// [ours]: the most touches the engine tracks at once; further touch-downs are rejected with an error.
    public var maximumSimultaneousTouches: Int = 20
    /// [ours]: the most timer wake-ups delivered for one clock advance before the engine stops and reports.
    public var maximumWakeUpsPerAdvance: Int = 10_000
    /// [ours]: the most times one host update runs lifecycle actions (`onAppear`, `onChange`…)
    /// and re-evaluates what they changed; a view whose actions keep changing state is left
    /// pending for the next update instead of looping.
    public var maximumLifecycleRoundsPerUpdate: Int = 16
    /// Scroll views: pan slop, deceleration, rubber band and spring back, each with its source.
    public var scroll = ScrollConfiguration()

    public init() {}

    /// SwiftUI as shipped in iOS 18.
    public static let standard = GestureConfiguration()

    /// Default arguments of SwiftUI's initializers, which Apple documents [doc].
    public enum Defaults {
        /// `LongPressGesture(minimumDuration:)` [doc].
        public static let longPressMinimumDuration: Double = 0.5
        /// `LongPressGesture(maximumDistance:)` [doc].
        public static let longPressMaximumDistance: CGFloat = 10
        /// `DragGesture(minimumDistance:)` [doc].
        public static let dragMinimumDistance: CGFloat = 10
        /// `MagnifyGesture(minimumScaleDelta:)` [doc].
        public static let magnifyMinimumScaleDelta: CGFloat = 0.01
        /// `RotateGesture(minimumAngleDelta:)` [doc].
        public static let rotateMinimumAngleDelta: Angle = .degrees(1)
    }
}
