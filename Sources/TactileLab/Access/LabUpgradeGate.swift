import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// `LabAccess` for WebSocket upgrades, ahead of the upgrade (docs/SECURITY.md): Hummingbird's
/// upgrade path answers every refused upgrade `400` with no body, so a refused upgrade would not
/// say why; the gate answers it as the lab answers any refused request — `403` (or `400` without a
/// `Host`) with the error value — logs it, and closes the connection.
///
/// Invariants: it looks only at a connection's first request (the only one an upgrade can be, as
/// NIO's upgrade handler stands only before the first) and then leaves the pipeline; a request it
/// lets through reaches the upgrade handler unchanged, and the router's `LabAccessMiddleware`
/// checks it again; a refused connection reads nothing more.
final class LabUpgradeGate: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let access: LabAccess
    private let logger: Logger
    private var refused = false

    init(access: LabAccess, logger: Logger) {
        self.access = access
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        guard case .head(let head) = unwrapInboundIn(data),
              head.headers["upgrade"].contains(where: { $0.lowercased() == "websocket" }) else {
            context.fireChannelRead(data)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            return
        }
        // One Host, or none that counts (a request with two is refused).
        let hosts = head.headers["host"]
        let facts = LabAccess.Request(method: head.method.rawValue, target: head.uri, authority: hosts.count == 1 ? hosts[0] : nil,
                                      isUpgrade: true) { head.headers[$0] }
        guard case .refuse(let status, let error) = access.decide(facts) else {
            context.fireChannelRead(data)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            return
        }
        refused = true
        logger.warning("tactile-lab: refused \(head.method.rawValue) \(LabAccess.excerpt(facts.path)) (WebSocket): \(error.code.rawValue) — \(error.message)")
        var body = context.channel.allocator.buffer(capacity: 256)
        body.writeString(LabHTTPError.body(error))
        let headers = HTTPHeaders([("Content-Type", "application/json; charset=utf-8"), ("Content-Length", "\(body.readableBytes)"),
                                   ("Connection", "close")])
        let response = HTTPResponseHead(version: head.version, status: HTTPResponseStatus(statusCode: status), headers: headers)
        context.write(wrapOutboundOut(.head(response)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
    }
}

/// The lab's HTTP/1 server with WebSocket upgrades: Hummingbird's, with `LabUpgradeGate` right
/// after the request decoder of every connection.
struct LabGatedChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value
    let base: HTTP1WebSocketUpgradeChannel
    let access: LabAccess
    let logger: Logger

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let decoder = try channel.pipeline.syncOperations.context(handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(LabUpgradeGate(access: access, logger: self.logger), position: .after(decoder.handler))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }

    /// The server for `router` (its routes and upgrades) behind `access`.
    static func server(router: Router<LabRequestContext>, configuration: WebSocketServerConfiguration, access: LabAccess,
                       logger: Logger) -> HTTPServerBuilder {
        let webSocketResponder = router.buildResponder()
        return HTTPServerBuilder { responder in
            LabGatedChannel(base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                                configuration: .init(ws: configuration)),
                            access: access, logger: logger)
        }
    }
}
