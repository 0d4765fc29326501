import Foundation
@testable import TactileLab
import Testing

/// The worker's inbox: frames read by the reader thread reach the main actor in order, exactly
/// once, with one drain scheduled at a time — and a burst of many sessions' messages is answered
/// per session exactly as a session in the server answers it.
@Suite("Lab worker inbox", .timeLimit(.minutes(10)))
struct LabWorkerInboxTests {
    @Test func onlyTheDeliveryThatFindsTheInboxIdleSchedulesADrain() {
        let inbox = LabWorkerInbox()
        #expect(inbox.deliver([.start(session: 1)]), "idle: the reader must schedule a drain")
        #expect(!inbox.deliver([.text(session: 1, "a"), .text(session: 1, "b")]), "a drain is scheduled: the frames join it")
        guard case .frames(let frames, _) = inbox.take() else {
            Issue.record("the drain finds the frames")
            return
        }
        #expect(frames == [.start(session: 1), .text(session: 1, "a"), .text(session: 1, "b")])
        #expect(!inbox.deliver([.end(session: 1)]), "still draining: no second drain")
        guard case .frames(let more, _) = inbox.take() else {
            Issue.record("frames delivered during the drain are taken by it")
            return
        }
        #expect(more == [.end(session: 1)])
        #expect(inbox.take() == nil, "empty: the drain ends and the inbox is idle")
        #expect(inbox.deliver([.text(session: 2, "c")]), "idle again: the next delivery schedules a drain")
    }

    /// A lone message read while the inbox is idle is handled by the reader at once; it never
    /// overtakes frames delivered before it, and nothing delivered during it is lost.
    @Test func aClaimIsGrantedOnlyWhenNothingIsPendingOrDraining() {
        let inbox = LabWorkerInbox()
        #expect(inbox.claimIfIdle(), "idle: the reader may handle its frame itself")
        #expect(!inbox.claimIfIdle(), "claimed: no second claim")
        #expect(!inbox.deliver([.text(session: 1, "later")]), "claimed: a delivery waits for the release")
        #expect(inbox.release(), "frames came during the claim: the releaser schedules a drain")
        guard case .frames(let frames, _) = inbox.take() else {
            Issue.record("the drain finds what came during the claim")
            return
        }
        #expect(frames == [.text(session: 1, "later")])
        #expect(inbox.take() == nil)
        #expect(inbox.deliver([.text(session: 1, "queued")]), "idle: a delivery schedules a drain")
        #expect(!inbox.claimIfIdle(), "frames are pending: a claim would overtake them")
        _ = inbox.take()
        #expect(!inbox.claimIfIdle(), "a drain is running: a claim would run beside it")
        #expect(inbox.take() == nil)
        #expect(inbox.claimIfIdle(), "idle again")
        #expect(!inbox.release(), "nothing came during the claim: the inbox is idle")
        #expect(inbox.deliver([.end(session: 1)]), "and the next delivery schedules a drain")
    }

    @Test func theEndIsReportedOnceAfterTheLastFrames() {
        let inbox = LabWorkerInbox()
        #expect(inbox.deliver([.text(session: 1, "last")]))
        #expect(!inbox.finish(), "a drain is scheduled: it reports the end")
        guard case .frames(let frames, _) = inbox.take() else {
            Issue.record("the frames come before the end")
            return
        }
        #expect(frames == [.text(session: 1, "last")])
        guard case .end = inbox.take() else {
            Issue.record("then the end")
            return
        }
        #expect(inbox.take() == nil, "the end is reported once")
    }

    @Test func framesFromAReaderThreadArriveInOrderExactlyOnce() async {
        let inbox = LabWorkerInbox()
        let total = 20_000
        // The reader's drain requests, as the worker's reader thread schedules main-actor drains.
        let (requests, scheduler) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .unbounded)
        let reader = Thread {
            var next = 0
            var batch = 1
            while next < total {
                let count = min(batch, total - next)
                let frames = (next..<(next + count)).map { LabWorkerFrame.text(session: 7, String($0)) }
                next += count
                batch = batch % 13 + 1
                if inbox.deliver(frames) { scheduler.yield() }
            }
            if inbox.finish() { scheduler.yield() }
            scheduler.finish()
        }
        reader.start()
        var received: [Int] = []
        var drains = 0
        var ends = 0
        var requestsAfterTheEnd = 0
        for await _ in requests {
            if ends > 0 {
                requestsAfterTheEnd += 1
                continue
            }
            drains += 1
            while let taken = inbox.take() {
                switch taken {
                case .frames(let frames, _):
                    for case .text(_, let text) in frames { received.append(Int(text)!) }
                case .end:
                    ends += 1
                }
            }
        }
        #expect(received == Array(0..<total), "every frame once, in delivery order")
        #expect(drains >= 1)
        #expect(ends == 1, "the end is reported once")
        #expect(requestsAfterTheEnd == 0, "no drain was scheduled after the end was taken")
    }

    @Test func aBurstOfManySessionsIsAnsweredPerSessionAsTheServerAnswersIt() async throws {
        let pool = LabWorkerPool(launcher: .inProcess(), count: 1)
        defer { pool.shutdown() }
        let sessions = try (0..<6).map { _ in try pool.openSession() }
        var scripts: [[String]] = []
        for index in sessions.indices {
            var script = [#"{"type":"open","scene":"004-star-drag-position","time":0}"#]
            for step in 1...12 {
                let phase = step == 1 ? "began" : step == 12 ? "ended" : "moved"
                script.append(#"{"type":"touches","time":\#(step * 16),"seq":\#(step),"touches":[{"id":0,"phase":"\#(phase)","x":\#(195 + step * 3 + index),"y":\#(422 + step)}]}"#)
            }
            script.append(#"{"type":"explode"}"#)
            scripts.append(script)
        }
        // Everything is sent before anything is read: the worker gets one burst of all sessions' messages.
        for step in scripts[0].indices {
            for (index, session) in sessions.enumerated() { session.send(text: scripts[index][step]) }
        }
        for (index, session) in sessions.enumerated() {
            let local = await LabSession()
            var answers = session.events.makeAsyncIterator()
            for text in scripts[index] {
                for expected in await local.handle(text: text).map({ $0.json() }) {
                    #expect(await answers.next() == .reply(expected), "session \(index): \(text)")
                }
            }
            session.end()
        }
    }
}
