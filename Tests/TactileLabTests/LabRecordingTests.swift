import Foundation
import HummingbirdTesting
import HummingbirdWSClient
import Tactile
import TactileLab
import TactileScenes
import TactileTesting
import Testing

/// Recordings made in the lab replay anywhere: in a `ViewHost` test and in the lab itself.
@Suite("Lab recordings")
struct LabRecordingTests {
    /// Drags the star in a live session while recording; returns the recording's JSON and the
    /// last frame's SVG.
    private static func recordADrag() async throws -> (recording: Data, lastSVG: String, replayed: String) {
        let result = Mutable<(Data, String, String)?>(nil)
        try await withLiveLab { client in
            try await client.withLabSocket { socket in
                try await socket.open("004-star-drag-position")
                try await socket.send(["type": "record", "action": "start"])
                try await socket.touches([(0, "began", 195, 422)], time: 2000)
                for step in 1...8 {
                    try await socket.touches([(0, "moved", 195 + Double(step) * 7, 422 - Double(step) * 4)], time: 2000 + Double(step) * 16.7)
                }
                try await socket.touches([(0, "ended", 251, 390)], time: 2150)
                var last = try await socket.tick(time: 2166)
                last = try await socket.tick(time: 2250.5)
                try await socket.send(["type": "record", "action": "stop"])
                let message = try await socket.receive("recording")
                let recording = try JSONSerialization.data(withJSONObject: try #require(message["recording"]))
                // The lab replays its own recording to the same frame.
                try await socket.send(text: "{\"type\": \"replay\", \"recording\": \(String(decoding: recording, as: UTF8.self))}")
                let replayedFrame = try await socket.receive("frame")
                let replayed = try await socket.receive("replayed")
                #expect(replayed["events"] as? Int == 12)
                #expect(replayed["duration"] as? Double == 0.2505)
                result.value = (recording, last.svg, replayedFrame.svg)
            }
        }
        let value = try #require(result.value)
        return (value.0, value.1, value.2)
    }

    @Test func aLabRecordingReplaysInAViewHostToTheLabsLastFrame() async throws {
        let (data, lastSVG, replayedSVG) = try await Self.recordADrag()
        let recording = try JSONDecoder().decode(TouchRecording.self, from: data)
        #expect(recording.scene == "004-star-drag-position")
        #expect(recording.canvas == TouchRecording.Canvas(width: 390, height: 844))
        #expect(recording.events.first?.time == 0)
        #expect(recording.end == 0.2505)
        let svg = try await MainActor.run {
            let sceneID = try #require(recording.scene)
            let scene = try #require(SceneCatalog.scene(sceneID))
            let host = ViewHost(scene.make(), canvasSize: CGSize(width: 390, height: 844))
            try host.replay(recording)
            #expect(host.rejectedChanges.isEmpty)
            return host.svg()
        }
        #expect(svg == lastSVG)
        #expect(replayedSVG == lastSVG)
    }
}
