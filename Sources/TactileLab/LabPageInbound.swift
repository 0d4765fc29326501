import NIOCore
import NIOWebSocket
import Synchronization

/// The page's messages relayed to its worker on the event loop that read them
/// (docs/PERFORMANCE.md, "Lab under load"): a channel handler right after the WebSocket
/// frame decoder takes each whole data frame (text or binary, unfragmented, no reserved bits) and
/// hands it to `relay` there, instead of passing it on to Hummingbird's async inbound stream — which
/// cost a task wake-up, a task switch and the stream's own bookkeeping per message.
///
/// Everything else passes on as before: control frames (ping, pong, close: Hummingbird answers
/// them), fragmented messages, frames with reserved bits (Hummingbird's protocol errors), and
/// every frame once the connection stopped the handler.
///
/// Invariant: the worker gets the page's messages in the order the page sent them. Frames that
/// arrived before the handler was added sit in the async stream; the handler marks where they end
/// with a fence message (a text frame carrying the gate's random `fence`, which the message loop
/// drops) and passes frames on until the loop has reached the fence and relayed every message
/// passed on after it (`Gate.didRelay()`); only then does it relay a frame itself.
final class LabPageInbound: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame

    /// What the handler relays.
    enum Message {
        case text(String)
        case binary
    }

    /// What the handler and the connection's message loop share.
    final class Gate: Sendable {
        /// The fence message's text: random per connection, so no page can send it.
        let fence = "tactile-lab-fence-\(UInt64.random(in: .min ... .max))-\(UInt64.random(in: .min ... .max))"
        fileprivate let fenceReached = Atomic<Bool>(false)
        /// Messages after the fence that the message loop relayed.
        fileprivate let relayedAfterFence = Atomic<Int>(0)
        fileprivate let stopped = Atomic<Bool>(false)

        init() {}

        /// Whether `text` is the fence; the message loop drops it (and from then on counts).
        func isFence(_ text: String) -> Bool {
            guard text.utf8.count == fence.utf8.count, text == fence else { return false }
            fenceReached.store(true, ordering: .releasing)
            return true
        }

        /// The message loop relayed a message.
        func didRelay() {
            if fenceReached.load(ordering: .relaxed) { relayedAfterFence.add(1, ordering: .releasing) }
        }

        /// From now on every frame passes on (the connection is ending).
        func stop() {
            stopped.store(true, ordering: .releasing)
        }
    }

    private let gate: Gate
    private let relay: (Message) -> Void
    /// Messages passed on since the fence.
    private var passed = 0
    /// A fragmented message is passing on: its continuation frames follow it.
    private var inFragmentedMessage = false

    init(gate: Gate, relay: @escaping (Message) -> Void) {
        self.gate = gate
        self.relay = relay
    }

    /// Adds a handler relaying to `relay` right after `channel`'s WebSocket frame decoder; when the
    /// pipeline has no such decoder (or is closing), nothing is added and every message keeps
    /// going through the connection's message loop.
    static func add(to channel: any Channel, gate: Gate, relay: @escaping @Sendable (Message) -> Void) async {
        _ = try? await channel.eventLoop.submit {
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self)
            try operations.addHandler(LabPageInbound(gate: gate, relay: relay), position: .after(decoder))
        }.get()
    }

    func handlerAdded(context: ChannelHandlerContext) {
        var fence = context.channel.allocator.buffer(capacity: gate.fence.utf8.count)
        fence.writeString(gate.fence)
        context.fireChannelRead(wrapInboundOut(WebSocketFrame(fin: true, opcode: .text, data: fence)))
        context.fireChannelReadComplete()
    }

    /// The message loop has relayed everything that came before: a frame may go directly.
    private var caughtUp: Bool {
        gate.fenceReached.load(ordering: .acquiring) && gate.relayedAfterFence.load(ordering: .acquiring) == passed
            && !gate.stopped.load(ordering: .acquiring)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text, .binary:
            if frame.fin, !inFragmentedMessage, frame.reservedBits.isEmpty, caughtUp {
                if frame.opcode == .text {
                    var data = frame.unmaskedData
                    relay(.text(data.readString(length: data.readableBytes) ?? ""))
                } else {
                    relay(.binary)
                }
                return
            }
            if frame.fin { passed += 1 } else { inFragmentedMessage = true }
        case .continuation:
            if frame.fin && inFragmentedMessage {
                inFragmentedMessage = false
                passed += 1
            }
        default:
            break
        }
        context.fireChannelRead(data)
    }
}
