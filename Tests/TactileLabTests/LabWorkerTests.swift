import Foundation
import HummingbirdTesting
import HummingbirdWSClient
@testable import TactileLab
import Testing

/// Sessions in worker processes: assignment, relay, and what happens when a worker dies or talks
/// nonsense. Nothing here waits on time: every step waits for the message it needs.
@Suite("Lab worker processes", .timeLimit(.minutes(10)))
struct LabWorkerTests {
    static let center = (x: 195.0, y: 422.0)

    @Test func eachNewSessionGoesToTheLeastLoadedWorker() throws {
        let pool = LabWorkerPool(launcher: .inProcess(), count: 3)
        defer { pool.shutdown() }
        let first = try pool.openSession(), second = try pool.openSession(), third = try pool.openSession()
        #expect(Set([first.workerID, second.workerID, third.workerID]).count == 3, "three sessions, three workers")
        #expect(pool.loads == [1, 1, 1])
        second.end()
        #expect(pool.loads == [1, 0, 1])
        let fourth = try pool.openSession()
        #expect(fourth.workerID == second.workerID, "the worker that has room gets the next session")
        let fifth = try pool.openSession()
        #expect(fifth.workerID == first.workerID, "among equals, the first")
        #expect(pool.loads == [2, 1, 1])
    }

    @Test func aSessionInAWorkerAnswersExactlyAsASessionInTheServer() async throws {
        let pool = LabWorkerPool(launcher: .inProcess(), count: 2)
        defer { pool.shutdown() }
        let session = try pool.openSession()
        var answers = session.events.makeAsyncIterator()
        let local = await LabSession()
        let messages = [
            #"{"type":"open","scene":"004-star-drag-position","time":0,"deltas":true}"#,
            #"{"type":"touches","time":10,"seq":1,"touches":[{"id":0,"phase":"began","x":195,"y":422}]}"#,
            #"{"type":"touches","time":26,"seq":2,"touches":[{"id":0,"phase":"moved","x":230,"y":440}]}"#,
            #"{"type":"explode"}"#,
            #"{"type":"touches","time":42,"seq":3,"touches":[{"id":0,"phase":"ended","x":240,"y":450}]}"#,
            #"{"type":"tick","time":500,"seq":4}"#,
            #"{"type":"ping","id":"p"}"#,
        ]
        for text in messages {
            session.send(text: text)
            for expected in await local.handle(text: text).map({ $0.json() }) {
                #expect(await answers.next() == .reply(expected))
            }
        }
        session.sendBinary()
        #expect(await answers.next() == .reply(await local.handleBinary()[0].json()))
        session.end()
        #expect(await answers.next() == nil, "the session's answers end with it")
    }

    @Test func tabsOnWorkersEachDriveTheirOwnInstanceThroughTheServer() async throws {
        let pool = LabWorkerPool(launcher: .inProcess(), count: 2)
        defer { pool.shutdown() }
        let tabs = 8
        let positions = try await withLiveLab(workers: pool) { client in
            try await withThrowingTaskGroup(of: (Int, String?).self) { group in
                for tab in 0..<tabs {
                    group.addTask {
                        let result = Mutable<String?>(nil)
                        try await client.withLabSocket { socket in
                            try await socket.open("004-star-drag-position")
                            try await socket.touches([(0, "began", Self.center.x, Self.center.y)], time: 0)
                            for step in 1...4 {
                                try await socket.touches([(0, "moved", Self.center.x + Double(tab + 10) * Double(step) / 4, Self.center.y)],
                                                         time: Double(step) * 16)
                            }
                            let end = try await socket.touches([(0, "ended", Self.center.x + Double(tab + 10), Self.center.y)], time: 100)
                            result.value = end.stateValue("position")
                        }
                        return (tab, result.value)
                    }
                }
                var positions: [Int: String?] = [:]
                for try await (tab, position) in group { positions[tab] = position }
                return positions
            }
        }
        for tab in 0..<tabs {
            #expect(positions[tab] == "CGSize(width: \(Double(tab + 10)), height: 0.0)", "tab \(tab) saw only its own drag")
        }
        #expect(pool.restarts == 0)
    }

