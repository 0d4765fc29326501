import Foundation
import TactileGestures
import TactileUI
import Testing

/// Letting time pass until the views are still (Flutter's `pumpAndSettle`, Compose's
/// `waitForIdle`/`mainClock.advanceTimeUntil`), frame by frame on the virtual clock.
extension ViewHost {
    /// Advances the clock one frame at a time (1/60 s: `TouchScriptConfiguration.standard.frameRate`)
    /// until nothing is pending — no animation, spring, transition, sheet motion or scroll indicator
    /// fade in flight, no scroll view moving, no `task` sleeping on the host's clock, no timer scheduled on it
    /// (`Timer.publish`, `Timer.scheduledTimer`, `DispatchQueue.main.asyncAfter`), no gesture
    /// wake-up due (a long press's timer, a tap's multi-tap window), no state change waiting —
    /// and returns how many frames that took: 0 when the views were already still. A repeating
    /// timer never lets the views settle: invalidate it first, or use `advance(until:)`.
    ///
    /// Frame k ends at exactly `start + k / frameRate`; a task's sleep ends at its own deadline
    /// within the frame, and the tasks it wakes run before the clock moves on (as `run(for:)`).
    /// So the count is deterministic: a 0.5 s linear animation started now settles in 30 frames.
    /// At `timeout` seconds (10) it stops and records an issue at the call naming what is still
    /// running, and returns the frames it ran. A finger held down with no timer pending is not work.
    @discardableResult
    public func settle(timeout: Double = TouchScriptConfiguration.standard.settleTimeout,
                       sourceLocation: SourceLocation = #_sourceLocation) async -> Int {
        await advanceFrames(timeout: timeout, sourceLocation: sourceLocation, what: "settle") { $0.pendingWork.isEmpty }
    }

    /// Advances the clock one frame at a time (1/60 s) until `condition` holds, and returns how
    /// many frames that took: 0 when it holds already. The condition is checked before the
    /// first frame and after each frame's wake-ups, animation sampling and tasks. At `timeout`
    /// seconds (10) it stops and records an issue at the call, with what is still pending, and
    /// returns the frames it ran.
    @discardableResult
    public func advance(until condition: () -> Bool, timeout: Double = TouchScriptConfiguration.standard.settleTimeout,
                        sourceLocation: SourceLocation = #_sourceLocation) async -> Int {
        await advanceFrames(timeout: timeout, sourceLocation: sourceLocation, what: "advance(until:)") { _ in condition() }
    }

    /// What is still to happen as time passes, now.
    var pendingWork: PendingWork {
        let graph = host.graph
        let now = clock.now
        let scrolling = graph.scrolls.isMoving(at: now)
        return PendingWork(hasStateChange: graph.hasPendingChanges,
                           // The graph counts a scroll view's motion as animating: named once, as scrolling.
                           isAnimating: graph.isAnimating && !scrolling,
                           isScrolling: scrolling,
                           taskWakeUp: graph.nextTaskWakeUp,
                           timerFire: graph.nextTimerFire,
                           gestureWakeUp: host.session.nextWakeUp)
    }

    private func advanceFrames(timeout: Double, sourceLocation: SourceLocation, what: String,
                               done: (ViewHost) -> Bool) async -> Int {
        let frameRate = TouchScriptConfiguration.standard.frameRate
        let maximumFrames = Int((max(0, timeout.isFinite ? timeout : 0) * frameRate).rounded(.up))
        await waitForTasks()
        let start = clock.now
        var frames = 0
        while !done(self) {
            guard frames < maximumFrames else {
                Issue.record(Comment(rawValue: "\(what) timed out after \(frames) frames (\(timeout) s); still running: \(pendingWork)"),
                             sourceLocation: sourceLocation)
                return frames
            }
            frames += 1
            await run(to: start + Double(frames) / frameRate)
        }
        return frames
    }
}
