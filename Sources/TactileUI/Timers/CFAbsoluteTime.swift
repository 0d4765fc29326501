import Foundation

/// CoreFoundation's absolute time (`CFAbsoluteTime`, `CFTimeInterval`), which SwiftUI code reaches
/// through Foundation: seconds since Foundation's reference date, 1 January 2001 00:00:00 UTC.
/// Apple declares both as `Double` typealiases; so does Tactile, where Foundation on Linux does not
/// export CoreFoundation.
public typealias CFTimeInterval = Double

/// Seconds since 1 January 2001 00:00:00 UTC (CoreFoundation's `CFAbsoluteTime`).
public typealias CFAbsoluteTime = CFTimeInterval

/// The current absolute time (CoreFoundation's `CFAbsoluteTimeGetCurrent()`).
///
/// While a host runs the calling code (a body, an action, a gesture callback, a timer; `HostTimers`),
/// the answer is the **host's virtual clock** read as a date: `TimerDefaults.hostTimeOrigin` plus the
/// host time, the date `Timer.publish` delivers for it — so code that measures how long a touch
/// lasted (a tap told from a drag by its duration) measures the time the test moved, not real time.
/// Outside any host it is the system clock, `Date().timeIntervalSinceReferenceDate`, as on Apple
/// platforms.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    if let timers = HostTimers.current { return HostTimers.date(at: timers.now).timeIntervalSinceReferenceDate }
    return Date().timeIntervalSinceReferenceDate
}
