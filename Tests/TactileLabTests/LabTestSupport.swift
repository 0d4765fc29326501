import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import HummingbirdWebSocket
import NIOCore
import NIOPosix
import TactileLab
import Testing

/// A JSON object as received.
typealias JSONObject = [String: Any]

extension LabConfiguration {
    /// The lab on any free loopback port.
    static var testing: LabConfiguration {
        var configuration = LabConfiguration.standard
        configuration.port = 0
        // No wall-clock pings: on a loaded machine a test's pong may come late (found under
        // scripts/stress-tests.sh: every live-socket test closed at once, 200 s into the run).
        configuration.webSocketPingInterval = nil
        return configuration
    }
}

extension LabAccess {
    /// The test labs' access: a token the tests know, on loopback (docs/SECURITY.md).
    static let testing = LabAccess(token: LabTestClient.token, host: "127.0.0.1")
}

/// A test's client of a live lab: every request and WebSocket upgrade carries the lab's token, as
/// the page's do (its cookie) — unless the test asks for `anonymous`.
struct LabTestClient: TestClientProtocol {
    /// The token of `LabAccess.testing`.
    static let token = "tactile-lab-test-token-0123456789abcdef"
    let base: any TestClientProtocol
    /// The `Authorization` header every request gets, nil: none.
    var authorization: String? = "token \(LabTestClient.token)"

    init(_ base: any TestClientProtocol) { self.base = base }

    /// The same lab, without the token.
    var anonymous: LabTestClient {
        var client = self
        client.authorization = nil
        return client
    }

    var port: Int? { base.port }

    func executeRequest(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> TestResponse {
        var headers = headers
        if let authorization, headers[.authorization] == nil { headers[.authorization] = authorization }
        return try await base.executeRequest(uri: uri, method: method, headers: headers, body: body)
    }

    /// HummingbirdWSTesting's `ws`, with the token.
    @discardableResult
    func ws(_ path: String, configuration: WebSocketClientConfiguration = .init(),
            handler: @escaping WebSocketDataHandler<WebSocketClient.Context>) async throws -> WebSocketCloseFrame? {
        var configuration = configuration
        if let authorization, configuration.additionalHeaders[.authorization] == nil {
            configuration.additionalHeaders[.authorization] = authorization
        }
        return try await base.ws(path, configuration: configuration, handler: handler)
    }
}

/// Runs `body` against a live lab server (real sockets, real HTTP and WebSocket), asking for
/// `LabAccess.testing`'s token as a lab always asks for one.
@discardableResult
func withLiveLab<Value: Sendable>(_ configuration: LabConfiguration = .testing, access: LabAccess = .testing,
                                  idleClock: ManualClock = ManualClock(), workers: LabWorkerPool? = nil, playground: LabPlayground? = nil,
                                  _ body: @escaping @Sendable (LabTestClient) async throws -> Value) async throws -> Value {
    // Idleness runs on a clock only the test moves: no session is closed because the machine is slow.
    let application = LabServer(configuration: configuration, access: access, idleClock: LabIdleClock(idleClock), workers: workers,
                                playground: playground).makeApplication()
    return try await application.test(.live) { client in try await body(LabTestClient(client)) }
}

/// One request to the lab on `port`, on a connection of its own, exactly as given: any `Host`
/// (`authority`), any headers, no token unless they carry one. Its read timeout is an hour: a
/// request that waits for a message may take long on a loaded machine (under two CPU burners one
/// outlived the test client's 20 s), and only its answer should end it.
func rawRequest(port: Int, _ uri: String, method: HTTPRequest.Method = .get, authority: String = "localhost",
                headers: HTTPFields = [:], body: ByteBuffer? = nil) async throws -> TestClient.Response {
    let client = TestClient(host: "localhost", port: port, configuration: .init(timeout: .seconds(3600)))
    client.connect()
    do {
        let response = try await client.execute(TestClient.Request(uri, method: method, authority: authority, headers: headers, body: body))
        try await client.shutdown()
        return response
    } catch {
        try? await client.shutdown()
        throw error
    }
}

/// The client's side of one lab WebSocket: send objects, read messages one at a time.
/// Used by one task at a time (a test's own sequence of sends and reads), possibly from a nested
/// connection's closure: hence `@unchecked Sendable`.
final class LabSocket: @unchecked Sendable {
    private var iterator: WebSocketInboundMessageStream.AsyncIterator
    let outbound: WebSocketOutboundWriter
    private(set) var lastSeq = 0

    init(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) {
        iterator = inbound.messages(maxSize: 16 << 20).makeAsyncIterator()
        self.outbound = outbound
    }

    func send(_ object: JSONObject) async throws {
        let data = try JSONSerialization.data(withJSONObject: object)
        try await send(text: String(decoding: data, as: UTF8.self))
    }

    func send(text: String) async throws { try await outbound.write(.text(text)) }

    /// The next message as a JSON object (nil when the connection closed).
    func receive() async throws -> JSONObject? {
        guard let text = try await receiveText() else { return nil }
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? JSONObject
    }

    /// The next message as the server sent it (nil when the connection closed).
    func receiveText() async throws -> String? {
        guard let message = try await iterator.next() else { return nil }
        guard case .text(let text) = message else {
            Issue.record("the lab sent a binary frame")
            return nil
        }
        return text
    }

