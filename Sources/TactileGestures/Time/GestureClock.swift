/// A source of "now" for the engine and the host. Time is an input: nothing in Tactile reads the
/// wall clock or sleeps; a clock is advanced explicitly (tests, replays) or from event timestamps.
///
/// Invariant: `now` never decreases.
public protocol GestureClock: AnyObject {
    /// Seconds since the clock's origin.
    var now: Double { get }
}

/// A clock that moves only when told to: the deterministic clock of tests and replays.
public final class VirtualClock: GestureClock {
    public private(set) var now: Double

    public init(now: Double = 0) { self.now = now }

    /// Moves the clock forward to `time`; a time in the past leaves it where it is.
    public func advance(to time: Double) {
        if time > now { now = time }
    }

    /// Moves the clock forward by `interval` seconds (negative intervals are ignored).
    public func advance(by interval: Double) { advance(to: now + interval) }
}
