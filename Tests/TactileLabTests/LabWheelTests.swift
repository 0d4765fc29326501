import Foundation
import TactileLab
import Testing

/// `wheel` (docs/LAB-PROTOCOL.md): a wheel or trackpad scroll scrolls the scroll view under the
/// pointer, as on iPadOS; no touch gesture sees it; the scroll view's lane notes it; bad input
/// answers an error value and the session goes on.
@Suite("Lab wheel")
@MainActor
struct LabWheelTests {
    static let cards = "lab-scroll-cards"

    static func open(_ scene: String) -> LabSession {
        let session = LabSession()
        _ = session.handle(text: #"{"type":"open","scene":"\#(scene)","time":0}"#)
        return session
    }

    static func wheel(x: Double = 195, y: Double = 500, dx: Double = 0, dy: Double, time: Double, seq: Int) -> String {
        #"{"type":"wheel","time":\#(time),"seq":\#(seq),"x":\#(x),"y":\#(y),"dx":\#(dx),"dy":\#(dy)}"#
    }

    /// The y of the first card (`card-0`), read off the SVG's first translated rounded rectangle.
    static func firstCardY(_ svg: String) throws -> Double {
        let line = try #require(svg.split(separator: "\n").first { $0.contains("id=\"card-0\"") }, "no card-0 in the frame")
        let matrix = try #require(line.firstRange(of: "matrix(").map { line[$0.upperBound...] })
        let numbers = matrix.prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
        return try #require(numbers.count == 6 ? numbers[5] : nil, "no matrix in \(line)")
    }

    @Test func aWheelOverTheScrollViewScrollsItsContentByTheDelta() throws {
        let session = Self.open(Self.cards)
        let before = try LabSeekTests.frame(session.handle(text: #"{"type":"tick","time":0,"seq":1}"#))
        let after = try LabSeekTests.frame(session.handle(text: Self.wheel(dy: 120, time: 16, seq: 2)))
        #expect(after.seq == 2)
        let moved = try Self.firstCardY(before.svg) - Self.firstCardY(after.svg)
        #expect(abs(moved - 120) < 0.001, "the content moved up by the wheel's 120 points, not \(moved)")
    }

    @Test func aWheelIsNotATouchNoGestureRunsAndTheScrollLaneNotesIt() throws {
        let session = Self.open(Self.cards)
        let frame = try LabSeekTests.frame(session.handle(text: Self.wheel(dy: 80, time: 16, seq: 1)))
        #expect(frame.timeline.count == 1)
        let entry = try #require(frame.timeline.first)
        #expect(entry.gesture == "ScrollView pan")
        #expect(entry.kind == "note")
        #expect(entry.detail.hasPrefix("wheel 0,80"))
        #expect(entry.attempt == nil, "no attempt: no touch was involved")
    }

    @Test func aWheelStopsAtTheContentsEdges() throws {
        let session = Self.open(Self.cards)
        let top = try LabSeekTests.frame(session.handle(text: Self.wheel(dy: -300, time: 16, seq: 1)))
        #expect(top.timeline.isEmpty, "at the top nothing scrolls up")
        let down = try LabSeekTests.frame(session.handle(text: Self.wheel(dy: 4000, time: 32, seq: 2)))
        let bottom = try Self.firstCardY(down.svg)
        let further = try LabSeekTests.frame(session.handle(text: Self.wheel(dy: 500, time: 48, seq: 3)))
        #expect(try Self.firstCardY(further.svg) == bottom, "past the bottom nothing moves")
        #expect(bottom < 0, "the wheel brought the end of the content into view")
    }

    @Test func aWheelOutsideAnyScrollViewChangesNothing() throws {
        let session = Self.open("004-star-drag-position")
        let before = try LabSeekTests.frame(session.handle(text: #"{"type":"tick","time":0,"seq":1}"#))
        let after = try LabSeekTests.frame(session.handle(text: Self.wheel(dy: 100, time: 16, seq: 2)))
        #expect(after.svg == before.svg)
        #expect(after.timeline.isEmpty)
    }

    @Test func aWheelThenATapStillFiresTheButtonThatScrolledUnderTheFinger() throws {
        // The wheel moves the content; a touch then hits what is drawn there now.
        let session = Self.open(Self.cards)
        _ = session.handle(text: Self.wheel(dy: 200, time: 16, seq: 1))
        let frame = try LabSeekTests.frame(session.handle(text: #"{"type":"tick","time":32,"seq":2}"#))
        let line = try #require(frame.svg.split(separator: "\n").first { $0.contains("id=\"button-2\"") })
        let numbers = try #require(line.firstRange(of: "matrix(").map { line[$0.upperBound...] })
            .prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
        let y = numbers[5] + 40, x = numbers[4] + 150
        _ = session.handle(text: LabSeekTests.touches("began", x: x, y: y, time: 48, seq: 3))
        let ended = try LabSeekTests.frame(session.handle(text: LabSeekTests.touches("ended", x: x, y: y, time: 96, seq: 4)))
        #expect(ended.state.contains { $0.name == "taps" && $0.value == "1" }, "\(ended.state)")
    }

    @Test func aSeekReplaysWheelsToo() throws {
        let session = Self.open(Self.cards)
        let before = try LabSeekTests.frame(session.handle(text: #"{"type":"tick","time":0,"seq":1}"#))
        let scrolled = try LabSeekTests.frame(session.handle(text: Self.wheel(dy: 150, time: 100, seq: 2)))
        _ = session.handle(text: Self.wheel(dy: 150, time: 200, seq: 3))
        #expect(try LabSeekTests.moment(session.handle(text: #"{"type":"seek","time":0.05}"#)).svg == before.svg)
        #expect(try LabSeekTests.moment(session.handle(text: #"{"type":"seek","time":0.15}"#)).svg == scrolled.svg)
    }

    @Test func aWheelBeforeAnySceneIsOpenIsANoSceneError() {
        #expect(LabSeekTests.error(LabSession().handle(text: Self.wheel(dy: 10, time: 0, seq: 1))) == .noScene)
    }

    @Test(arguments: [
        #"{"type":"wheel","time":0,"seq":1,"x":10,"y":10,"dy":5}"#,
        #"{"type":"wheel","time":0,"seq":1,"x":10,"y":"ten","dx":0,"dy":5}"#,
        #"{"type":"wheel","time":0,"x":10,"y":10,"dx":0,"dy":5}"#,
        #"{"type":"wheel","time":0,"seq":1,"x":10,"y":10,"dx":0,"dy":100000}"#,
        #"{"type":"wheel","time":0,"seq":1,"x":10,"y":10,"dx":-5000,"dy":0}"#,
    ])
    func aWheelWithBadFieldsIsAnInvalidMessageAndTheSessionGoesOn(text: String) throws {
        let session = Self.open(Self.cards)
        #expect(LabSeekTests.error(session.handle(text: text)) == .invalidMessage)
        let frame = try LabSeekTests.frame(session.handle(text: Self.wheel(dy: 10, time: 16, seq: 2)))
        #expect(frame.timeline.count == 1)
    }
}
