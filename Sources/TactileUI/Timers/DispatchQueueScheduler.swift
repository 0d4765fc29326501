#if !canImport(Darwin)
import Dispatch
import OpenCombine

/// `DispatchQueue` as a Combine scheduler, as on Apple platforms, so model code written
/// `.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`, `.receive(on: DispatchQueue.main)`
/// or `.delay(for: 1, scheduler: DispatchQueue.main)` compiles unchanged.
///
/// Invariants: on the main queue, scheduled while a host runs the calling code (`HostTimer.isHosted`:
/// a body, an action, a gesture callback, a timer of a hosted view), the action runs on the host's
/// clock — after the delay from now rounded as `DispatchQueue.hostAsyncAfter(deadline:execute:)`
/// rounds it, `schedule(options:)` at the host's next turn (delay 0), a repeating action every
/// `interval` of host time — so a debounced search field or a delayed toast is deterministic in tests.
/// Anywhere else it is Dispatch's, as Combine schedules it. `tolerance` and `options` change nothing
/// on the host's exact clock.
extension DispatchQueue: @retroactive Scheduler {
    /// Combine's `DispatchQueue.SchedulerTimeType`: a `DispatchTime`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time this value stands for.
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(clamping: Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))))
        }

        public func advanced(by stride: Stride) -> SchedulerTimeType {
            SchedulerTimeType(dispatchTime + stride.timeInterval)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }

        /// Combine's `DispatchQueue.SchedulerTimeType.Stride`: a signed number of nanoseconds; a
        /// literal counts seconds (`.debounce(for: 0.5, …)`).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Codable, Sendable {
            /// The length in nanoseconds.
            public var magnitude: Int

            /// The length as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public init(_ timeInterval: DispatchTimeInterval) {
                magnitude = Self.nanoseconds(in: timeInterval)
            }

            public init(floatLiteral value: Double) {
                magnitude = Int(clamping: Int64((value * 1e9).rounded()))
            }

            public init(integerLiteral value: Int) {
                magnitude = value.multipliedReportingOverflow(by: 1_000_000_000).overflow ? (value < 0 ? .min : .max) : value * 1_000_000_000
            }

            public init?<Source: BinaryInteger>(exactly source: Source) {
                guard let value = Int(exactly: source) else { return nil }
                self.init(integerLiteral: value)
            }

            private init(nanoseconds: Int) {
                magnitude = nanoseconds
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude &- rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude &* rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            private static func nanoseconds(in interval: DispatchTimeInterval) -> Int {
                func scaled(_ value: Int, _ factor: Int) -> Int {
                    let (product, overflow) = value.multipliedReportingOverflow(by: factor)
                    return overflow ? (value < 0 ? .min : .max) : product
                }
                switch interval {
                case .seconds(let value): return scaled(value, 1_000_000_000)
                case .milliseconds(let value): return scaled(value, 1_000_000)
                case .microseconds(let value): return scaled(value, 1_000)
                case .nanoseconds(let value): return value
                case .never: return .max
                @unknown default: return .max
                }
            }
        }
    }

    /// Combine's `DispatchQueue.SchedulerOptions`: what `async` is given off the host's clock.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(.nanoseconds(0)) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        if isMainQueueOnHost {
            _ = HostTimer.scheduled(after: 0) { _ in action() }
            return
        }
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        hostAsyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        nonisolated(unsafe) let action = action
        let seconds = Double(max(interval.magnitude, 0)) / 1e9
        if isMainQueueOnHost {
            let timer = HostTimer.scheduled(after: Self.hostDelay(until: date.dispatchTime), repeatingEvery: max(seconds, TimerDefaults.minimumInterval)) { _ in action() }
            return AnyCancellable { timer?.invalidate() }
        }
        let source = DispatchSource.makeTimerSource(queue: self)
        source.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        source.setEventHandler { action() }
        source.resume()
        nonisolated(unsafe) let timer = source
        return AnyCancellable { timer.cancel() }
    }

    /// The main queue, used while a host runs the calling code: its work goes on the host's clock.
    private var isMainQueueOnHost: Bool {
        // Dispatch on Linux wraps the main queue in a new object at each `DispatchQueue.main`.
        label == DispatchQueue.main.label && HostTimer.isHosted
    }
}
#endif
