import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import HummingbirdWebSocket
import TactileLab
import Testing

/// A JSON object as received.
typealias JSONObject = [String: Any]

extension LabConfiguration {
    /// The lab on any free loopback port.
    static var testing: LabConfiguration {
        var configuration = LabConfiguration.standard
        configuration.port = 0
        return configuration
    }
}

/// Runs `body` against a live lab server (real sockets, real HTTP and WebSocket).
@discardableResult
func withLiveLab<Value: Sendable>(_ configuration: LabConfiguration = .testing, idleClock: ManualClock = ManualClock(),
                                  workers: LabWorkerPool? = nil,
                                  _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
    // Idleness runs on a clock only the test moves: no session is closed because the machine is slow.
    let application = LabServer(configuration: configuration, idleClock: LabIdleClock(idleClock), workers: workers).makeApplication()
    return try await application.test(.live) { client in try await body(client) }
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

extension TestClientProtocol {
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
