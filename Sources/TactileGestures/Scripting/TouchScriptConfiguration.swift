import Foundation

/// Every number the touch scripts of `TouchScripting` and `ViewHost` use when a test does not
/// give its own, in one value, each with its source. Tags as in `GestureConfiguration`: [doc]
/// Apple (or the anchor framework named) documents it, [re] reverse-engineered, [ours] a Tactile
/// choice, with the reason.
///
/// Invariants: rates are positive, durations and distances positive, `edgeInset` ≥ 0 — the
/// scripts read them as given.
public struct TouchScriptConfiguration: Sendable, Equatable {
    /// [doc] UIKit delivers touches once per display refresh: 60 Hz on a display without
    /// ProMotion. Samples per second of every moving script.
    public var sampleRate: Double = 60
    /// [doc] The display refresh of a 60 Hz iPhone: `settle(timeout:)` and
    /// `advance(until:timeout:)` move the clock by one frame of this rate at a time (Jetpack
    /// Compose's test clock frame is 16 ms; Flutter's `pumpAndSettle` steps 100 ms).
    public var frameRate: Double = 60
    /// [ours] How long `settle` and `advance(until:)` run before they record an issue: longer
    /// than any built-in animation, spring or deceleration (seconds of virtual time).
    public var settleTimeout: Double = 10
    /// [ours] How long a finger stays down in a tap: well inside the 0.75 s hold limit (S-10).
    /// The default of `tap(at:)` since the first driver.
    public var tapHoldDuration: Double = 0.05
    /// [ours] From a lift to the next touch-down in `doubleTap` and `tap(count:)`: well inside
    /// the 0.35 s multi-tap window (S-11).
    public var multiTapInterval: Double = 0.15
    /// [doc] Jetpack Compose's `swipeUp()`/`swipeDown()`/`swipeLeft()`/`swipeRight()` default
    /// `durationMillis = 200`: a swipe crosses its view in this many seconds.
    public var swipeDuration: Double = 0.2
    /// [ours] How long a `drag(along:)` or `drag(on:along:)` takes: the default of `drag(from:to:)`.
    public var dragDuration: Double = 0.3
    /// [ours] How long a `multiTouch` script takes: the default of `pinch` and `rotate`.
    public var multiTouchDuration: Double = 0.4
    /// [ours] How far a `fling(on:direction:velocity:)` travels, in points: past a drag's 10 pt
    /// minimum distance (S-30) at once, and long enough for three samples at 60 Hz up to
    /// 3,600 pt/s (faster flings take three shorter samples).
    public var flingDistance: CGFloat = 200
    /// [re] A fling moves in at least this many samples, so SwiftUI's three-sample velocity
    /// estimator (S-33) sees two segments of the same speed, however fast the fling.
    public var minimumFlingMoves: Int = 3
    /// [ours] A unit point on a view's edge is moved this far inside its frame (in points), so
    /// `.bottomTrailing` hits the view whose frame excludes its maximum edges (Jetpack Compose's
    /// `bottomRight` is likewise one pixel inside).
    public var edgeInset: CGFloat = 1

    public init() {}

    /// The values above.
    public static let standard = TouchScriptConfiguration()

    /// The length of one frame at `frameRate`, in seconds.
    public var frameDuration: Double { 1 / frameRate }
}
