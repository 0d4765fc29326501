import Foundation
import HummingbirdTesting
import HummingbirdWSClient
import TactileLab
import Testing

/// `open`'s `stateChanges` through the real server: a frame carries `state` only when the list
/// changed since the previous frame; a new instance always gets the whole list
/// (LAB-PROTOCOL.md, "Unchanged state").
@Suite("Lab state changes over WebSocket")
struct LabStateChangesTests {
    static let center = (x: 195.0, y: 422.0)

    private static func openAskingForChanges(_ socket: LabSocket, _ scene: String, time: Double) async throws -> JSONObject {
        try await socket.send(["type": "open", "scene": scene, "time": time, "deltas": true, "stateChanges": true])
        return try await socket.receive("frame")
    }

    @Test func aFrameCarriesTheStateOnlyWhenItChangedAndANewInstanceAlwaysGetsTheWholeList() async throws {
        try await withLiveLab { client in
            try await client.withLabSocket { socket in
                let first = try await Self.openAskingForChanges(socket, "004-star-drag-position", time: 1000)
                #expect(first.stateValue("position") == "CGSize(width: 0.0, height: 0.0)", "an open's frame has the whole list")
                #expect(first.state.count == 2)
                let idle = try await socket.tick(time: 1016)
                #expect(idle["state"] == nil, "nothing changed since the open's frame")

                _ = try await socket.touches([(0, "began", Self.center.x, Self.center.y)], time: 1032)
                let moved = try await socket.touches([(0, "moved", Self.center.x + 30, Self.center.y + 15)], time: 1048)
                #expect(moved.stateValue("dragOffset") == "CGSize(width: 30.0, height: 15.0)", "a change is sent")
                #expect(moved.stateValue("position") == "CGSize(width: 0.0, height: 0.0)", "with the whole list")
                let still = try await socket.touches([(0, "moved", Self.center.x + 30, Self.center.y + 15)], time: 1064)
                #expect(still["state"] == nil, "the same offset written again is no change")
                let ended = try await socket.touches([(0, "ended", Self.center.x + 30, Self.center.y + 15)], time: 1080)
                #expect(ended.stateValue("position") == "CGSize(width: 30.0, height: 15.0)")
                #expect(ended.stateValue("dragOffset") == "CGSize(width: 0.0, height: 0.0)")
                var time = 1080.0
                var frame = ended
                while frame["animating"] as? Bool == true || frame["nextWakeUp"] is Double, time < 4000 {
                    time += 16
                    frame = try await socket.tick(time: time)
                }
                let settled = try await socket.tick(time: time + 16)
                #expect(settled["state"] == nil)

                try await socket.send(["type": "reset", "time": time + 32])
                let reset = try await socket.receive("frame")
                #expect(reset.stateValue("position") == "CGSize(width: 0.0, height: 0.0)", "a reset's new instance gets the whole list")

                let switched = try await Self.openAskingForChanges(socket, "003-counter-counting", time: time + 48)
                #expect(switched.stateValue("totalNumberOfTaps") == "0", "another scene gets its whole list")
                #expect(switched.stateValue("isDetectingLongPress") == "false")
                let quiet = try await socket.tick(time: time + 64)
                #expect(quiet["state"] == nil)
            }
        }
    }

    @Test func aPageThatDidNotAskGetsTheStateInEveryFrame() async throws {
        try await withLiveLab { client in
            try await client.withLabSocket { socket in
                try await socket.send(["type": "open", "scene": "004-star-drag-position", "time": 1000, "deltas": true])
                _ = try await socket.receive("frame")
                for step in 1...3 {
                    let frame = try await socket.tick(time: 1000 + Double(step) * 16)
                    #expect(frame.stateValue("position") == "CGSize(width: 0.0, height: 0.0)")
                }
            }
        }
    }
}
