import NIOCore
import Synchronization

/// The open connections whose pages may catch up on their socket by request
/// (`GET /api/sessions/<token>/messages`, docs/LAB-PROTOCOL.md "Catch-up"): each registers its
/// page's `LabPageLog` under the token its `hello` gave as `session`.
///
/// Invariants: a token names a log only while its connection is open; a read of an unknown token,
/// an index below zero or a wait that is not a number is an error value, never a crash; a read
/// waits at most `maxWait` whatever it asks.
public final class LabCatchUp: Sendable {
    /// The longest a read may wait (`LabConfiguration.catchUpMaxWait`).
    let maxWait: Duration
    private let pages = Mutex<[String: (log: LabPageLog, loop: any EventLoop)]>([:])

    init(maxWait: Duration) {
        self.maxWait = maxWait
    }

    /// The path a page reads `token`'s messages at (hello's `catchUp`).
    static func path(for token: String) -> String { "/api/sessions/\(token)/messages" }

    /// The WebSocket path that streams `token`'s messages (hello's `tap`).
    static func tapPath(for token: String) -> String { "/api/sessions/\(token)/tap" }

    func register(_ log: LabPageLog, loop: any EventLoop, token: String) {
        pages.withLock { $0[token] = (log, loop) }
    }

    func unregister(token: String) {
        _ = pages.withLock { $0.removeValue(forKey: token) }
    }

    /// Starts tapping connection `token`'s messages from index `from` into `channel`
    /// (`LabPageLog.tap`); `onClose` runs when that connection closes. Returns how to stop.
    func tap(token: String, from: String?, into channel: LabPageChannel,
             onClose: @escaping @Sendable () -> Void) throws(LabHTTPError) -> @Sendable () -> Void {
        let (page, index) = try page(token, from: from, for: "A tap")
        let id = page.log.tap(from: index, into: channel, onClose: onClose)
        return { page.log.untap(id) }
    }

    /// The messages of connection `token` from index `from` on, waiting up to `waitMilliseconds`
    /// (at most `maxWait`) for the first: each as it was sent, followed by a line feed (JSON Lines;
    /// the lab's messages are one-line JSON, whose strings escape every line feed).
    func read(token: String, from: String?, waitMilliseconds: String?) async throws(LabHTTPError) -> String {
        let (page, index) = try page(token, from: from, for: "A catch-up read")
        var wait = Duration.zero
        if let waitMilliseconds {
            guard let milliseconds = Double(waitMilliseconds), milliseconds.isFinite, milliseconds >= 0 else {
                throw LabHTTPError(status: .badRequest, error: LabError(.invalidMessage, "A catch-up read's ?wait= is milliseconds, a number 0 or more; \"\(waitMilliseconds)\" is not."))
            }
            wait = min(.microseconds(Int64(min(milliseconds, 3_600_000) * 1000)), maxWait)
        }
        // A message with a line feed of its own would be split in two: the socket delivers it.
        guard case .messages(let texts) = await page.log.read(from: index, waitingUpTo: wait, on: page.loop),
              !texts.contains(where: { $0.utf8.contains(UInt8(ascii: "\n")) }) else {
            throw LabHTTPError(status: .gone, error: LabError(.catchUpGone, "Message \(index) is no longer kept for a catch-up read; the page's socket delivers it."))
        }
        return texts.map { $0 + "\n" }.joined()
    }

    /// The open connection `token` and the index `from` names, or the error a request gets
    /// (`what` names the request in the message).
    private func page(_ token: String, from: String?, for what: String) throws(LabHTTPError)
        -> (page: (log: LabPageLog, loop: any EventLoop), index: Int) {
        guard let page = pages.withLock({ $0[token] }) else {
            throw LabHTTPError(status: .notFound, error: LabError(.notFound, "No open lab connection has the session \"\(token)\"; it closed, or it never existed."))
        }
        guard let from, let index = Int(from), index >= 0 else {
            throw LabHTTPError(status: .badRequest, error: LabError(.invalidMessage, "\(what) takes ?from=<count of the messages the page's socket delivered> (a whole number, 0 or more)."))
        }
        return (page, index)
    }
}
