import Foundation
import TactileLab
import Testing

/// `seek` (docs/LAB-PROTOCOL.md): the frame of a past moment, re-rendered from the instance's
/// history on a fresh host, without touching the live instance; bad input answers an error value.
@Suite("Lab seek")
@MainActor
struct LabSeekTests {
    static func touches(_ phase: String, x: Double, y: Double, time: Double, seq: Int) -> String {
        #"{"type":"touches","time":\#(time),"seq":\#(seq),"touches":[{"id":0,"phase":"\#(phase)","x":\#(x),"y":\#(y)}]}"#
    }

    static func frame(_ replies: [LabReply]) throws -> LabFrame {
        for reply in replies { if case .frame(let frame) = reply { return frame } }
        throw Failure("no frame among \(replies)")
    }

    static func moment(_ replies: [LabReply]) throws -> LabMoment {
        guard replies.count == 1, case .moment(let moment) = replies[0] else { throw Failure("not one moment: \(replies)") }
        return moment
    }

    static func error(_ replies: [LabReply]) -> LabError.Code? {
        guard replies.count == 1, case .error(let error, _) = replies[0] else { return nil }
        return error.code
    }

    /// Drags the marker of 000-deferred-work-drag, a 200 pt square in the middle of the canvas (no animation: a moment between inputs is the earlier input's frame) in 10 steps of 16 ms from page time 1000; returns
    /// the frames' engine times and SVGs.
    static func dragTheMarker(_ session: LabSession) throws -> [(time: Double, svg: String)] {
        _ = session.handle(text: #"{"type":"open","scene":"000-deferred-work-drag","time":1000}"#)
        var frames: [(Double, String)] = []
        for step in 0...10 {
            let phase = step == 0 ? "began" : step == 10 ? "ended" : "moved"
            let frame = try frame(session.handle(text: touches(phase, x: 195 + Double(step) * 9, y: 422 + Double(step) * 5,
                                                                time: 1000 + Double(step) * 16, seq: step + 1)))
            frames.append((frame.time, frame.svg))
        }
        return frames
    }

    @Test func aSeekShowsTheFrameTheLiveSessionShowedAtThatTime() throws {
        let session = LabSession()
        let frames = try Self.dragTheMarker(session)
        #expect(Set(frames.map(\.svg)).count > 5, "the drag moved the puck")
        for index in [0, 4, 7, 10] {
            let moment = try Self.moment(session.handle(text: #"{"type":"seek","time":\#(frames[index].time)}"#))
            #expect(moment.time == frames[index].time)
            #expect(moment.svg == frames[index].svg, "the moment at step \(index) is the frame shown then")
            #expect(moment.inputs == index + 1)
        }
    }

    @Test func aSeekBetweenInputsShowsTheEarlierInputsFrame() throws {
        let session = LabSession()
        let frames = try Self.dragTheMarker(session)
        let between = (frames[3].time + frames[4].time) / 2
        let moment = try Self.moment(session.handle(text: #"{"type":"seek","time":\#(between)}"#))
        #expect(moment.svg == frames[3].svg)
    }

    @Test func aSeekLeavesTheLiveInstanceAsItWas() throws {
        let session = LabSession()
        let frames = try Self.dragTheMarker(session)
        _ = session.handle(text: #"{"type":"seek","time":0}"#)
        let live = try Self.frame(session.handle(text: #"{"type":"tick","time":1200,"seq":99}"#))
        #expect(live.svg == frames.last?.svg, "the live puck stays where the drag left it")
        #expect(live.timeline.allSatisfy { $0.time > frames.last!.time }, "the seek added nothing to the live trace")
    }

    @Test func aSeekAfterAReplayShowsTheReplayedRecordingsMoments() throws {
        let recorder = LabSession()
        let frames = try Self.dragTheMarker(recorder)
        let recording = #"""
        {"type":"replay","recording":{"format":"tactile-touch-recording","version":1,"scene":"000-deferred-work-drag",
         "events":[\#((0...10).map { step in
            let phase = step == 0 ? "began" : step == 10 ? "ended" : "moved"
            return #"{"time":\#(frames[step].time),"touches":[{"id":0,"phase":"\#(phase)","x":\#(195 + Double(step) * 9),"y":\#(422 + Double(step) * 5)}]}"#
         }.joined(separator: ","))]}}
        """#
        let session = LabSession()
        _ = session.handle(text: recording)
        let moment = try Self.moment(session.handle(text: #"{"type":"seek","time":\#(frames[5].time)}"#))
        #expect(moment.svg == frames[5].svg)
    }

    @Test func aSeekBeforeAnySceneIsOpenIsANoSceneError() {
        #expect(Self.error(LabSession().handle(text: #"{"type":"seek","time":0}"#)) == .noScene)
    }

    @Test(arguments: [
        #"{"type":"seek"}"#,
        #"{"type":"seek","time":"soon"}"#,
        #"{"type":"seek","time":-0.5}"#,
        #"{"type":"seek","time":null}"#,
    ])
    func aSeekWithABadTimeIsAnInvalidMessage(text: String) {
        let session = LabSession()
        _ = session.handle(text: #"{"type":"open","scene":"000-deferred-work-drag","time":0}"#)
        #expect(Self.error(session.handle(text: text)) == .invalidMessage)
    }

    @Test func aSeekPastThePresentIsAnInvalidMessageThatSaysWhereThePresentIs() throws {
        let session = LabSession()
        _ = try Self.dragTheMarker(session)
        let replies = session.handle(text: #"{"type":"seek","time":60}"#)
        guard case .error(let error, _) = try #require(replies.first) else { throw Failure("no error: \(replies)") }
        #expect(error.code == .invalidMessage)
        #expect(error.message.contains("present"))
        // The session goes on.
        #expect(try Self.moment(session.handle(text: #"{"type":"seek","time":0.05}"#)).time == 0.05)
    }

    @Test func aMomentIsSentAsJSONWithItsTypeAndWholeSVG() throws {
        let session = LabSession()
        _ = try Self.dragTheMarker(session)
        let reply = try #require(session.handle(text: #"{"type":"seek","time":0.1}"#).first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(reply.json().utf8)) as? [String: Any])
        #expect(object["type"] as? String == "moment")
        #expect(object["time"] as? Double == 0.1)
        #expect((object["svg"] as? String)?.hasPrefix("<svg") == true)
        #expect(object["state"] is [Any])
    }
}
