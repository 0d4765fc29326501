#if !canImport(Darwin)
import Foundation
import OpenCombine
import Synchronization

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval
    /// (Combine's `Timer.publish(every:tolerance:on:in:options:)`); connect it, or
    /// `autoconnect()`, to start the timer.
    ///
    /// Connected inside a hosted view — typically by `onReceive(_:perform:)` subscribing to
    /// `Timer.publish(…).autoconnect()` — it ticks on the host's clock (`HostTimer`): each
    /// `interval` of the host's time delivers the date of that tick on the main actor
    /// (`TimerDefaults.hostTimeOrigin` plus the host time), whatever real time passed. Connected
    /// elsewhere it is a Foundation `Timer` added to `runLoop` in `mode`, as in Combine.
    /// `tolerance` and `options` are kept and have no effect on the host's exact clock.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A connectable publisher of dates, one per interval while connected (Combine's
    /// `Timer.TimerPublisher`); every subscriber receives every tick.
    ///
    /// Invariants: at most one connection at a time (`connect()` while connected returns the
    /// running connection); cancelling the connection stops the timer, and a later `connect()`
    /// starts a new one. Where it ticks is decided at `connect()`: on the clock of the host running
    /// that code, else on `runLoop`.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        // @unchecked: `runLoop` is a reference Foundation does not mark Sendable; it is only read
        // to add a timer to it, which Foundation allows from any thread. All else is locked.
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private let connection = Mutex<Connection?>(nil)

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable {
            connection.withLock { connection in
                if let connection { return connection }
                let started = start()
                connection = started
                return started
            }
        }

        private func start() -> Connection {
            if let timer = HostTimer.scheduled(after: interval, repeatingEvery: interval, action: { [weak self] time in
                self?.subject.send(HostTimers.date(at: time))
            }) {
                return Connection(publisher: self) { timer.invalidate() }
            }
            // Foundation's Timer is not Sendable; the connection only invalidates it, which
            // Foundation allows from any thread.
            nonisolated(unsafe) let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in self?.subject.send(Date()) }
            runLoop.add(timer, forMode: mode)
            return Connection(publisher: self) { timer.invalidate() }
        }

        /// Forgets `ended` if it is the running connection, so that the next `connect()` starts anew.
        private func connectionEnded(_ ended: Connection) {
            connection.withLock { if $0 === ended { $0 = nil } }
        }

        /// One connection: cancelling it stops its timer, once.
        private final class Connection: Cancellable, Sendable {
            private weak let publisher: TimerPublisher?
            private let stop: Mutex<(@Sendable () -> Void)?>

            init(publisher: TimerPublisher, stop: @escaping @Sendable () -> Void) {
                self.publisher = publisher
                self.stop = Mutex(stop)
            }

            func cancel() {
                guard let stop = stop.withLock({ stop in defer { stop = nil }; return stop }) else { return }
                stop()
                publisher?.connectionEnded(self)
            }
        }
    }
}
#endif
