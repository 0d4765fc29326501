import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import TactileLab
import Testing

/// Bad input is answered with the protocol's error codes and the session goes on.
@Suite("Lab errors keep the session")
struct LabErrorTests {
    static let cases: [(name: String, text: String, code: String)] = [
        ("not JSON", "{\"type\": \"tick\", ", "malformed-json"),
        ("an array", "[1, 2]", "malformed-json"),
        ("a string", "\"open\"", "malformed-json"),
        ("no type", "{\"time\": 1}", "unknown-type"),
        ("type not a string", "{\"type\": 3}", "unknown-type"),
        ("unknown type", "{\"type\": \"explode\"}", "unknown-type"),
        ("missing field", "{\"type\": \"tick\", \"seq\": 1}", "invalid-message"),
        ("wrongly typed field", "{\"type\": \"tick\", \"time\": \"soon\", \"seq\": 1}", "invalid-message"),
        ("NaN as JSON null", "{\"type\": \"tick\", \"time\": null, \"seq\": 1}", "invalid-message"),
        ("overflowing number", "{\"type\": \"tick\", \"time\": 1e999, \"seq\": 1}", "invalid-message"),
        ("negative touch id", "{\"type\": \"touches\", \"time\": 1, \"seq\": 1, \"touches\": [{\"id\": -1, \"phase\": \"began\", \"x\": 1, \"y\": 1}]}", "invalid-message"),
        ("unknown phase", "{\"type\": \"touches\", \"time\": 1, \"seq\": 1, \"touches\": [{\"id\": 0, \"phase\": \"hover\", \"x\": 1, \"y\": 1}]}", "invalid-message"),
        ("fractional id", "{\"type\": \"touches\", \"time\": 1, \"seq\": 1, \"touches\": [{\"id\": 0.5, \"phase\": \"began\", \"x\": 1, \"y\": 1}]}", "invalid-message"),
        ("bad canvas", "{\"type\": \"open\", \"scene\": \"001-tap-me\", \"time\": 1, \"canvas\": {\"width\": -5, \"height\": 10}}", "invalid-message"),
        ("bad record action", "{\"type\": \"record\", \"action\": \"pause\"}", "invalid-message"),
        ("recording with decreasing times", "{\"type\": \"replay\", \"recording\": {\"format\": \"tactile-touch-recording\", \"version\": 1, \"scene\": \"001-tap-me\", \"events\": [{\"time\": 1}, {\"time\": 0.5}]}}", "invalid-message"),
        ("recording of another format", "{\"type\": \"replay\", \"recording\": {\"format\": \"har\", \"version\": 1, \"events\": []}}", "invalid-message"),
        ("unknown scene", "{\"type\": \"open\", \"scene\": \"999-nothing\", \"time\": 1}", "unknown-scene"),
        ("replay of an unknown scene", "{\"type\": \"replay\", \"recording\": {\"format\": \"tactile-touch-recording\", \"version\": 1, \"scene\": \"999-nothing\", \"events\": []}}", "unknown-scene"),
    ]

    @Test func everyBadMessageIsAnsweredAndTheSessionGoesOn() async throws {
        try await withLiveLab { client in
            try await client.withLabSocket { socket in
                let rest = try await socket.open("004-star-drag-position")
                for (name, text, code) in Self.cases {
                    try await socket.send(text: text)
                    let error = try await socket.receive("error")
                    #expect(error["code"] as? String == code, "\(name)")
                    #expect((error["message"] as? String)?.isEmpty == false, "\(name)")
                    #expect(error["received"] as? String == String(text.prefix(200)), "\(name)")
                    // Still the same instance, still answering.
                    let frame = try await socket.tick(time: 10)
                    #expect(frame.svg == rest.svg, "\(name)")
                }
            }
        }
    }

    @Test func inputBeforeOpenIsNoScene() async throws {
        try await withLiveLab { client in
            try await client.withLabSocket { socket in
                for message: JSONObject in [["type": "tick", "time": 1, "seq": 1], ["type": "reset", "time": 1],
                                            ["type": "record", "action": "start"],
                                            ["type": "touches", "time": 1, "seq": 2, "touches": [["id": 0, "phase": "began", "x": 1, "y": 1]]]] {
                    try await socket.send(message)
                    let error = try await socket.receive("error")
                    #expect(error["code"] as? String == "no-scene")
                }
                let frame = try await socket.open("001-tap-me")
                #expect(frame.svg.hasPrefix("<svg"))
            }
        }
    }

    @Test func oversizedAndBinaryMessagesAreRefusedWithoutClosing() async throws {
        var configuration = LabConfiguration.testing
        configuration.maxMessageBytes = 4096
        try await withLiveLab(configuration) { client in
            try await client.withLabSocket { socket in
                try await socket.open("001-tap-me")
                let big = "{\"type\": \"ping\", \"id\": \"" + String(repeating: "x", count: 5000) + "\"}"
                try await socket.send(text: big)
                let oversized = try await socket.receive("error")
                #expect(oversized["code"] as? String == "oversized")
                #expect((oversized["received"] as? String)?.count == 200)
                try await socket.outbound.write(.binary(ByteBuffer(bytes: [0, 1, 2])))
                let binary = try await socket.receive("error")
                #expect(binary["code"] as? String == "binary-unsupported")
                let frame = try await socket.tick(time: 1)
                #expect(frame.svg.hasPrefix("<svg"))
            }
        }
    }

    @Test func theDefaultLimitIsOneMebibyte() async throws {
        try await withLiveLab { client in
            try await client.withLabSocket { socket in
                let big = "{\"type\": \"ping\", \"id\": \"" + String(repeating: "x", count: 1 << 20) + "\"}"
                try await socket.send(text: big)
                #expect(try await socket.receive("error")["code"] as? String == "oversized")
                try await socket.send(["type": "ping", "id": 1])
                #expect(try await socket.receive("pong")["id"] as? Int == 1)
            }
        }
    }
}
