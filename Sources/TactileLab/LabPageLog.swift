import NIOCore
import Synchronization

/// The text messages lately written to one page's socket, by index, for the page's catch-up read
/// (`GET /api/sessions/<token>/messages`, docs/LAB-PROTOCOL.md "Catch-up"). A page whose animation
/// frame begins while the answer to its input is still on the way reads that answer here, in the
/// frame, and paints it there instead of one display frame later (docs/PERFORMANCE.md, "Lab
/// latency"): its socket cannot deliver a message while the page's frame runs, a request can.
///
/// Invariants: index *i* is the *i*-th text message written to the page (0 is `hello`), which is
/// also the count of messages the page's socket had delivered before it — so a page asks "from my
/// count on" and gets exactly what its socket will deliver next, in the same order. The log keeps
/// the newest messages within `byteLimit` (the newest one always); a read from an index it no longer
/// keeps is `.gone`, never a partial answer. Each read ends by its wait at the latest, and `close()`
/// ends every read still waiting.
///
/// A tap (`tap(from:into:onClose:)`, the page's `/api/sessions/<token>/tap` socket) gets every
/// message from its first index on, in order, each exactly once: the kept ones when it starts and
/// each later one as it is appended — both under the log's lock, so none is missed or doubled.
final class LabPageLog: Sendable {
    enum Read: Equatable, Sendable {
        /// The messages from the index asked for on, possibly none (nothing came within the wait).
        case messages([String])
        /// Some message from the index asked for on is no longer kept: read the socket instead.
        case gone
    }

    private struct Waiter {
        var from: Int
        var continuation: CheckedContinuation<Read, Never>
    }

    private struct Tap {
        var channel: LabPageChannel
        var onClose: @Sendable () -> Void
    }

    private struct Storage {
        /// The kept messages: indices `firstIndex ..< firstIndex + texts.count` (a ring: the oldest
        /// leaves in O(1) as each new one comes).
        var texts = CircularBuffer<String>()
        var firstIndex = 0
        var bytes = 0
        var closed = false
        var waiters: [UInt64: Waiter] = [:]
        var nextWaiter: UInt64 = 0
        /// The taps, each written every message appended (`LabPageChannel.write` only enqueues on
        /// the tap's event loop, so it is called under the lock, which keeps the order).
        var taps: [UInt64: Tap] = [:]

        var endIndex: Int { firstIndex + texts.count }

        /// What a read from `from` can answer now; nil: nothing yet.
        func answer(from: Int) -> Read? {
            if from < firstIndex { return .gone }
            if from < endIndex { return .messages(Array(texts.dropFirst(from - firstIndex))) }
            return closed ? .messages([]) : nil
        }
    }

    /// The most message bytes kept (`LabConfiguration.catchUpBytes`).
    let byteLimit: Int
    private let storage = Mutex(Storage())

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// Records the next message; answers the reads waiting for it.
    func append(_ text: String) {
        let ready: [(CheckedContinuation<Read, Never>, Read)] = storage.withLock { storage in
            storage.texts.append(text)
            storage.bytes += text.utf8.count
            while storage.texts.count > 1, storage.bytes > byteLimit {
                storage.bytes -= storage.texts.removeFirst().utf8.count
                storage.firstIndex += 1
            }
            for tap in storage.taps.values { tap.channel.write(text: text) }
            return Self.takeAnswered(&storage)
        }
        for (continuation, read) in ready { continuation.resume(returning: read) }
    }

    /// The messages from index `from` on: at once if there are any (or `from` is gone), else the
    /// first ones written within `wait`, else none.
    func read(from: Int, waitingUpTo wait: Duration, on loop: any EventLoop) async -> Read {
        await withCheckedContinuation { continuation in
            let waiter: UInt64? = storage.withLock { storage in
                if let read = storage.answer(from: from) {
                    continuation.resume(returning: read)
                    return nil
                }
                guard wait > .zero else {
                    continuation.resume(returning: .messages([]))
                    return nil
                }
                let id = storage.nextWaiter
                storage.nextWaiter += 1
                storage.waiters[id] = Waiter(from: from, continuation: continuation)
                return id
            }
            guard let waiter else { return }
            let nanoseconds = wait.components.seconds * 1_000_000_000 + wait.components.attoseconds / 1_000_000_000
            loop.scheduleTask(in: .nanoseconds(nanoseconds)) { [self] in
                let timedOut = storage.withLock { $0.waiters.removeValue(forKey: waiter) }
                timedOut?.continuation.resume(returning: .messages([]))
            }
        }
    }

    /// Starts writing this page's messages to `channel`: first `{"type":"tap","from":<index>}`, then
    /// the message of that index and each one after it, as they are appended. The first index is
    /// `from`, or the oldest kept when `from` is no longer kept, or the next to come when `from`
    /// has not come yet. `onClose` runs once, when the page's socket closes (at once if it has).
    /// Returns the tap's id for `untap`.
    func tap(from: Int, into channel: LabPageChannel, onClose: @escaping @Sendable () -> Void) -> UInt64 {
        let (id, closed): (UInt64, Bool) = storage.withLock { storage in
            let first = min(max(from, storage.firstIndex), storage.endIndex)
            channel.write(text: #"{"type":"tap","from":\#(first)}"#)
            for text in storage.texts.dropFirst(first - storage.firstIndex) { channel.write(text: text) }
            let id = storage.nextWaiter
            storage.nextWaiter += 1
            if !storage.closed { storage.taps[id] = Tap(channel: channel, onClose: onClose) }
            return (id, storage.closed)
        }
        if closed { onClose() }
        return id
    }

    /// Stops writing to tap `id` (its socket closed); its `onClose` does not run.
    func untap(_ id: UInt64) {
        _ = storage.withLock { $0.taps.removeValue(forKey: id) }
    }

    /// The page's socket is gone: every waiting read ends now, with what there is, and every tap
    /// is told.
    func close() {
        let (ready, taps) = storage.withLock { storage in
            storage.closed = true
            let taps = storage.taps.values.map(\.onClose)
            storage.taps = [:]
            return (Self.takeAnswered(&storage), taps)
        }
        for (continuation, read) in ready { continuation.resume(returning: read) }
        for onClose in taps { onClose() }
    }

    /// Removes the waiters that can be answered now, with their answers.
    private static func takeAnswered(_ storage: inout Storage) -> [(CheckedContinuation<Read, Never>, Read)] {
        guard !storage.waiters.isEmpty else { return [] }
        var ready: [(CheckedContinuation<Read, Never>, Read)] = []
        for (id, waiter) in storage.waiters {
            guard let read = storage.answer(from: waiter.from) else { continue }
            storage.waiters[id] = nil
            ready.append((waiter.continuation, read))
        }
        return ready
    }
}