    /// The next message, which must be of `type`.
    func receive(_ type: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> JSONObject {
        let message = try #require(try await receive(), sourceLocation: sourceLocation)
        #expect(message["type"] as? String == type, "expected \(type), got \(message)", sourceLocation: sourceLocation)
        return message
    }

    /// Opens `scene` and returns its first frame (after the `hello`, if not read yet).
    @discardableResult
    func open(_ scene: String, time: Double = 1000) async throws -> JSONObject {
        try await send(["type": "open", "scene": scene, "time": time])
        return try await receive("frame")
    }

    /// Sends one batch of touch changes at page time `time` and returns its frame.
    @discardableResult
    func touches(_ changes: [(id: Int, phase: String, x: Double, y: Double)], time: Double) async throws -> JSONObject {
        lastSeq += 1
        try await send(["type": "touches", "time": time, "seq": lastSeq,
                        "touches": changes.map { ["id": $0.id, "phase": $0.phase, "x": $0.x, "y": $0.y] }])
        return try await receive("frame")
    }

    /// Sends a tick at page time `time` and returns its frame.
    @discardableResult
    func tick(time: Double) async throws -> JSONObject {
        lastSeq += 1
        try await send(["type": "tick", "time": time, "seq": lastSeq])
        return try await receive("frame")
    }
}

extension LabTestClient {
    /// Connects to the lab's WebSocket, reads the `hello`, and runs `body` with the socket.
    @discardableResult
    func withLabSocket(_ body: @escaping @Sendable (LabSocket) async throws -> Void) async throws -> WebSocketCloseFrame? {
        try await ws("/ws", configuration: WebSocketClientConfiguration(maxFrameSize: 16 << 20)) { inbound, outbound, _ in
            let socket = LabSocket(inbound: inbound, outbound: outbound)
            let hello = try await socket.receive("hello")
            #expect(hello["version"] as? Int == 1)
            try await body(socket)
        }
    }
}

extension JSONObject {
    var svg: String { self["svg"] as? String ?? "" }
    var timeline: [JSONObject] { self["timeline"] as? [JSONObject] ?? [] }
    var state: [JSONObject] { self["state"] as? [JSONObject] ?? [] }
    /// The value of the state property `name`.
    func stateValue(_ name: String) -> String? {
        state.first { $0["name"] as? String == name }?["value"] as? String
    }
}

/// The body of a response as a JSON value.
func json(_ response: TestResponse) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView))
}

/// A WebSocket handshake to the lab on `port`, made byte for byte on a TCP connection of its own,
/// with `headers` (e.g. `Origin`, `Authorization`): the lab's answer — status line, headers and
/// whatever frames follow — until `done` says it is enough (by default: a close frame, or an answer
/// that is not an upgrade), or the server closes the connection.
/// (HummingbirdWSClient sometimes loses frames a server sends in the same packet as its `101`.)
func rawWebSocketHandshake(port: Int, _ path: String, authority: String = "localhost", headers: [String: String] = [:],
                           until done: @escaping @Sendable (RawHandshake) -> Bool = { $0.isClosed }) async throws -> RawHandshake {
    var request = "GET \(path) HTTP/1.1\r\nHost: \(authority)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
    request += "\r\n"
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).connect(host: "127.0.0.1", port: port) { channel in
        channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
    }
    let bytes = try await channel.executeThenClose { inbound, outbound -> [UInt8] in
        try await outbound.write(ByteBuffer(string: request))
        var received: [UInt8] = []
        for try await chunk in inbound {
            received += chunk.readableBytesView
            if done(RawHandshake(bytes: received)) { break }
        }
        return received
    }
    return RawHandshake(bytes: bytes)
}

/// What `rawWebSocketHandshake` received.
struct RawHandshake: Sendable {
    let bytes: [UInt8]

    /// The status code of the answer's status line (101 when upgraded).
    var status: Int? {
        let line = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// Where the headers end (the index after their blank line), nil before they all came.
    var headerEnd: Int? {
        bytes.indices.first { bytes[$0...].starts(with: Array("\r\n\r\n".utf8)) }.map { $0 + 4 }
    }

    /// An answer that is not an upgrade: its body as text.
    var body: String { headerEnd.map { String(decoding: bytes[$0...], as: UTF8.self) } ?? "" }

    /// The unmasked server frames after the headers of an upgrade: (opcode, payload).
    var frames: [(opcode: UInt8, payload: [UInt8])] {
        guard status == 101, let end = headerEnd else { return [] }
        var index = end
        var frames: [(UInt8, [UInt8])] = []
        while index + 2 <= bytes.count {
            let opcode = bytes[index] & 0x0F
            var length = Int(bytes[index + 1] & 0x7F)
            var start = index + 2
            if length == 126, start + 2 <= bytes.count {
                length = Int(bytes[start]) << 8 | Int(bytes[start + 1])
                start += 2
            } else if length == 127 {
                return frames
            }
            guard start + length <= bytes.count else { return frames }
            frames.append((opcode, Array(bytes[start..<(start + length)])))
            index = start + length
        }
        return frames
    }

    /// The text frames' texts.
    var texts: [String] { frames.filter { $0.opcode == 0x1 }.map { String(decoding: $0.payload, as: UTF8.self) } }

    /// Whether a close frame came. (An answer that is not an upgrade ends when the server closes
    /// the connection, as the lab does after every refused upgrade.)
    var isClosed: Bool { frames.contains { $0.opcode == 0x8 } }
}
