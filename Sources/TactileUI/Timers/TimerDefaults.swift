import Foundation

/// Every number the timers on the host's clock use (`Timer.publish`, `Timer.scheduledTimer`,
/// `DispatchQueue.main.asyncAfter` inside a hosted view), with where it comes from. Tags as in
/// `GestureConfiguration`: [doc] Apple documentation, [ours] Tactile's choice where Apple gives none.
public enum TimerDefaults {
    /// A timer interval of zero or less is taken as 0.1 ms. [doc] Foundation, `Timer`
    /// `scheduledTimer(withTimeInterval:repeats:block:)`: "If interval is less than or equal to
    /// 0.0, this method chooses the nonnegative value of 0.0001 seconds instead." It also keeps a
    /// repeating timer from firing forever at one instant of the host's clock.
    public static let minimumInterval: Double = 0.0001
    /// A `DispatchTime` deadline is measured on the real clock; on the host's clock its delay from
    /// now is rounded to the nearest millisecond, so the real microseconds between the caller's
    /// `.now()` and the scheduling do not leak into virtual time. [ours] 1 ms is far below any
    /// interval a view schedules and far above the real time a call takes.
    public static let dispatchDeadlineResolution: Double = 0.001
    /// The date a timer on the host's clock delivers for host time `t` is this date plus `t`
    /// seconds: a fixed origin, so the same run delivers the same dates. [ours] Foundation's
    /// reference date (1 January 2001, 00:00:00 UTC).
    public static let hostTimeOrigin = Date(timeIntervalSinceReferenceDate: 0)
}
