import Foundation

/// The last bytes a worker wrote on standard error, kept while they are also passed on to the
/// server's own standard error (docs/LAB-PROTOCOL.md, "Playground": a crash shows the page the
/// worker's last words, e.g. Swift's `Fatal error: …` line).
///
/// The Swift runtime follows `Fatal error: …` with its stack trace ("Current stack trace:" and one
/// `N  lib… 0x… symbol` line per frame), which would push the one line a person needs out of the
/// tail; those lines are passed on to the server's standard error but not kept.
///
/// Invariant: `text()` holds at most `limit` bytes, the newest kept lines; after the pipe ended it
/// holds the last lines the worker wrote that are not stack frames.
final class LabStderrTail: @unchecked Sendable {
    let limit: Int
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    /// The line being written (not ended by a newline yet).
    private var partial: [UInt8] = []
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
                append(buffer[0..<count])
            }
            append([UInt8(ascii: "\n")])
            close(descriptor)
            finished.signal()
        }
    }

    /// Adds what was read: whole lines are kept unless they are stack-trace lines.
    func append(_ chunk: some Collection<UInt8>) {
        lock.withLock {
            for byte in chunk {
                guard byte == UInt8(ascii: "\n") else {
                    partial.append(byte)
                    continue
                }
                if !partial.isEmpty && !Self.isStackTraceLine(partial) {
                    bytes.append(contentsOf: partial)
                    bytes.append(byte)
                }
                partial.removeAll(keepingCapacity: true)
            }
            if bytes.count > limit {
                bytes.removeFirst(bytes.count - limit)
                // Whole lines only: the cut one goes, unless it is all there is.
                if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")), newline < bytes.count - 1 {
                    bytes.removeFirst(newline + 1)
                }
            }
        }
    }

    /// "Current stack trace:", "Stack dump:", and frame lines: a number, then a library or
    /// address column (`3    libfoo.so    0x00007f… symbol + 12`).
    static func isStackTraceLine(_ line: [UInt8]) -> Bool {
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("Current stack trace:") || text.hasPrefix("Stack dump:") { return true }
        let fields = text.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 3, Int(fields[0]) != nil else { return false }
        return fields.dropFirst().prefix(3).contains { $0.hasPrefix("0x") }
    }

    /// The kept bytes as text; waits up to a second for the pipe's end (the process has exited, so
    /// its last writes are at most a read away).
    func text() -> String {
        _ = finished.wait(timeout: .now() + 1)
        finished.signal()
        return lock.withLock { String(decoding: bytes, as: UTF8.self) }.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
