import Foundation
import HummingbirdTesting
import HummingbirdWSClient
import NIOCore
import NIOEmbedded
import PropertyBased
@testable import TactileLab
import Testing

/// A page's catch-up read (docs/LAB-PROTOCOL.md, "Catch-up"): the messages its socket has not
/// delivered yet, read by request while its animation frame waits for the answer to input. Nothing
/// here depends on time: the reads that wait may wait an hour (`catchUpMaxWait`), so only the
/// message they wait for ends them, and the limit itself is checked at zero.
extension LabConfiguration {
    /// The test lab, whose catch-up reads wait as long as they ask (up to an hour: far past the
    /// suite's time limit, so only the message a read waits for ends it, however busy the machine).
    static var patient: LabConfiguration {
        var configuration = LabConfiguration.testing
        configuration.catchUpMaxWait = .seconds(3600)
        return configuration
    }
}

@Suite("Lab catch-up", .timeLimit(.minutes(10)))
struct LabCatchUpTests {
    /// A read's `wait` that only the awaited message ends (an hour, in milliseconds).
    static let unbounded = 3_600_000

    /// The server's `hello` and the catch-up path it names (its `tap` is the same session's), then
    /// `body` with the socket.
    static func withCatchUpSocket(_ configuration: LabConfiguration = .patient,
                                          _ body: @escaping @Sendable (LabTestClient, LabSocket, String) async throws -> Void) async throws {
        let pool = LabWorkerPool(launcher: .inProcess(), count: 1)
        defer { pool.shutdown() }
        try await withLiveLab(configuration, workers: pool) { client in
            _ = try await client.ws("/ws", configuration: WebSocketClientConfiguration(maxFrameSize: 16 << 20)) { inbound, outbound, _ in
                let socket = LabSocket(inbound: inbound, outbound: outbound)
                let hello = try await socket.receive("hello")
                let session = try #require(hello["session"] as? String)
                let path = try #require(hello["catchUp"] as? String)
                #expect(path == "/api/sessions/\(session)/messages")
                #expect(hello["tap"] as? String == "/api/sessions/\(session)/tap")
                try await body(client, socket, path)
            }
        }
    }

    /// One GET with the lab's token (`rawRequest`: only its answer ends it).
    static func get(_ client: LabTestClient, _ uri: String) async throws -> (status: Int, body: String) {
        let response = try await rawRequest(port: try #require(client.port), uri, headers: [.authorization: "token \(LabTestClient.token)"])
        return (Int(response.head.status.code), String(buffer: response.body ?? ByteBuffer()))
    }

    @Test("a read waits for the answer the page's socket has not delivered, and returns it as the socket does")
    func aReadReturnsTheAnswerTheSocketWillDeliverTheSameText() async throws {
        try await Self.withCatchUpSocket { client, socket, path in
            try await socket.open("004-star-drag-position")   // message 1: hello was 0
            // The press goes out; its answer (message 2) is read by request, waiting for it.
            try await socket.send(["type": "touches", "time": 1016, "seq": 1, "touches": [["id": 0, "phase": "began", "x": 195, "y": 422]]])
            let read = try await Self.get(client, "\(path)?from=2&wait=\(Self.unbounded)")
            #expect(read.status == 200)
            let lines = read.body.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 && lines.last == "", "one message and its line feed: \(read.body.prefix(200))")
            let delivered = try #require(try await socket.receiveText())
            #expect(String(lines[0]) == delivered, "the same text the socket delivers")
            #expect(delivered.contains(#""seq":1"#))
            // Read again from the same count: it is still kept, and nothing new came.
            #expect(try await Self.get(client, "\(path)?from=2").body == delivered + "\n")
            #expect(try await Self.get(client, "\(path)?from=3").body == "", "no wait: nothing yet is an empty answer")
        }
    }

    @Test("a read that waits is answered by the next message, in the order the socket has them")
    func aWaitingReadIsAnsweredByTheNextMessages() async throws {
        try await Self.withCatchUpSocket { client, socket, path in
            async let read = Self.get(client, "\(path)?from=1&wait=\(Self.unbounded)")
            try await socket.send(["type": "ping", "id": "a"])
            let pong = try #require(try await socket.receiveText())
            let answer = try await read
            #expect(answer.status == 200)
            #expect(answer.body == pong + "\n")
            try await socket.send(["type": "ping", "id": "b"])
            try await socket.send(["type": "ping", "id": "c"])
            let b = try #require(try await socket.receiveText()), c = try #require(try await socket.receiveText())
            #expect(try await Self.get(client, "\(path)?from=1").body == [pong, b, c].map { $0 + "\n" }.joined())
        }
    }

