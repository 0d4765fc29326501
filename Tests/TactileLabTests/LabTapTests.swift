import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import NIOCore
import NIOEmbedded
import NIOWebSocket
import PropertyBased
@testable import TactileLab
import Testing

/// A page's tap (docs/LAB-PROTOCOL.md, "Catch-up"): a second WebSocket that carries a copy of every
/// message the page's socket carries, from the index the page asks for, so a worker of the page can
/// put each where the page's animation frame reads it. Nothing here depends on time: every wait is
/// for a message, within the suite's time limit.
@Suite("Lab tap", .timeLimit(.minutes(10)))
struct LabTapTests {
    private static let tapConfiguration = WebSocketClientConfiguration(maxFrameSize: 16 << 20)

    /// The tap path of the catch-up path `path` (the hello names both; `withCatchUpSocket` checks they match).
    private static func tapPath(_ path: String) -> String {
        String(path.dropLast("messages".count)) + "tap"
    }

    /// The socket's next `count` messages as it delivers them.
    private static func texts(_ socket: LabSocket, _ count: Int) async throws -> [String] {
        var texts: [String] = []
        for _ in 0..<count { texts.append(try #require(try await socket.receiveText())) }
        return texts
    }

    @Test("a tap carries every message the page's socket delivers, the same text in the same order")
    func aTapCarriesWhatTheSocketDelivers() async throws {
        try await LabCatchUpTests.withCatchUpSocket { client, socket, path in
            _ = try await client.ws("\(Self.tapPath(path))?from=1", configuration: Self.tapConfiguration) { inbound, outbound, _ in
                let tap = LabSocket(inbound: inbound, outbound: outbound)
                #expect(try await tap.receiveText() == #"{"type":"tap","from":1}"#)
                try await socket.send(["type": "open", "scene": "004-star-drag-position", "time": 1000])
                try await socket.send(["type": "touches", "time": 1016, "seq": 1, "touches": [["id": 0, "phase": "began", "x": 195, "y": 422]]])
                try await socket.send(["type": "touches", "time": 1032, "seq": 2, "touches": [["id": 0, "phase": "moved", "x": 215, "y": 452]]])
                try await socket.send(["type": "ping", "id": "last"])
                let delivered = try await Self.texts(socket, 4)
                #expect(delivered[0].contains(#""type":"frame""#) && delivered[3].contains(#""type":"pong""#))
                #expect(try await Self.texts(tap, 4) == delivered)
                // What the page sends on its tap is ignored; the page's socket goes on.
                try await tap.send(text: "{not json")
                try await socket.send(["type": "ping", "id": "after"])
                let pong = try #require(try await socket.receiveText())
                #expect(try await tap.receiveText() == pong)
            }
        }
    }

    @Test("a tap that starts late gets the kept messages from its index first, then each new one, none twice")
    func aLateTapGetsTheBacklogThenNewMessages() async throws {
        try await LabCatchUpTests.withCatchUpSocket { client, socket, path in
            for id in ["a", "b", "c"] { try await socket.send(["type": "ping", "id": id]) }
            let early = try await Self.texts(socket, 3)   // messages 1, 2, 3
            _ = try await client.ws("\(Self.tapPath(path))?from=2", configuration: Self.tapConfiguration) { inbound, outbound, _ in
                let tap = LabSocket(inbound: inbound, outbound: outbound)
                #expect(try await tap.receiveText() == #"{"type":"tap","from":2}"#)
                #expect(try await Self.texts(tap, 2) == Array(early[1...]))
                try await socket.send(["type": "ping", "id": "d"])
                #expect(try await tap.receiveText() == (try await socket.receiveText()))
            }
            // From past the end: the tap starts at the next message and says so.
            _ = try await client.ws("\(Self.tapPath(path))?from=99", configuration: Self.tapConfiguration) { inbound, outbound, _ in
                let tap = LabSocket(inbound: inbound, outbound: outbound)
                let first = try await tap.receiveText()
                #expect(first == #"{"type":"tap","from":5}"#)
            }
        }
    }

    @Test("a tap from a message no longer kept starts at the oldest kept one")
    func aTapFromAGoneIndexStartsAtTheOldestKept() async throws {
        var configuration = LabConfiguration.patient
        configuration.catchUpBytes = 1   // only the newest message is kept
        try await LabCatchUpTests.withCatchUpSocket(configuration) { client, socket, path in
            try await socket.send(["type": "ping", "id": "x"])
            let pong = try #require(try await socket.receiveText())
            _ = try await client.ws("\(Self.tapPath(path))?from=0", configuration: Self.tapConfiguration) { inbound, outbound, _ in
                let tap = LabSocket(inbound: inbound, outbound: outbound)
                let first = try await tap.receiveText(), next = try await tap.receiveText()
                #expect(first == #"{"type":"tap","from":1}"#)
                #expect(next == pong)
            }
        }
    }

    /// (On the wire the error message is followed at once by a close (1008), which the browser
    /// test `test_a_bad_tap_gets_an_error_and_a_close` checks: the Swift test client can lose
    /// frames that arrive in the same read as its upgrade's answer.)
    @Test("a tap of an unknown session or from a bad index is a clear error value")
    func badTapsAreErrorValues() async throws {
        let catchUp = LabCatchUp(maxWait: .zero)
        let loop = EmbeddedEventLoop()
        catchUp.register(LabPageLog(byteLimit: 1 << 10), loop: loop, token: "open")
        let tap = LabPageChannel(channel: EmbeddedChannel(loop: loop))
        for (token, from, status, code) in [("nope", "0", 404, LabError.Code.notFound), ("open", nil, 400, .invalidMessage),
                                            ("open", "-2", 400, .invalidMessage), ("open", "one", 400, .invalidMessage)] {
            do {
                _ = try catchUp.tap(token: token, from: from, into: tap) {}
                Issue.record("\(token) from \(from ?? "nil"): no error")
            } catch {
                #expect(Int(error.status.code) == status, "\(token) from \(from ?? "nil")")
                #expect(error.error.code == code, "\(token) from \(from ?? "nil"): \(error.error.message)")
            }
        }
        let stop = try catchUp.tap(token: "open", from: "0", into: tap) {}
        stop()
    }

    @Test("a tap closes normally when the page's connection closes")
    func aTapEndsWithItsConnection() async throws {
        let pool = LabWorkerPool(launcher: .inProcess(), count: 1)
        defer { pool.shutdown() }
        try await withLiveLab(.patient, workers: pool) { client in
            let tapped = Mutable<Task<(messages: [String], close: WebSocketCloseFrame?), any Error>?>(nil)
            _ = try await client.ws("/ws", configuration: Self.tapConfiguration) { inbound, outbound, _ in
                let socket = LabSocket(inbound: inbound, outbound: outbound)
                let path = try #require(try await socket.receive("hello")["catchUp"] as? String)
                let started = AsyncStream<Void>.makeStream()
                tapped.value = Task {
                    let messages = Mutable<[String]>([])
                    let close = try await client.ws("\(Self.tapPath(path))?from=1", configuration: Self.tapConfiguration) { inbound, outbound, _ in
                        let tap = LabSocket(inbound: inbound, outbound: outbound)
                        while let text = try await tap.receiveText() {
                            messages.value.append(text)
                            started.continuation.finish()
                        }
                    }
                    return (messages.value, close)
                }
                for await _ in started.stream {}   // the tap is open: its first message came
                try await socket.send(["type": "ping", "id": "z"])
                _ = try await socket.receiveText()
            }
            // The page's socket closed: its tap ends by itself (a hang here fails the time limit).
            let (messages, close) = try await #require(tapped.value).value
            #expect(messages.first == #"{"type":"tap","from":1}"#)
            #expect(close?.closeCode == .normalClosure)
        }
    }

    @Test("the page and every asset are served cross-origin isolated, so the page may share memory with its tap worker")
    func assetsAreCrossOriginIsolated() async throws {
        try await withLiveLab { client in
            for uri in ["/"] + LabAssets.names.sorted().map({ "/assets/\($0)" }) {
                let headers = try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .ok, "\(uri)")
                    return response.headers
                }
                #expect(headers[HTTPFields.Element.Name("Cross-Origin-Opener-Policy")!] == "same-origin", "\(uri)")
                #expect(headers[HTTPFields.Element.Name("Cross-Origin-Embedder-Policy")!] == "require-corp", "\(uri)")
            }
        }
    }

