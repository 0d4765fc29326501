import Foundation

/// The last bytes a worker wrote on standard error, kept while they are also passed on to the
/// server's own standard error (docs/LAB-PROTOCOL.md, "Playground": a crash shows the page the
/// worker's last words, e.g. Swift's `Fatal error: …` line).
///
/// Invariant: `text()` holds at most `limit` bytes, the newest ones; after the pipe ended it holds
/// everything the worker wrote last.
final class LabStderrTail: @unchecked Sendable {
    let limit: Int
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private let finished = DispatchSemaphore(value: 0)

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Reads `descriptor` to its end on a thread of its own, then closes it.
    func startReading(_ descriptor: Int32) {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                _ = buffer.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, count) }
                lock.withLock {
                    bytes.append(contentsOf: buffer[0..<count])
                    if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
                }
            }
            close(descriptor)
            finished.signal()
        }
    }

    /// The kept bytes as text; waits up to a second for the pipe's end (the process has exited, so
    /// its last writes are at most a read away).
    func text() -> String {
        _ = finished.wait(timeout: .now() + 1)
        finished.signal()
        return lock.withLock { String(decoding: bytes, as: UTF8.self) }.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
