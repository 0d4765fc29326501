import Foundation
import TactileUI

/// Animation strips: a gesture's animation pinned as one picture (a golden), frame by frame on
/// the virtual clock.
extension ViewHost {
    /// Draws the current frame, then advances the clock by `interval` and draws again, until
    /// `duration` has passed: ⌊duration ÷ interval⌋ + 1 frames at 0, `interval`, 2 × `interval`, …
    /// after now (each at exactly now + k × `interval`, with wake-ups and animation frames
    /// delivered on the way, as `advance(to:)` delivers them). Leaves the clock at the last frame.
    ///
    /// ```swift
    /// host.drag(on: "card", by: CGSize(width: 120, height: 0))   // released: it springs back
    /// let strip = host.animationStrip(every: 0.05, for: 0.5)     // 11 frames, labelled 0 ms … 500 ms
    /// ```
    ///
    /// Deterministic: virtual time only. `interval` must be positive and finite, `duration` ≥ 0
    /// and finite, and the frame count at most `configuration.maximumFrameCount` (240) — a test
    /// bug otherwise, stopped with a precondition failure. Tasks do not run between frames (this
    /// is not `async`); use `run(for:)` first for views whose animation waits on a task.
    public func animationStrip(every interval: Double, for duration: Double,
                               configuration: AnimationStripConfiguration = .standard) -> AnimationStrip {
        precondition(interval > 0 && interval.isFinite, "animationStrip: every: must be a positive number of seconds, not \(interval)")
        precondition(duration >= 0 && duration.isFinite, "animationStrip: for: must be a duration ≥ 0 seconds, not \(duration)")
        // A duration that is a whole number of intervals counts as one, whatever the binary rounding (0.5 / 0.05).
        let steps = Int((duration / interval * (1 + 1e-9)).rounded(.down))
        precondition(steps + 1 <= configuration.maximumFrameCount,
                     "animationStrip: \(steps + 1) frames is over the \(configuration.maximumFrameCount) a strip draws")
        let start = clock.now
        var frames: [DisplayList] = []
        var times: [Double] = []
        for step in 0...steps {
            let offset = Double(step) * interval
            advance(to: start + offset)
            frames.append(displayList())
            times.append(offset)
        }
        return AnimationStrip.compose(frames, times: times, configuration: configuration)
    }
}
