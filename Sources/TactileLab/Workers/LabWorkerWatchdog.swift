import Foundation

/// Stops a worker whose main actor is stuck on one message (an endless `body`, a loop in user
/// code) for longer than its limit (`LabConfiguration.messageTimeLimit`, docs/LAB-PROTOCOL.md
/// "Playground"). A thread of its own checks ten times per limit; past the limit it writes why on
/// standard error (the server shows the page its tail) and ends the process with
/// `LabWorkerWatchdog.exitStatus`. Only that worker's sessions end; the server starts another.
final class LabWorkerWatchdog: @unchecked Sendable {
    /// 124: the status GNU `timeout` exits with when its command ran out of time.
    static let exitStatus: Int32 = 124

    let limit: Duration
    private let lock = NSLock()
    private var busySince: ContinuousClock.Instant?

    init(limit: Duration) {
        self.limit = limit
        let thread = Thread { [weak self] in
            while let watchdog = self {
                let (seconds, attoseconds) = (limit / 10).components
                let micros = max(1_000, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
                usleep(UInt32(clamping: micros))
                watchdog.check()
            }
        }
        thread.name = "tactile-lab watchdog"
        thread.start()
    }

    func begin() { lock.withLock { busySince = .now } }
    func end() { lock.withLock { busySince = nil } }

    private func check() {
        guard let since = lock.withLock({ busySince }), ContinuousClock.now - since > limit else { return }
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        FileHandle.standardError.write(Data("tactile-lab worker: a message took longer than the \(seconds) s time limit (an endless body or loop?); the worker is stopped.\n".utf8))
        _exit(Self.exitStatus)
    }
}
