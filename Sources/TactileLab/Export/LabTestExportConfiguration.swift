import Foundation

/// Every number the lab's test export (`LabTestExporter`) uses to read a recording as touch verbs,
/// in one value, each with its source. Tags as in `GestureConfiguration`: [doc] documented,
/// [ours] a Tactile choice, with the reason.
///
/// The numbers only choose which verb to *try*: a verb is kept only when the test it writes ends in
/// the state the recording ends in, so a poor choice costs readability, never correctness.
public struct LabTestExportConfiguration: Sendable, Equatable {
    /// [doc] A finger that stays within this distance of its touch-down is a tap or a press, not
    /// a drag: `DragGesture`'s default `minimumDistance` (S-30).
    public var stillDistance: CGFloat = 10
    /// [doc] A still finger held this long is a long press, not a tap: `LongPressGesture`'s
    /// default `minimumDuration` (S-22; `init(minimumDuration: Double = 0.5)`).
    public var longPressDuration: Double = 0.5
    /// [ours] A moving finger lifted faster than this (points per second, over its last samples)
    /// is tried as a fling at that speed before a plain drag: slower lifts are what a drag
    /// verb's even pace already gives.
    public var flingSpeed: CGFloat = 300
    /// [ours] How many of a stroke's last samples the lift speed is measured over: the three of
    /// SwiftUI's velocity estimator (S-33).
    public var liftSpeedSamples: Int = 3
    /// [ours] Verb arguments are rounded to this many decimals so the test reads as written by
    /// hand: 0.1 pt for points and spans, 1 ms for times, 1 pt/s for speeds. The rounded values
    /// are the ones tried, so the test is exactly what was checked.
    public var pointDecimals: Int = 1
    public var timeDecimals: Int = 3
    public var speedDecimals: Int = 0
    /// [ours] At most this many views' frames are expected by name; more changed views are
    /// counted in a comment (a test of a thousand frames says nothing a reader can check).
    public var maximumViewExpectations: Int = 12
    /// [ours] Verbs are tried for at most this many strokes: each try replays the whole
    /// recording, so a long session's strokes are written as its events rather than keep the
    /// worker past its per-message time limit (40 strokes of a 10 s session: about 120 replays).
    public var maximumTriedStrokes: Int = 40
    /// [ours] At most this many `@State` values are expected.
    public var maximumStateExpectations: Int = 12

    public init() {}

    /// The values above.
    public static let standard = LabTestExportConfiguration()

    /// `value` rounded to `decimals` decimals: scaled, rounded and divided back, so the result is
    /// the double nearest the decimal and prints as it (`195.3`, never `195.30000000000001`).
    func rounded(_ value: Double, decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }

    func rounded(_ value: CGFloat, decimals: Int) -> CGFloat { CGFloat(rounded(Double(value), decimals: decimals)) }

    func rounded(_ point: CGPoint) -> CGPoint {
        CGPoint(x: rounded(point.x, decimals: pointDecimals), y: rounded(point.y, decimals: pointDecimals))
    }
}
