import HummingbirdWebSocket
import NIOCore

/// A page's tap: a second WebSocket, `GET /api/sessions/<token>/tap?from=<count>`, that carries a
/// copy of every message the connection `token` writes to its page (docs/LAB-PROTOCOL.md,
/// "Catch-up"). The page opens it from a worker, which keeps running while the page's animation
/// frame does: the worker writes each message into memory the page shares with it, and a frame
/// that waits for the answer to input reads it there — without the ~3 ms a request costs in
/// Chromium (docs/PERFORMANCE.md, "Lab latency").
///
/// Invariants: the first message is `{"type":"tap","from":<index>}`; then the message of that index
/// and each one after it, exactly as the page's socket carries them, in order, none missed or
/// doubled (`LabPageLog.tap`). The tap closes normally when the page's connection closes; a tap of
/// an unknown session or a bad `from` gets one `error` message and a close; anything the page sends
/// on the tap is ignored.
enum LabTap {
    static func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
                    context: WebSocketRouterContext<LabRequestContext>, catchUp: LabCatchUp) async throws {
        let token = context.requestContext.parameters.get("token") ?? ""
        let tap = LabPageChannel(channel: context.requestContext.channel)
        let (closed, closing) = AsyncStream<Void>.makeStream()
        let untap: @Sendable () -> Void
        do {
            untap = try catchUp.tap(token: token, from: context.request.uri.queryParameters.get("from"), into: tap) {
                closing.finish()
            }
        } catch {
            try await outbound.write(.text(LabReply.error(error.error, received: nil).json()))
            try await outbound.close(.policyViolation, reason: error.error.code.rawValue)
            return
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { for await _ in closed {} }
            group.addTask { _ = try? await inbound.reduce(into: 0) { _, _ in } }
            await group.next()
            group.cancelAll()
        }
        untap()
        await tap.close()
        try? await outbound.close(.normalClosure, reason: "session closed")
    }
}
