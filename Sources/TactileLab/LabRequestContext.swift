import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The lab's request context: Hummingbird's WebSocket-capable context plus the connection's NIO
/// channel, so a relayed session can write its worker's answers straight to the WebSocket
/// (`LabPageChannel`; docs/PERFORMANCE.md, "Lab under load").
struct LabRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<LabRequestContext>
    /// The connection's channel; after a WebSocket upgrade the same channel carries the frames.
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
    }
}
