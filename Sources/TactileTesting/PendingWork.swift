import Foundation

/// What a hosted view still has to do as time passes, at one moment: the reasons
/// `ViewHost.settle(timeout:)` goes on. Empty means settled — nothing would change if the clock
/// moved with no touch.
struct PendingWork: Equatable, CustomStringConvertible {
    /// A state change waits for the views to update.
    var hasStateChange = false
    /// An animation, spring, transition, sheet motion or scroll indicator fade is in flight (not told apart from a
    /// scroll view's motion while one moves: then only `isScrolling` is set).
    var isAnimating = false
    /// A scroll view decelerates, bounces back or animates to a target.
    var isScrolling = false
    /// The earliest deadline of a `task` sleeping on the host's clock.
    var taskWakeUp: Double?
    /// The earliest deadline of a timer on the host's clock (`Timer.publish`,
    /// `Timer.scheduledTimer`, `DispatchQueue.main.asyncAfter`).
    var timerFire: Double?
    /// The engine's next wake-up: a long press's timer, a tap's hold limit or multi-tap window,
    /// a failure gate.
    var gestureWakeUp: Double?

    var isEmpty: Bool { self == PendingWork() }

    var description: String {
        var parts: [String] = []
        if hasStateChange { parts.append("a state change waiting for an update") }
        if isAnimating { parts.append("an animation, spring, transition, sheet motion or scroll indicator fade") }
        if isScrolling { parts.append("a scroll view's motion (deceleration, bounce or scroll animation)") }
        if let taskWakeUp { parts.append("a task sleeping until t = \(taskWakeUp) s") }
        if let timerFire { parts.append("a timer due at t = \(timerFire) s (Timer.publish, Timer.scheduledTimer or DispatchQueue.main.asyncAfter)") }
        if let gestureWakeUp { parts.append("a gesture wake-up at t = \(gestureWakeUp) s (a long press timer, a tap's time limit)") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: "; ")
    }
}