    @Test func aWorkerThatCrashesEndsOnlyItsOwnSessionsAndIsReplaced() async throws {
        let binary = try TactileLabBinary.url()
        let pool = LabWorkerPool(
            launcher: .process(executable: binary, environment: [
                LabWorkerHost.debugEnvironmentVariable: LabWorkerHost.debugCrashValue,
                // No symbolicated backtrace: the crash is the point, and the backtracer takes seconds.
                "SWIFT_BACKTRACE": "enable=no",
            ]),
            count: 2)
        defer { pool.shutdown() }
        let firstWorkers = pool.workerIDs
        let (survivorReady, survivorIsReady) = AsyncStream.makeStream(of: Void.self)
        let (crashed, crashIsOver) = AsyncStream.makeStream(of: Void.self)
        let outcome = try await withLiveLab(workers: pool) { client in
            try await withThrowingTaskGroup(of: (String, String?, WebSocketCloseFrame?).self) { group in
                // The survivor: mid-drag on one worker while the other worker crashes.
                group.addTask {
                    let position = Mutable<String?>(nil)
                    let close = try await client.withLabSocket { socket in
                        try await socket.open("004-star-drag-position")
                        try await socket.touches([(0, "began", Self.center.x, Self.center.y)], time: 0)
                        survivorIsReady.yield()
                        for await _ in crashed { break }
                        try await socket.touches([(0, "moved", Self.center.x + 40, Self.center.y + 20)], time: 16)
                        let end = try await socket.touches([(0, "ended", Self.center.x + 40, Self.center.y + 20)], time: 32)
                        position.value = end.stateValue("position")
                    }
                    return ("survivor", position.value, close)
                }
                // The victim: on the other worker (the least loaded), which it crashes.
                group.addTask {
                    for await _ in survivorReady { break }
                    let error = Mutable<String?>(nil)
                    let close = try await client.withLabSocket { socket in
                        try await socket.open("001-tap-me")
                        #expect(pool.loads == [1, 1], "one session on each worker")
                        try await socket.send(text: LabWorkerHost.debugCrashMessage)
                        let answer = try await socket.receive("error")
                        error.value = answer["code"] as? String
                        #expect((answer["message"] as? String)?.contains("was killed by signal") == true, "\(answer)")
                        while try await socket.receive() != nil {}
                    }
                    crashIsOver.yield()
                    return ("victim", error.value, close)
                }
                var outcome: [String: (String?, WebSocketCloseFrame?)] = [:]
                for try await (name, value, close) in group { outcome[name] = (value, close) }
                return outcome
            }
        }
        #expect(outcome["victim"]?.0 == "worker-ended")
        #expect(outcome["victim"]?.1?.closeCode == .unexpectedServerError)
        #expect(outcome["victim"]?.1?.reason == "worker ended")
        #expect(outcome["survivor"]?.0 == "CGSize(width: 40.0, height: 20.0)", "the other worker's session went on untouched")
        #expect(pool.restarts == 1)
        #expect(pool.workerIDs.count == 2)
        #expect(Set(pool.workerIDs) != Set(firstWorkers), "the crashed worker was replaced by a new one")
        // The replacement serves new sessions, and a scene that prints does not disturb the frames.
        try await withLiveLab(workers: pool) { client in
            try await client.withLabSocket { socket in
                for _ in 0..<2 {
                    let frame = try await socket.open("004-star-tap-print")
                    #expect(frame.svg.hasPrefix("<svg"))
                    try await socket.touches([(0, "began", Self.center.x, Self.center.y)], time: 0)
                    let tapped = try await socket.touches([(0, "ended", Self.center.x, Self.center.y)], time: 50)
                    #expect(tapped.timeline.contains { ($0["detail"] as? String)?.hasPrefix("onEnded") == true }, "\(tapped.timeline)")
                }
            }
        }
        #expect(pool.restarts == 1)
    }

