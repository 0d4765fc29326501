import Foundation
import HummingbirdTesting
import HummingbirdWSClient
@testable import TactileLab
import TactileUI
import Testing

/// `@State` across a rebuild (docs/LAB-PROTOCOL.md, "State across a rebuild"): a session's state
/// leaves as a snapshot, crosses the worker pipe, and the next `open` of another session starts
/// from it; a snapshot that cannot be read starts the scene fresh and says why.
@Suite("Lab state across a rebuild", .timeLimit(.minutes(10)))
struct LabStateRestoreTests {
    static let center = (x: 195.0, y: 422.0)
    static let drag = [
        #"{"type":"open","scene":"004-star-drag-position","time":0}"#,
        #"{"type":"touches","time":10,"seq":1,"touches":[{"id":0,"phase":"began","x":195,"y":422}]}"#,
        #"{"type":"touches","time":26,"seq":2,"touches":[{"id":0,"phase":"moved","x":230,"y":440}]}"#,
        #"{"type":"touches","time":42,"seq":3,"touches":[{"id":0,"phase":"ended","x":245,"y":452}]}"#,
    ]
    static let dropped = "CGSize(width: 50.0, height: 30.0)"

    /// The JSON object of a reply.
    static func object(_ reply: LabReply) throws -> JSONObject {
        try #require(try JSONSerialization.jsonObject(with: Data(reply.json().utf8)) as? JSONObject)
    }

    @MainActor
    @Test func theNextOpenStartsFromTheSnapshotAndSaysWhatItKept() throws {
        let old = LabSession()
        for text in Self.drag { _ = old.handle(text: text) }
        let snapshot = old.stateSnapshot()
        #expect(snapshot.entries.map(\.property) == ["position"], "the drag's @GestureState is not kept")

        let new = LabSession()
        new.restoreOnNextOpen(json: snapshot.json())
        let replies = new.handle(text: #"{"type":"open","scene":"004-star-drag-position","time":0}"#)
        #expect(replies.count == 2)
        let restored = try Self.object(replies[0])
        #expect(restored["type"] as? String == "restored")
        #expect((restored["restored"] as? [JSONObject])?.compactMap { $0["name"] as? String } == ["position"])
        #expect((restored["reset"] as? [JSONObject])?.isEmpty == true)
        #expect(try Self.object(replies[1]).stateValue("position") == Self.dropped)
        // A past moment of the restored instance starts from the restored state too.
        let moment = try Self.object(new.handle(text: #"{"type":"seek","time":0}"#)[0])
        #expect(moment.stateValue("position") == Self.dropped)
        // Only the next open: a reset starts fresh.
        let reset = try Self.object(new.handle(text: #"{"type":"reset","time":0}"#)[0])
        #expect(reset.stateValue("position") == "CGSize(width: 0.0, height: 0.0)")
    }

    @MainActor
    @Test func aMalformedSnapshotStartsTheSceneFreshWithTheError() throws {
        let session = LabSession()
        session.restoreOnNextOpen(json: #"{"format":"tactile-state-snapshot","version":1,"entries":[{"path":"/"}]"#)
        let replies = session.handle(text: #"{"type":"open","scene":"004-star-drag-position","time":0}"#)
        let restored = try Self.object(replies[0])
        #expect(restored["type"] as? String == "restored")
        let error = try #require(restored["error"] as? String)
        #expect(error.contains("starts fresh"))
        #expect(error.contains("not valid JSON"))
        #expect(try Self.object(replies[1]).stateValue("position") == "CGSize(width: 0.0, height: 0.0)")
    }

    @Test func aWorkerExportsASessionsSnapshotAndOpensAnotherWithIt() async throws {
        let pool = LabWorkerPool(launcher: .inProcess(), count: 1)
        defer { pool.shutdown() }
        let old = try pool.openSession()
        var oldAnswers = old.events.makeAsyncIterator()
        for text in Self.drag {
            old.send(text: text)
            _ = await oldAnswers.next()
        }
        let json = try #require(await old.stateSnapshot())
        let snapshot = try StateSnapshot(json: json)
        #expect(snapshot.entries.first?.value == "[50,30]")

        let new = try pool.openSession()
        var answers = new.events.makeAsyncIterator()
        new.restore(snapshot: json)
        new.send(text: #"{"type":"open","scene":"004-star-drag-position","time":0}"#)
        guard case .reply(let first) = await answers.next(), case .reply(let second) = await answers.next() else {
            Issue.record("the worker did not answer the open")
            return
        }
        #expect(first.contains(#""type":"restored""#))
        let frame = try #require(try JSONSerialization.jsonObject(with: Data(second.utf8)) as? JSONObject)
        #expect(frame.stateValue("position") == Self.dropped)
    }

    @Test func aSnapshotAskedOfAnEndedWorkerIsNil() async throws {
        let pool = LabWorkerPool(launcher: .inProcess(), count: 1)
        let session = try pool.openSession()
        pool.shutdown()
        var events = session.events.makeAsyncIterator()
        while await events.next() != nil {}
        #expect(await session.stateSnapshot() == nil)
    }

    @Test func aConnectionNamingAnotherByItsTokenStartsFromItsState() async throws {
        let pool = LabWorkerPool(launcher: .inProcess(), count: 1)
        defer { pool.shutdown() }
        try await withLiveLab(workers: pool) { client in
            try await client.ws("/ws", configuration: WebSocketClientConfiguration(maxFrameSize: 16 << 20)) { inbound, outbound, _ in
                let old = LabSocket(inbound: inbound, outbound: outbound)
                let token = try #require(try await old.receive("hello")["session"] as? String)
                try await old.open("004-star-drag-position", time: 0)
                try await old.touches([(0, "began", Self.center.x, Self.center.y)], time: 10)
                try await old.touches([(0, "moved", Self.center.x + 35, Self.center.y + 18)], time: 26)
                try await old.touches([(0, "ended", Self.center.x + 50, Self.center.y + 30)], time: 42)
                // The page opens the new connection before closing the old one.
                try await client.ws("/ws?state=\(token)", configuration: WebSocketClientConfiguration(maxFrameSize: 16 << 20)) { inbound, outbound, _ in
                    let new = LabSocket(inbound: inbound, outbound: outbound)
                    let hello = try await new.receive("hello")
                    #expect(hello["session"] as? String != token)
                    try await new.send(["type": "open", "scene": "004-star-drag-position", "time": 0])
                    let restored = try await new.receive("restored")
                    #expect((restored["restored"] as? [JSONObject])?.count == 1)
                    #expect(try await new.receive("frame").stateValue("position") == Self.dropped)
                }
                // An unknown token: the scene simply starts fresh.
                try await client.ws("/ws?state=not-a-token", configuration: WebSocketClientConfiguration(maxFrameSize: 16 << 20)) { inbound, outbound, _ in
                    let fresh = LabSocket(inbound: inbound, outbound: outbound)
                    _ = try await fresh.receive("hello")
                    #expect(try await fresh.open("004-star-drag-position", time: 0).stateValue("position") == "CGSize(width: 0.0, height: 0.0)")
                }
            }
        }
    }
}
