/// `Task.sleep` on the host's clock: inside a view's `task(priority:_:)`/`task(id:priority:_:)`,
/// these overloads (which shadow the standard library's for code that imports Tactile, or
/// `SwiftUI` through Tactile's re-export) sleep on the host's virtual clock (`HostTaskClock`), so a
/// test moves a task's time forward with the host's (`ViewHost.run(for:)`). Anywhere else — no
/// host clock bound to the task — they sleep on the system's clocks, exactly as the standard
/// library does.
///
/// Semantics kept from the standard library: the deadline is the clock's time at the call plus
/// the duration; a cancelled task's sleep throws `CancellationError` at once; `tolerance` is
/// accepted and ignored on the virtual clock (time there is exact).
extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for at least `duration`.
    public static func sleep(for duration: Duration) async throws {
        if let clock = HostTaskClock.current {
            try await clock.sleep(for: duration.seconds)
        } else {
            try await ContinuousClock().sleep(for: duration)
        }
    }

    /// Suspends the current task for at least `nanoseconds`.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        if let clock = HostTaskClock.current {
            try await clock.sleep(for: Double(duration) / 1e9)
        } else {
            try await ContinuousClock().sleep(for: .nanoseconds(duration))
        }
    }

    /// Suspends the current task for at least `duration` on `clock`; on a host, a
    /// `ContinuousClock` or `SuspendingClock` duration is measured on the host's clock.
    public static func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
                                       clock: C = ContinuousClock()) async throws {
        if let host = HostTaskClock.current, C.self == ContinuousClock.self || C.self == SuspendingClock.self,
           let duration = duration as? Duration {
            try await host.sleep(for: duration.seconds)
        } else {
            try await clock.sleep(for: duration, tolerance: tolerance)
        }
    }

    /// Suspends the current task until `deadline` on `clock`; on a host, a `ContinuousClock` or
    /// `SuspendingClock` deadline is measured from now on the host's clock.
    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
                                       clock: C = ContinuousClock()) async throws {
        if let host = HostTaskClock.current, C.self == ContinuousClock.self || C.self == SuspendingClock.self,
           let remaining = clock.now.duration(to: deadline) as? Duration {
            try await host.sleep(for: remaining.seconds)
        } else {
            try await clock.sleep(until: deadline, tolerance: tolerance)
        }
    }
}

extension Duration {
    /// The duration in seconds, as the host's clock counts time.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
