/// A timer on the clock of the host whose code is running: what `Timer.publish`,
/// `Timer.scheduledTimer` and `DispatchQueue.main.asyncAfter` schedule inside a hosted view
/// (`HostTimers`). Its action runs on the main actor when a test moves the host's time past its
/// deadline, never because real time passed.
///
/// Invariants: `scheduled(after:repeatingEvery:action:)` returns `nil` exactly when no host runs
/// the calling code (then the caller uses the real clocks); once `invalidate()` returned, the
/// action never runs again; a one-shot timer is invalid once it fired.
public final class HostTimer: Sendable {
    private let timers: HostTimers
    private let id: UInt64

    private init(timers: HostTimers, id: UInt64) {
        self.timers = timers
        self.id = id
    }

    /// Whether a host runs the calling code: a body, an action or gesture callback, a lifecycle
    /// action, a `task` or a timer of a hosted view.
    public static var isHosted: Bool { HostTimers.current != nil }

    /// Schedules `action` `delay` seconds from now on the clock of the host running the calling
    /// code, then every `interval` seconds when given; `nil` outside any host. The action receives
    /// the host time (seconds) it was due at.
    public static func scheduled(after delay: Double, repeatingEvery interval: Double? = nil,
                                 action: @escaping @MainActor @Sendable (_ time: Double) -> Void) -> HostTimer? {
        guard let timers = HostTimers.current else { return nil }
        return HostTimer(timers: timers, id: timers.schedule(after: delay, every: interval, action: action))
    }

    /// Whether the timer will still fire.
    public var isValid: Bool { timers.isScheduled(id) }

    /// Stops the timer: its action never runs again.
    public func invalidate() { timers.cancel(id) }
}
