import Foundation
import Tactile
import TactileScenes
import TactileTesting
import Testing

@Suite("Touch recordings")
struct TouchRecordingTests {
    static let example = """
    {
      "format": "tactile-touch-recording",
      "version": 1,
      "scene": "004-star-drag-position",
      "canvas": {"width": 390, "height": 844},
      "events": [
        {"time": 0.0,   "touches": [{"id": 0, "phase": "began", "x": 195, "y": 420}]},
        {"time": 0.016, "touches": [{"id": 0, "phase": "moved", "x": 199, "y": 424}]},
        {"time": 0.1,   "touches": [{"id": 0, "phase": "moved", "x": 230, "y": 450}]},
        {"time": 0.5},
        {"time": 0.52,  "touches": [{"id": 0, "phase": "ended", "x": 240, "y": 470}]}
      ],
      "end": 1.0
    }
    """

    static func decode(_ text: String) throws -> TouchRecording {
        try JSONDecoder().decode(TouchRecording.self, from: Data(text.utf8))
    }

    @Test func theProtocolsExampleDecodesAndRoundTrips() throws {
        let recording = try Self.decode(Self.example)
        #expect(recording.events.count == 5)
        #expect(recording.events[3].touches == nil)
        #expect(recording.duration == 1.0)
        let again = try JSONDecoder().decode(TouchRecording.self, from: JSONEncoder().encode(recording))
        #expect(again == recording)
    }

    static let invalid: [(String, TouchRecordingError)] = [
        (#"{"format": "har", "version": 1, "events": []}"#, .wrongFormat("har")),
        (#"{"format": "tactile-touch-recording", "version": 2, "events": []}"#, .unsupportedVersion(2)),
        (#"{"format": "tactile-touch-recording", "version": 1, "events": [{"time": 1}, {"time": 0.5}]}"#,
         .decreasingTime(event: 1, time: 0.5, previous: 1)),
        (#"{"format": "tactile-touch-recording", "version": 1, "events": [{"time": -1}]}"#, .invalidTime(event: 0, time: -1)),
        (#"{"format": "tactile-touch-recording", "version": 1, "events": [{"time": 0, "touches": [{"id": -3, "phase": "began", "x": 0, "y": 0}]}]}"#,
         .negativeTouchID(event: 0, id: -3)),
        (#"{"format": "tactile-touch-recording", "version": 1, "events": [{"time": 2}], "end": 1}"#, .invalidEnd(1, lastEvent: 2)),
        (#"{"format": "tactile-touch-recording", "version": 1, "canvas": {"width": 0, "height": 5}, "events": []}"#,
         .invalidCanvas(width: 0, height: 5)),
    ]

    @Test(arguments: 0..<invalid.count)
    func invalidRecordingsAreRefusedWithAClearError(index: Int) throws {
        let (text, expected) = Self.invalid[index]
        #expect(throws: expected) { try Self.decode(text) }
        #expect(!expected.description.isEmpty)
    }

    @Test func nonFiniteValuesBuiltInSwiftAreRefused() {
        let nan = TouchRecording(events: [.init(time: .nan)])
        #expect(throws: TouchRecordingError.self) { try nan.validate() }
        let location = TouchRecording(events: [.init(time: 0, touches: [.init(id: 0, phase: .began, x: .infinity, y: 0)])])
        #expect(throws: TouchRecordingError.nonFiniteLocation(event: 0, id: 0)) { try location.validate() }
    }

    @Test @MainActor func aRecordingReplaysInAViewHostToTheSameFrameAndTraceEveryTime() throws {
        let recording = try Self.decode(Self.example)
        func run() throws -> (svg: String, trace: String) {
            let host = ViewHost(try #require(SceneCatalog.scene("004-star-drag-position")).make())
            try host.replay(recording)
            #expect(host.now == 1.0)
            return (host.svg(), host.trace.description)
        }
        let first = try run(), second = try run()
        #expect(first.svg == second.svg)
        #expect(first.trace == second.trace)
        #expect(first.trace.contains("onEnded"))
        let rest = ViewHost(try #require(SceneCatalog.scene("004-star-drag-position")).make()).svg()
        #expect(first.svg != rest, "the star was moved by 45, 50")
    }

    @Test func aRecordingReplaysOnAGestureDriverTheSameWayTwice() throws {
        let recording = try Self.decode(Self.example)
        func run() throws -> (String, [CGSize]) {
            var ended: [CGSize] = []
            let driver = GestureDriver(DragGesture().onEnded { ended.append($0.translation) },
                                       frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            try driver.replay(recording)
            #expect(driver.now == 1.0)
            return (driver.trace.description, ended)
        }
        let first = try run(), second = try run()
        #expect(first.0 == second.0)
        #expect(first.1 == [CGSize(width: 45, height: 50)])
        #expect(second.1 == first.1)
    }

    @Test @MainActor func anInvalidRecordingRunsNothing() {
        let host = ViewHost(Color.red)
        let recording = TouchRecording(events: [.init(time: 1, touches: [.init(id: 0, phase: .began, x: 1, y: 1)]), .init(time: 0.5)])
        #expect(throws: TouchRecordingError.decreasingTime(event: 1, time: 0.5, previous: 1)) { try host.replay(recording) }
        #expect(host.now == 0)
        #expect(host.trace.entries.isEmpty)
    }
}
