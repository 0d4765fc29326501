import Foundation

/// The clock a connection's idleness is measured on (LAB-PROTOCOL.md, "Idle sessions").
///
/// The server measures idleness on the system's continuous clock; a test injects its own `Clock`
/// and moves it forward by hand, so whether a session is closed never depends on how fast the
/// machine runs the test (issue 10: a 300 ms real-time wait closed sessions early on a loaded
/// machine). Any `Clock` whose durations are `Duration` can drive it: instants are turned into
/// durations since the moment the `LabIdleClock` was made.
///
/// Invariant: `now()` never decreases, and `sleep(until:)` returns once `now()` has reached the
/// deadline (or throws `CancellationError` when its task is cancelled).
public struct LabIdleClock: Sendable {
    private let reading: @Sendable () -> Duration
    private let sleeping: @Sendable (Duration) async throws -> Void

    /// Idleness measured on `clock`, from the moment this value is made.
    public init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let origin = clock.now
        reading = { origin.duration(to: clock.now) }
        sleeping = { deadline in try await clock.sleep(until: origin.advanced(by: deadline), tolerance: nil) }
    }

    /// The system's continuous clock (it keeps counting while the machine sleeps), as the server uses.
    public static var continuous: LabIdleClock { LabIdleClock(ContinuousClock()) }

    /// The time since this clock was made.
    public func now() -> Duration { reading() }

    /// Suspends until `now()` reaches `deadline`.
    public func sleep(until deadline: Duration) async throws { try await sleeping(deadline) }
}
