#if !canImport(Darwin)
import Foundation
import OpenCombine

/// `RunLoop` as a Combine scheduler, as on Apple platforms, so model code written
/// `.receive(on: RunLoop.main)` or `.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)`
/// compiles unchanged.
///
/// Invariants: on the main run loop, scheduled while a host runs the calling code
/// (`HostTimer.isHosted`), the action runs on the host's clock — after the delay of the date from
/// now (rounded as `TimerDefaults.dispatchDeadlineResolution` rounds a dispatch deadline),
/// `schedule(options:)` at the host's next turn, a repeating action every `interval` of host time.
/// Anywhere else it is a Foundation `Timer` on the run loop (or `perform`), as Combine schedules it.
/// `tolerance` and `options` change nothing on the host's exact clock.
extension RunLoop: @retroactive Scheduler {
    /// Combine's `RunLoop.SchedulerTimeType`: a `Date`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date this value stands for.
        public var date: Date

        public init(_ date: Date) {
            self.date = date
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by stride: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(stride.magnitude))
        }

        /// Combine's `RunLoop.SchedulerTimeType.Stride`: a signed number of seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Codable, Sendable {
            /// The length in seconds.
            public var magnitude: TimeInterval

            /// The length in seconds.
            public var timeInterval: TimeInterval { magnitude }

            public init(_ timeInterval: TimeInterval) {
                magnitude = timeInterval
            }

            public init(floatLiteral value: TimeInterval) {
                magnitude = value
            }

            public init(integerLiteral value: TimeInterval) {
                magnitude = value
            }

            public init?<Source: BinaryInteger>(exactly source: Source) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        if isMainRunLoopOnHost {
            _ = HostTimer.scheduled(after: 0) { _ in action() }
            return
        }
        perform { action() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        if isMainRunLoopOnHost {
            _ = HostTimer.scheduled(after: Self.hostDelay(until: date.date)) { _ in action() }
            return
        }
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        nonisolated(unsafe) let action = action
        if isMainRunLoopOnHost {
            let timer = HostTimer.scheduled(after: Self.hostDelay(until: date.date),
                                            repeatingEvery: max(interval.magnitude, TimerDefaults.minimumInterval)) { _ in action() }
            return AnyCancellable { timer?.invalidate() }
        }
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        nonisolated(unsafe) let scheduled = timer
        return AnyCancellable { scheduled.invalidate() }
    }

    /// The main run loop, used while a host runs the calling code: its work goes on the host's clock.
    private var isMainRunLoopOnHost: Bool {
        self === RunLoop.main && HostTimer.isHosted
    }

    /// The delay of `date` from now in seconds, rounded as a dispatch deadline is, never negative.
    private static func hostDelay(until date: Date) -> Double {
        let resolution = TimerDefaults.dispatchDeadlineResolution
        return max(0, (date.timeIntervalSinceNow / resolution).rounded() * resolution)
    }
}
#endif