    @Test func malformedFramesFromAWorkerAreSkippedAndABrokenStreamReplacesTheWorker() async throws {
        let workers = FakeWorkers()
        let pool = LabWorkerPool(launcher: workers.launcher, count: 1)
        defer { pool.shutdown() }
        let session = try pool.openSession()
        var answers = session.events.makeAsyncIterator()
        let worker = try #require(workers.channels.first)
        // A frame of an unknown kind, a reply for a session that does not exist, a frame only the
        // server sends, text that is not UTF-8: each skipped; the good reply after them arrives.
        var bytes: [UInt8] = [0, 0, 0, 10, 77, 0, 0, 0, 0, 0, 0, 0, 1, 0]
        LabWorkerFrame.reply(session: 999, "nobody").append(to: &bytes)
        LabWorkerFrame.start(session: session.id).append(to: &bytes)
        let idBytes: [UInt8] = (0..<8).map { UInt8(truncatingIfNeeded: session.id >> UInt64(56 - 8 * $0)) }
        bytes += [0, 0, 0, 11, 5] + idBytes + [0xC3, 0x28]
        LabWorkerFrame.reply(session: session.id, #"{"type":"pong","id":1}"#).append(to: &bytes)
        worker.write(bytes)
        #expect(await answers.next() == .reply(#"{"type":"pong","id":1}"#))
        #expect(pool.malformedFrames == 3)
        // A length prefix over the limit: nothing after it can be trusted, so the worker is replaced.
        worker.write([0x7F, 0xFF, 0xFF, 0xFF, 5])
        guard case .workerEnded(let error) = await answers.next() else {
            Issue.record("the session was not told its worker ended")
            return
        }
        #expect(error.code == .workerEnded)
        #expect(error.message.contains("cannot be read"), "\(error.message)")
        #expect(await answers.next() == nil)
        #expect(pool.malformedFrames == 4)
        #expect(pool.restarts == 1)
        #expect(workers.channels.count == 2, "a replacement was launched")
        #expect(try pool.openSession().workerID == 2)
    }
}

/// Workers whose side of the pipes the test plays: it writes whatever bytes it wants the server to read.
final class FakeWorkers: @unchecked Sendable {
    final class Channel: @unchecked Sendable {
        let toServer: Int32
        init(toServer: Int32) { self.toServer = toServer }
        func write(_ bytes: [UInt8]) {
            _ = bytes.withUnsafeBytes { systemWrite(toServer, $0.baseAddress!, $0.count) }
        }
    }

    private let lock = NSLock()
    private var made: [Channel] = []
    var channels: [Channel] { lock.withLock { made } }

    var launcher: LabWorkerLauncher {
        LabWorkerLauncher { _ in
            var toWorker: [Int32] = [0, 0], fromWorker: [Int32] = [0, 0]
            guard pipe(&toWorker) == 0, pipe(&fromWorker) == 0 else { throw LabError(.workerEnded, "no pipe") }
            self.lock.withLock { self.made.append(Channel(toServer: fromWorker[1])) }
            return LabWorkerChannel(toWorker: toWorker[1], fromWorker: fromWorker[0], terminate: {}, exitDescription: { "was a fake" })
        }
    }
}

/// The `tactile-lab` executable SwiftPM builds next to the test bundle.
enum TactileLabBinary {
    struct Missing: Error, CustomStringConvertible {
        let searched: [String]
        var description: String { "tactile-lab was not found next to the tests; looked in \(searched.joined(separator: ", ")). Build with `swift build --build-tests`." }
    }

    static func url() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ].map { $0.appendingPathComponent("tactile-lab") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Missing(searched: candidates.map(\.path))
        }
        return found
    }
}

/// The system's `write` (the name is taken by `Channel.write` inside the class).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }
