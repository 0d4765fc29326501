import NIOCore
import NIOWebSocket
import Synchronization

/// A page's WebSocket as the relay writes to it: text messages go straight onto the connection's
/// NIO channel, on its event loop, from whatever thread has them — the worker pipe's reader
/// thread hands a whole read of answers over with one hop per event loop
/// (docs/PERFORMANCE.md, "Lab under load"). Before, each answer woke its session's
/// task, hopped into Hummingbird's WebSocket actor and its async writer, and only then reached
/// the event loop.
///
/// Invariants: messages to one page are written in the order `write` was called, each as one
/// unfragmented text frame, and each hop flushes every channel it wrote to. After `close()`
/// returns, everything written before it has reached the channel and nothing written later
/// does, so no answer can follow the close frame the connection sends next. There is no
/// backpressure: a page that stops reading grows the channel's outbound buffer, as an unbounded
/// stream of answers waiting for it did before.
final class LabPageChannel: Sendable {
    /// One text message for one page.
    struct Message: Sendable {
        var page: LabPageChannel
        /// The pool's session id (for `LabHopTrace`).
        var session: UInt64
        var text: String
    }

    let channel: any Channel
    /// What was written, for the page's catch-up read (`LabPageLog`); nil: none is offered.
    let log: LabPageLog?
    /// Set on the channel's event loop by `close()`; read there before each write.
    private let closed = Atomic<Bool>(false)

    init(channel: any Channel, log: LabPageLog? = nil) {
        self.channel = channel
        self.log = log
    }

    /// Writes one text message after everything written before it.
    func write(text: String, session: UInt64 = 0) {
        Self.write([Message(page: self, session: session, text: text)])
    }

    /// Writes each message to its page, in order per page, with one hop to each event loop.
    static func write(_ messages: [Message]) {
        guard let first = messages.first else { return }
        let loop = first.page.channel.eventLoop
        if messages.allSatisfy({ $0.page.channel.eventLoop === loop }) {
            return loop.execute { writeOnLoop(messages) }
        }
        var groups: [ObjectIdentifier: [Message]] = [:]
        for message in messages { groups[ObjectIdentifier(message.page.channel.eventLoop), default: []].append(message) }
        for group in groups.values {
            group[0].page.channel.eventLoop.execute { writeOnLoop(group) }
        }
    }

    /// Stops writing once everything written before has reached the channel; returns after that.
    func close() async {
        try? await channel.eventLoop.submit { self.closed.store(true, ordering: .relaxed) }.get()
        log?.close()
    }

    /// Runs on the messages' event loop.
    private static func writeOnLoop(_ messages: [Message]) {
        let trace = LabHopTrace.shared
        var written: [LabPageChannel] = []
        for message in messages {
            let page = message.page
            guard !page.closed.load(ordering: .relaxed) else { continue }
            var buffer = page.channel.allocator.buffer(capacity: message.text.utf8.count)
            buffer.writeString(message.text)
            page.channel.write(WebSocketFrame(fin: true, opcode: .text, data: buffer), promise: nil)
            page.log?.append(message.text)
            if !written.contains(where: { $0 === page }) { written.append(page) }
        }
        for page in written { page.channel.flush() }
        if let trace {
            for message in messages { trace.stamp(session: message.session, hop: 3) }
        }
    }
}
