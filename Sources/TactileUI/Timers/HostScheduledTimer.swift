import Foundation

extension Timer {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the host's clock: called while a
    /// host runs the calling code (a body, an action or gesture callback, `onAppear`, a `task`, a
    /// timer), the timer fires on the host's clock (`HostTimer`) — `block` runs, on the main actor,
    /// each time the host's time passes `interval`, whatever real time passed — until
    /// `invalidate()`; like Foundation's run loop, the host keeps it alive while it is valid.
    /// Called elsewhere, it is Foundation's scheduled timer on the current run loop.
    ///
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` itself resolves here for code that
    /// imports `Tactile` or `SwiftUI` and not Foundation (docs/COMPATIBILITY.md, "Timers"). The
    /// returned timer answers `invalidate()`, `isValid`, `fire()` and `timeInterval` (`fireDate` is Foundation's, not a host time);
    /// adding it to a run loop as well would also fire it in real time.
    public static func scheduledHostTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                          block: @escaping @Sendable (Timer) -> Void) -> Timer {
        guard HostTimer.isHosted else {
            return Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
        }
        let timer = HostScheduledTimer(interval: interval, repeats: repeats, block: block)
        // The host's timers keep the Timer alive while it is scheduled, as a run loop does.
        nonisolated(unsafe) let scheduled = timer
        timer.hostTimer = HostTimer.scheduled(after: interval, repeatingEvery: repeats ? interval : nil) { _ in
            block(scheduled)
        }
        return timer
    }
}

/// A Foundation `Timer` whose firing is a `HostTimer` on the host's clock: Foundation's own timer
/// underneath is never added to a run loop, so it never fires in real time.
///
/// Invariant: `isValid` is the host timer's; `invalidate()` cancels it for good.
final class HostScheduledTimer: Timer {
    var hostTimer: HostTimer?
    private let repeating: Bool
    private let interval: TimeInterval
    private let block: @Sendable (Timer) -> Void

    init(interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        repeating = repeats
        self.interval = interval
        self.block = block
        super.init(fire: Date(), interval: interval, repeats: repeats) { _ in }
    }

    override var isValid: Bool { hostTimer?.isValid ?? false }

    override var timeInterval: TimeInterval { repeating ? interval : 0 }

    override func invalidate() {
        hostTimer?.invalidate()
        super.invalidate()
    }

    /// Runs the block now without changing the schedule; a one-shot timer is then invalid.
    override func fire() {
        guard isValid else { return }
        block(self)
        if !repeating { invalidate() }
    }
}
