import Foundation
import TactileLab
import Testing

/// The lab's scroll scenes (issue 13, item 4) are in the catalog, open, and scroll by drag.
@Suite("Lab scroll scenes")
@MainActor
struct LabScrollScenesTests {
    @Test(arguments: ["lab-scroll-cards", "lab-paged-tabs", "lab-controls-form"])
    func eachScrollSceneIsListedWithItsSourceAndOpens(id: String) throws {
        let entry = try #require(LabSceneEntry.all.first { $0.id == id })
        #expect(entry.seed == "lab")
        #expect(entry.source.contains("ScrollView"))
        let frame = try LabSeekTests.frame(LabSession().handle(text: #"{"type":"open","scene":"\#(id)","time":0}"#))
        #expect(frame.svg.hasPrefix("<svg"))
    }

    @Test func aVerticalDragOnAButtonScrollsTheCardsAndTheScrollLaneRuns() throws {
        let session = LabSession()
        _ = session.handle(text: #"{"type":"open","scene":"lab-scroll-cards","time":0}"#)
        var lanes: Set<String> = []
        var last: LabFrame?
        for step in 0...12 {
            let phase = step == 0 ? "began" : step == 12 ? "ended" : "moved"
            let frame = try LabSeekTests.frame(session.handle(text: LabSeekTests.touches(phase, x: 195, y: 276 - Double(step) * 12,
                                                                                          time: Double(step) * 16, seq: step + 1)))
            lanes.formUnion(frame.timeline.filter { $0.kind == "phase" }.map(\.gesture))
            last = frame
        }
        #expect(lanes.contains("ScrollView pan"), "\(lanes)")
        #expect(try #require(last).state.contains { $0.name == "taps" && $0.value == "0" }, "a drag that scrolls does not fire the button")
    }
}