    @Test("a read waits no longer than the server's limit, whatever it asks")
    func aReadWaitsAtMostTheLimit() async throws {
        var configuration = LabConfiguration.testing
        configuration.catchUpMaxWait = .zero
        try await Self.withCatchUpSocket(configuration) { client, socket, path in
            // Nothing is sent: with a limit of zero the read answers at once, empty (a test that
            // hangs here means the limit was not applied).
            #expect(try await Self.get(client, "\(path)?from=1&wait=\(Self.unbounded)") == (200, ""))
            try await socket.send(["type": "ping", "id": "after"])
            #expect(try await socket.receive("pong")["id"] as? String == "after")
        }
    }

    @Test("bad reads are answered with clear errors, and the connection goes on")
    func badReadsAreErrorValues() async throws {
        try await Self.withCatchUpSocket { client, socket, path in
            for (query, status) in [("", 400), ("?from=-1", 400), ("?from=one", 400), ("?from=0&wait=nan", 400), ("?from=0&wait=-3", 400)] {
                let answer = try await Self.get(client, path + query)
                #expect(answer.status == status, "\(query)")
                #expect(answer.body.contains(#""code":"invalid-message""#), "\(query): \(answer.body)")
            }
            let unknown = try await Self.get(client, "/api/sessions/no-such-session/messages?from=0")
            #expect(unknown.status == 404)
            #expect(unknown.body.contains(#""code":"not-found""#))
            try await socket.send(["type": "ping", "id": "still"])
            #expect(try await socket.receive("pong")["id"] as? String == "still")
        }
    }

    @Test("a read from a message no longer kept is gone, and a closed connection's path is not found")
    func oldMessagesAreGoneAndClosedConnectionsUnknown() async throws {
        var configuration = LabConfiguration.patient
        configuration.catchUpBytes = 1   // only the newest message is kept
        let closedPath = Mutable<String?>(nil)
        let pool = LabWorkerPool(launcher: .inProcess(), count: 1)
        defer { pool.shutdown() }
        try await withLiveLab(configuration, workers: pool) { client in
            _ = try await client.ws("/ws", configuration: WebSocketClientConfiguration(maxFrameSize: 16 << 20)) { inbound, outbound, _ in
                let socket = LabSocket(inbound: inbound, outbound: outbound)
                let path = try #require(try await socket.receive("hello")["catchUp"] as? String)
                try await socket.send(["type": "ping", "id": "x"])
                let pong = try #require(try await socket.receiveText())
                let gone = try await Self.get(client, "\(path)?from=0")
                #expect(gone.status == 410)
                #expect(gone.body.contains(#""code":"catch-up-gone""#))
                #expect(try await Self.get(client, "\(path)?from=1").body == pong + "\n")
                closedPath.value = path
            }
            let path = try #require(closedPath.value)
            // The connection's end unregisters it, after its handler returns: ask until it has
            // (the suite's time limit ends a wait for an unregistration that never comes).
            var status = 200
            while status == 200 {
                status = try await Self.get(client, "\(path)?from=1").status
                await Task.yield()
            }
            #expect(status == 404)
        }
    }

    @Test("the log answers a read with exactly the messages from its index, or gone when one is no longer kept")
    func theLogKeepsTheNewestSuffixWithinItsLimit() async {
        let loop = EmbeddedEventLoop()
        await propertyCheck(count: 200, input: Gen.int(in: 1...40).array(of: 1...30), Gen.int(in: 1...120), Gen.int(in: 0...35)) { lengths, limit, from in
            let log = LabPageLog(byteLimit: limit)
            let texts = lengths.enumerated().map { String(repeating: Character(UnicodeScalar(UInt8(97 + $0.offset % 26))), count: $0.element) }
            for text in texts { log.append(text) }
            // The kept suffix: the newest message always, then older ones while the total fits.
            var first = texts.count - 1, bytes = texts[first].utf8.count
            while first > 0, bytes + texts[first - 1].utf8.count <= limit {
                first -= 1
                bytes += texts[first].utf8.count
            }
            let read = await log.read(from: from, waitingUpTo: .zero, on: loop)
            if from < first {
                #expect(read == .gone)
            } else {
                #expect(read == .messages(Array(texts[min(from, texts.count)...])))
            }
        }
    }
}
