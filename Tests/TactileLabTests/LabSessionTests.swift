import Foundation
import HummingbirdTesting
import HummingbirdWSClient
import TactileLab
import Testing

/// Scenes driven through the real server: HTTP upgrade, WebSocket frames, JSON both ways.
@Suite("Lab sessions over WebSocket")
struct LabSessionTests {
    /// The centre of the 390×844 canvas, where the seed's centred views sit.
    static let center = (x: 195.0, y: 422.0)

    @Test func aDragMovesTheStarAndTheTimelineShowsItsCallbacks() async throws {
        try await withLiveLab { client in
            try await client.withLabSocket { socket in
                let first = try await socket.open("004-star-drag-position")
                #expect(first["seq"] is NSNull)
                #expect(first.svg.hasPrefix("<svg"))
                #expect(first.stateValue("position") == "CGSize(width: 0.0, height: 0.0)")
                var frames = [try await socket.touches([(0, "began", Self.center.x, Self.center.y)], time: 5000)]
                for step in 1...10 {
                    frames.append(try await socket.touches([(0, "moved", Self.center.x + Double(step) * 6, Self.center.y + Double(step) * 3)],
                                                           time: 5000 + Double(step) * 16))
                }
                frames.append(try await socket.touches([(0, "ended", Self.center.x + 60, Self.center.y + 30)], time: 5200))
                #expect(frames.map { $0["seq"] as? Int } == Array(1...12))
                #expect(frames.last?["time"] as? Double == 0.2, "page ms map to engine seconds from the first input")
                #expect(Set(frames.map(\.svg)).count > 2, "the star moves while dragged")
                let timeline = frames.flatMap(\.timeline)
                let callbacks = timeline.filter { $0["kind"] as? String == "callback" }.compactMap { $0["detail"] as? String }
                #expect(callbacks.contains { $0.hasPrefix("updating") })
                #expect(callbacks.contains { $0.hasPrefix("onEnded") })
                #expect(timeline.contains { $0["kind"] as? String == "phase" })
                #expect(timeline.allSatisfy { ($0["gesture"] as? String)?.hasPrefix("DragGesture") == true })
                // Each frame carries only the entries since the previous one.
                let times = timeline.compactMap { $0["time"] as? Double }
                #expect(times == times.sorted())
                #expect(frames.last?.stateValue("position") == "CGSize(width: 60.0, height: 30.0)")
                #expect(frames.last?.stateValue("dragOffset") == "CGSize(width: 0.0, height: 0.0)")
                // Time passes with ticks until the offset animation settles.
                var frame = try await socket.tick(time: 5300)
                var time = 5300.0
                while frame["animating"] as? Bool == true, time < 8000 {
                    time += 16
                    frame = try await socket.tick(time: time)
                }
                #expect(frame["animating"] as? Bool == false)
                #expect(frame.timeline.isEmpty, "no gesture ran after the drag")
            }
        }
    }

    @Test func aLongPressEndsOnItsTimerAsTicksPass() async throws {
        try await withLiveLab { client in
            try await client.withLabSocket { socket in
                let rest = try await socket.open("004-star-long-press-scale")
                let down = try await socket.touches([(0, "began", Self.center.x, Self.center.y)], time: 100)
                #expect(down["nextWakeUp"] as? Double == 1.0, "LongPressGesture(minimumDuration: 1) wakes at 1 s")
                var time = 100.0
                var ended: JSONObject?
                while ended == nil, time < 1500 {
                    time += 16
                    let frame = try await socket.tick(time: time)
                    if frame.timeline.contains(where: { ($0["detail"] as? String)?.hasPrefix("onEnded") == true }) { ended = frame }
                }
                let frame = try #require(ended)
                let endedAt = try #require(frame.timeline.first { ($0["detail"] as? String)?.hasPrefix("onEnded") == true }?["time"] as? Double)
                #expect(endedAt == 1.0, "the wake-up is delivered at its own time, not the tick's")
                #expect(frame.stateValue("isPressed") == "true")
                #expect(frame["animating"] as? Bool == true, "the scale animates (.animation(.easeInOut, value:))")
                #expect(frame["nextWakeUp"] is NSNull)
                let after = try await socket.tick(time: time + 1000)
                #expect(after.svg != rest.svg, "the star is at half scale")
                let up = try await socket.touches([(0, "ended", Self.center.x, Self.center.y)], time: time + 1100)
                #expect(up.stateValue("isPressed") == "true")
            }
        }
    }

    @Test func pingIsAnsweredWithTheSameID() async throws {
        try await withLiveLab { client in
            try await client.withLabSocket { socket in
                try await socket.send(["type": "ping", "id": 42])
                #expect(try await socket.receive("pong")["id"] as? Int == 42)
                try await socket.send(["type": "ping", "id": "abc"])
                #expect(try await socket.receive("pong")["id"] as? String == "abc")
            }
        }
    }

    @Test func openingAgainStartsAFreshInstance() async throws {
        try await withLiveLab { client in
            try await client.withLabSocket { socket in
                let rest = try await socket.open("004-star-drag-position")
                try await socket.touches([(0, "began", Self.center.x, Self.center.y)], time: 0)
                try await socket.touches([(0, "moved", Self.center.x + 80, Self.center.y)], time: 50)
                // The offset animates (.animation(.easeInOut, value: dragOffset)); later it has moved.
                let moved = try await socket.tick(time: 500)
                #expect(moved.svg != rest.svg)
                try await socket.send(["type": "reset", "time": 60])
                let reset = try await socket.receive("frame")
                #expect(reset.svg == rest.svg)
                #expect(reset["time"] as? Double == 0)
                // The finger of the old instance is gone: a move for it is refused as a value.
                try await socket.send(["type": "touches", "time": 70, "seq": 99,
                                       "touches": [["id": 0, "phase": "moved", "x": 10, "y": 10]]])
                let error = try await socket.receive("error")
                #expect(error["code"] as? String == "touch-rejected")
                #expect((error["message"] as? String)?.contains("not down") == true)
                #expect(try await socket.receive("frame")["seq"] as? Int == 99)
            }
        }
    }
}
