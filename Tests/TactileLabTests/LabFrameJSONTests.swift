import Foundation
import PropertyBased
@testable import TactileLab
import Testing

/// The hand-written JSON of `frame` answers (`LabJSONWriter`) says what `JSONEncoder` says: both
/// texts decode to the same object, for any strings (quotes, backslashes, control characters,
/// multi-byte UTF-8) and numbers.
@Suite("Frame JSON")
struct LabFrameJSONTests {
    static let texts = ["", "plain", "quote \" and \\ backslash", "line\nbreak\ttab\r\u{8}\u{c}", "\u{1}\u{1f}\u{0}", "é ✋ 手势",
                        "/slash/", "<path d=\"M1 2 L3 4\" fill=\"#ff0000\"/>", "→ 🚀"]
    static let numbers: [Double] = [0, 1, -1, 0.1, 16.7, 1e-7, 123456.789, 5e20, -0.000001, 1.0 / 3.0, 2e15]

    static let text = Gen.int(in: 0...(texts.count - 1)).map { texts[$0] }
    static let number = Gen.int(in: 0...(numbers.count - 1)).map { numbers[$0] }

    /// The JSONEncoder text of a frame, as `LabReply.json()` wrote it before the writer.
    static func encoderJSON(_ frame: LabFrame) throws -> Data {
        struct Typed: Encodable {
            var frame: LabFrame
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode("frame", forKey: .type)
                try frame.encode(to: encoder)
            }
            enum Key: String, CodingKey { case type }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return try encoder.encode(Typed(frame: frame))
    }

    static func decoded(_ data: Data) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
    }

    /// Frames of any texts and numbers, full or delta, with and without state.
    static var frame: Generator<LabFrame, some SendableSequenceType> {
        let entry = zip(LabFrameJSONTests.text, LabFrameJSONTests.text, LabFrameJSONTests.number, Gen.int(in: -1...3))
            .map { detail, gesture, time, attempt in
                LabFrame.TimelineEntry(time: time, attempt: attempt < 0 ? nil : attempt, gesture: gesture, kind: "phase", detail: detail)
            }
        let state = zip(Self.text, Self.text, Self.text).map { view, name, value in LabFrame.StateValue(view: view, name: name, kind: "State", value: value) }
        let splice = zip(Gen.int(in: 0...50), Gen.int(in: 0...5), Self.text.array(of: 0...3)).map { LabFrame.Splice(start: $0, deleteCount: $1, lines: $2) }
        let frame = zip(zip(Gen.int(in: -1...1000), Self.number, Self.text.array(of: 0...4), Gen.bool),
                        zip(Gen.int(in: -1...(Self.numbers.count - 1)), state.array(of: 0...3), entry.array(of: 0...4), splice.array(of: 0...3)))
            .map { first, second -> LabFrame in
                let (seq, time, svgLines, delta) = first
                let (wakeUp, state, timeline, splices) = second
                return LabFrame(seq: seq < 0 ? nil : seq, time: time, svg: delta ? "" : svgLines.joined(separator: "\n"),
                                svgDelta: delta ? splices : nil, animating: seq % 2 == 0,
                                nextWakeUp: wakeUp < 0 ? nil : Self.numbers[wakeUp], state: state,
                                stateUnchanged: time.bitPattern % 3 == 0, timeline: timeline)
            }
        return frame
    }

    @Test("a frame's JSON decodes to what JSONEncoder's does, for any texts and numbers")
    func frameJSONMatchesEncoder() async {
        await propertyCheck(count: 300, input: Self.frame) { frame in
            do {
                let written = LabReply.frame(frame).json()
                #expect(try Self.decoded(Data(written.utf8)) == (try Self.decoded(try Self.encoderJSON(frame))), "\(written)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test("a reply written in place into a worker's outgoing bytes is the reply frame of its JSON text")
    func replyWrittenInPlaceIsTheFrameOfItsText() async {
        let others: [LabReply] = [.pong(.number(3)), .error(LabError(.invalidMessage, "quote \" and é"), received: "{\"x\""),
                                  .replayed(events: 2, duration: 0.5)]
        await propertyCheck(count: 200, input: Self.frame, Gen.int(in: 0...2), Gen.int(in: 0...Int.max)) { frame, other, session in
            let prefix: [UInt8] = Array(repeating: 7, count: session % 40)
            for reply in [LabReply.frame(frame), others[other]] {
                var bytes = prefix
                LabWorkerFrame.appendReply(session: UInt64(session), reply, to: &bytes)
                #expect(bytes == prefix + LabWorkerFrame.reply(session: UInt64(session), reply.json()).encoded())
            }
        }
    }

    @Test("the frames of a drag on a scene decode to what JSONEncoder writes")
    @MainActor
    func sessionFramesMatchEncoder() throws {
        let session = LabSession()
        var replies = session.handle(text: #"{"type":"open","scene":"004-star-drag-position","time":0}"#)
        for (index, phase) in ["began", "moved", "moved", "ended"].enumerated() {
            replies += session.handle(text: #"{"type":"touches","time":\#(16.7 * Double(index + 1)),"seq":\#(index + 1),"touches":[{"id":0,"phase":"\#(phase)","x":\#(195 + index * 9),"y":422}]}"#)
        }
        var frames = 0
        for reply in replies {
            guard case .frame(let frame) = reply else { continue }
            frames += 1
            #expect(try Self.decoded(Data(reply.json().utf8)) == (try Self.decoded(try Self.encoderJSON(frame))))
        }
        #expect(frames == 5)
    }
}
