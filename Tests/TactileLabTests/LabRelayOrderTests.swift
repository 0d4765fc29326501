import Foundation
import HummingbirdTesting
import HummingbirdWSClient
import NIOCore
import NIOWebSocket
@testable import TactileLab
import Testing

/// The relay's two paths for a page's messages (`LabPageInbound`): through the connection's
/// message loop, and straight from the event loop once the loop has caught up. Whatever path
/// each message takes, the worker must see them in the order the page sent them, and the
/// connection's fence message never reaches it. Nothing waits on time: each step waits for the
/// message it needs.
@Suite("Lab relay order", .timeLimit(.minutes(10)))
struct LabRelayOrderTests {
    /// A burst sent before the `hello` (so it is read before the handler is added), a fragmented
    /// message and a binary frame (which always take the message loop) in the middle of it, and
    /// more after: every answer comes back in the order sent, and nothing else comes.
    @Test func aBurstFromTheFirstMomentIsAnsweredInTheOrderSentWhateverPathEachMessageTook() async throws {
        let pool = LabWorkerPool(launcher: .inProcess(), count: 1)
        defer { pool.shutdown() }
        let server = LabServer(configuration: .testing, access: .testing, idleClock: LabIdleClock(ManualClock()), workers: pool)
        for round in 0..<5 {
            let answers = try await server.makeApplication().test(.live) { base in
                let client = LabTestClient(base)
                let answers = Mutable<[String]>([])
                _ = try await client.ws("/ws", configuration: WebSocketClientConfiguration(maxFrameSize: 16 << 20)) { inbound, outbound, _ in
                    let socket = LabSocket(inbound: inbound, outbound: outbound)
                    func ping(_ id: Int) async throws { try await socket.send(["type": "ping", "id": "\(id)"]) }
                    for id in 0..<30 { try await ping(id) }
                    // One message in two frames.
                    let parts = #"{"type":"ping","id":"30"}"#.utf8.split(separator: UInt8(ascii: ","), maxSplits: 1)
                    try await outbound.write(.custom(WebSocketFrame(fin: false, opcode: .text, data: ByteBuffer(bytes: parts[0] + [UInt8(ascii: ",")]))))
                    try await outbound.write(.custom(WebSocketFrame(fin: true, opcode: .continuation, data: ByteBuffer(bytes: parts[1]))))
                    try await outbound.write(.binary(ByteBuffer(bytes: [1, 2, 3])))
                    for id in 31..<60 { try await ping(id) }
                    try await ping(999)
                    while let message = try await socket.receive() {
                        let type = message["type"] as? String ?? "?"
                        answers.value.append(type == "pong" ? "pong \(message["id"] as? String ?? "?")" : "\(type) \(message["code"] as? String ?? "")")
                        if message["id"] as? String == "999" { break }
                    }
                }
                return answers.value
            }
            let expected = ["hello "] + (0...30).map { "pong \($0)" } + ["error binary-unsupported"] + (31..<60).map { "pong \($0)" } + ["pong 999"]
            #expect(answers == expected, "round \(round)")
        }
        #expect(server.relayCounts.relayedThroughLoop >= 5 * 2, "the fragmented and the binary message of each round take the loop")
    }

    /// Once the connection's message loop has caught up, the page's messages go to the worker
    /// from the event loop that read them.
    @Test func messagesAfterTheLoopCaughtUpAreRelayedFromTheEventLoop() async throws {
        let pool = LabWorkerPool(launcher: .inProcess(), count: 1)
        defer { pool.shutdown() }
        let server = LabServer(configuration: .testing, access: .testing, idleClock: LabIdleClock(ManualClock()), workers: pool)
        _ = try await server.makeApplication().test(.live) { base in
            let client = LabTestClient(base)
            try await client.withLabSocket { socket in
                try await socket.open("004-star-drag-position")
                for step in 0..<10 {
                    try await socket.send(["type": "ping", "id": "\(step)"])
                    let pong = try await socket.receive("pong")
                    #expect(pong["id"] as? String == "\(step)")
                }
            }
        }
        #expect(server.relayCounts.directlyRelayed >= 10, "one at a time, each message after the first goes directly")
    }
}
