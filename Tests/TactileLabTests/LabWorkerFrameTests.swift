import PropertyBased
@testable import TactileLab
import Testing

@Suite("Worker frames on a pipe")
struct LabWorkerFrameTests {
    /// Frames of every kind, with texts that include multi-byte UTF-8 and empty strings.
    static let frame = zip(Gen.int(in: 0...7), Gen.int(in: 0...1_000_000), Gen.int(in: 0...5)).map { kind, session, text -> LabWorkerFrame in
        let texts = ["", #"{"type":"tick","time":16.7,"seq":1}"#, "é ✋ 手势", String(repeating: "x", count: 70_000), "\n\0", #"{"type":"frame"}"#]
        let id = UInt64(session) << 20 | UInt64(session)
        switch kind {
        case 0: return .start(session: id)
        case 1: return .text(session: id, texts[text])
        case 2: return .binary(session: id)
        case 3: return .end(session: id)
        case 4: return .reply(session: id, texts[text])
        case 5: return .snapshotRequest(session: id)
        case 6: return .snapshot(session: id, texts[text])
        default: return .restore(session: id, texts[text])
        }
    }

    @Test func framesSurviveAnySplittingOfTheByteStream() async {
        await propertyCheck(count: 200, input: Self.frame.array(of: 1...12), Gen.int(in: 1...9000).array(of: 1...40)) { frames, cuts in
            var bytes: [UInt8] = []
            for frame in frames { frame.append(to: &bytes) }
            var decoder = LabWorkerFrameDecoder(maxFrameBytes: 1 << 20)
            var decoded: [LabWorkerFrame] = []
            var offset = 0, cut = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + cuts[cut % cuts.count])
                cut += 1
                decoder.append(bytes[offset..<end])
                offset = end
                while let result = decoder.next() {
                    guard case .success(let frame) = result else {
                        Issue.record("a well-formed stream gave \(result)")
                        return
                    }
                    decoded.append(frame)
                }
            }
            #expect(decoded == frames)
            #expect(decoder.endOfStreamError == nil)
        }
    }

    @Test func aFrameOfUnknownKindIsSkippedAndTheNextOneStillArrives() {
        var bytes: [UInt8] = [0, 0, 0, 12, 99, 0, 0, 0, 0, 0, 0, 0, 7, 1, 2, 3]
        LabWorkerFrame.reply(session: 7, "ok").append(to: &bytes)
        var decoder = LabWorkerFrameDecoder(maxFrameBytes: 1024)
        decoder.append(bytes)
        let error = LabWorkerFrameError(reason: .unknownKind(99))
        #expect(decoder.next() == .failure(error))
        #expect(error.recoverable)
        #expect(error.description == "a worker frame has the unknown kind 99")
        #expect(decoder.next() == .success(.reply(session: 7, "ok")))
        #expect(decoder.next() == nil)
    }

    @Test func textThatIsNotUTF8AndBytesOnAFrameWithoutTextAreSkipped() {
        var bytes: [UInt8] = [0, 0, 0, 11, 5, 0, 0, 0, 0, 0, 0, 0, 1, 0xC3, 0x28]
        bytes += [0, 0, 0, 10, 1, 0, 0, 0, 0, 0, 0, 0, 2, 42]
        LabWorkerFrame.end(session: 3).append(to: &bytes)
        var decoder = LabWorkerFrameDecoder(maxFrameBytes: 1024)
        decoder.append(bytes)
        #expect(decoder.next() == .failure(LabWorkerFrameError(reason: .invalidPayload(kind: 5))))
        #expect(decoder.next() == .failure(LabWorkerFrameError(reason: .invalidPayload(kind: 1))))
        #expect(decoder.next() == .success(.end(session: 3)))
    }

    @Test func aLengthOverTheLimitOrUnderTheHeaderCannotBeReadPast() {
        var decoder = LabWorkerFrameDecoder(maxFrameBytes: 100)
        decoder.append([0xFF, 0xFF, 0xFF, 0xFF, 5])
        let oversized = LabWorkerFrameError(reason: .oversized(length: 0xFFFF_FFFF, limit: 100))
        #expect(decoder.next() == .failure(oversized))
        #expect(!oversized.recoverable)
        #expect(decoder.next() == .failure(oversized), "the stream stays unreadable")

        var short = LabWorkerFrameDecoder(maxFrameBytes: 100)
        short.append([0, 0, 0, 3, 1, 2, 3])
        #expect(short.next() == .failure(LabWorkerFrameError(reason: .tooShort(length: 3))))
    }

    @Test func aStreamEndingInsideAFrameSaysHowMuchIsMissing() {
        var decoder = LabWorkerFrameDecoder(maxFrameBytes: 1024)
        decoder.append(LabWorkerFrame.reply(session: 1, "hello").encoded().dropLast(2))
        #expect(decoder.next() == nil)
        #expect(decoder.endOfStreamError == LabWorkerFrameError(reason: .truncated(missing: 2)))
    }
}