    @Test("a tap carries exactly the messages from its first index on, wherever it starts among the appends")
    func theTapMatchesTheLog() async throws {
        await propertyCheck(count: 200, input: Gen.int(in: 1...40).array(of: 1...30), Gen.int(in: 1...120), Gen.int(in: 0...35), Gen.int(in: 0...30)) { lengths, limit, from, startAfter in
            let channel = EmbeddedChannel()
            let log = LabPageLog(byteLimit: limit)
            let texts = lengths.enumerated().map { String(repeating: Character(UnicodeScalar(UInt8(97 + $0.offset % 26))), count: $0.element) }
            let start = min(startAfter, texts.count)
            for text in texts[..<start] { log.append(text) }
            // The oldest message kept when the tap starts (the newest always, then older ones while they fit).
            var oldest = max(start - 1, 0), bytes = start > 0 ? texts[start - 1].utf8.count : 0
            while oldest > 0, bytes + texts[oldest - 1].utf8.count <= limit {
                oldest -= 1
                bytes += texts[oldest].utf8.count
            }
            _ = log.tap(from: from, into: LabPageChannel(channel: channel)) {}
            for text in texts[start...] { log.append(text) }
            channel.embeddedEventLoop.run()
            var carried: [String] = []
            while let frame = try? channel.readOutbound(as: WebSocketFrame.self) {
                carried.append(String(buffer: frame.data))
            }
            let first = min(max(from, oldest), start)
            #expect(carried == [#"{"type":"tap","from":\#(first)}"#] + Array(texts[first...]))
            _ = try? channel.finish()
        }
    }
}
