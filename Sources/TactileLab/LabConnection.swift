import Foundation
import HummingbirdWebSocket
import NIOCore

/// One WebSocket connection: says `hello`, feeds each message to its `LabSession` and writes the
/// answers, and closes the connection (1001 "idle") when no message came for
/// `LabConfiguration.idleTimeout`. The session — and its scene instance — is released when the
/// connection ends. Binary frames and messages over `maxMessageBytes` are answered as errors;
/// only a frame over the transport's `maxFrameBytes` ends the connection (the transport's rule).
/// Idleness is measured on the injected `LabIdleClock`, never on the wall clock directly.
///
/// With a `LabWorkerPool`, the session runs in a worker process and the connection relays: each
/// message goes to the worker as it came, each answer comes back as the worker wrote it. If the
/// worker ends, the page gets an `error` (`worker-ended`) and the connection is closed with 1011
/// "worker ended"; the connection never waits on another session's worker.
struct LabConnection {
    let configuration: LabConfiguration
    let idleClock: LabIdleClock
    var workers: LabWorkerPool? = nil
    /// The playground's notices (a user build was made or failed), passed on to the page as they come.
    var notices: AsyncStream<String>? = nil
    /// Where connections register how to fetch their state, and find the state of the one they replace.
    var handoff: LabStateHandoff? = nil
    /// The token of the connection whose state this one's first `open` starts from (`?state=`).
    var restoreFrom: String? = nil
    /// The connection's NIO channel: with workers, answers are written straight to it
    /// (`LabPageChannel`) and messages relayed from its event loop (`LabPageInbound`); nil:
    /// through `outbound` and `inbound`.
    var channel: (any Channel)? = nil
    /// Where relayed messages are counted by the path they took (the server's).
    var relayCounts: LabRelayCounts? = nil
    /// Where the page's messages are offered for its catch-up read (with a `channel` and a handoff
    /// token only: the read is keyed by that token).
    var catchUp: LabCatchUp? = nil

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        if let workers {
            return try await relay(to: workers, inbound: inbound, outbound: outbound)
        }
        let session = await LabSession(configuration: configuration)
        let activity = ActivityClock(clock: idleClock)
        if let token = restoreFrom, let snapshot = await handoff?.snapshot(for: token) {
            await session.restoreOnNextOpen(json: snapshot)
        }
        let token = await handoff?.register { @MainActor in session.stateSnapshot().json() }
        defer { if let token, let handoff { Task { await handoff.unregister(token) } } }
        try await outbound.write(.text(helloReply(session: token).json()))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try await watchIdleness(activity: activity, outbound: outbound)
            }
            if let notices {
                group.addTask {
                    for await notice in notices { try await outbound.write(.text(notice)) }
                }
            }
            for try await message in inbound.messages(maxSize: configuration.maxFrameBytes) {
                activity.touch()
                let replies: [LabReply]
                switch message {
                case .text(let text):
                    replies = await session.handle(text: text)
                case .binary:
                    replies = await session.handleBinary()
                }
                for reply in replies {
                    try await outbound.write(.text(reply.json()))
                }
            }
            group.cancelAll()
        }
    }

    /// The session in a worker: page messages out, worker answers back, until either side ends.
    /// With the connection's `channel`, answers, notices and errors are written to it directly
    /// (`LabPageChannel`), and the page channel is closed before the connection sends its close
    /// frame, so nothing follows that frame.
    private func relay(to workers: LabWorkerPool, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let offersCatchUp = catchUp != nil && handoff != nil
        let page = channel.map { LabPageChannel(channel: $0, log: offersCatchUp ? LabPageLog(byteLimit: configuration.catchUpBytes) : nil) }
        let session: LabWorkerSession
        do {
            session = try workers.openSession(page: page)
        } catch {
            try await outbound.write(.text(LabReply.error(error, received: nil).json()))
            try await outbound.close(.unexpectedServerError, reason: "no worker")
            return
        }
        let trace = LabHopTrace.shared
        let gate = LabPageInbound.Gate()
        defer {
            gate.stop()
            session.end()
            trace?.finish(session: session.id)
        }
        /// One text message to the page, in order with the worker's answers.
        @Sendable func write(_ text: String) async throws {
            if let page { page.write(text: text) } else { try await outbound.write(.text(text)) }
        }
        let activity = ActivityClock(clock: idleClock)
        // The state of the connection this one replaces, fetched from its worker before the page's
        // first message: the `restore` frame precedes the page's `open` on the pipe.
        if let token = restoreFrom, let snapshot = await handoff?.snapshot(for: token) {
            session.restore(snapshot: snapshot)
        }
        let token = await handoff?.register { await session.stateSnapshot() }
        defer { if let token, let handoff { Task { await handoff.unregister(token) } } }
        var catchUpPath: String? = nil, tapPath: String? = nil
        if let token, let catchUp, let page, let log = page.log {
            catchUp.register(log, loop: page.channel.eventLoop, token: token)
            catchUpPath = LabCatchUp.path(for: token)
            tapPath = LabCatchUp.tapPath(for: token)
        }
        defer { if let token, catchUpPath != nil { catchUp?.unregister(token: token) } }
        try await write(helloReply(session: token, catchUp: catchUpPath, tap: tapPath).json())
        if let channel {
            let counts = relayCounts
            await LabPageInbound.add(to: channel, gate: gate) { message in
                activity.touch()
                counts?.countDirect()
                switch message {
                case .text(let text):
                    trace?.stamp(session: session.id, hop: 0)
                    session.send(text: text)
                    trace?.stamp(session: session.id, hop: 1)
                case .binary:
                    session.sendBinary()
                }
            }
        }
        do {
            // Each task says whether its end ends the connection.
            try await withThrowingTaskGroup(of: Bool.self) { group in
                group.addTask {
                    try await watchIdleness(activity: activity, outbound: outbound, page: page)
                    // After the close the page's close frame (or the transport) ends the inbound stream.
                    return false
                }
                if let notices {
                    group.addTask {
                        for await notice in notices { try await write(notice) }
                        return false
                    }
                }
                group.addTask {
                    for await event in session.events {
                        switch event {
                        case .reply(let text):
                            // Only without a page channel: with one, the pool wrote it already.
                            trace?.stamp(session: session.id, hop: 2)
                            try await outbound.write(.text(text))
                            trace?.stamp(session: session.id, hop: 3)
                        case .workerEnded(let error):
                            try await write(LabReply.error(error, received: nil).json())
                            await page?.close()
                            try await outbound.close(.unexpectedServerError, reason: "worker ended")
                            return true
                        }
                    }
                    return true
                }
                group.addTask {
                    // What `LabPageInbound` passed on (and what came before it was added).
                    for try await message in inbound.messages(maxSize: configuration.maxFrameBytes) {
                        activity.touch()
                        switch message {
                        case .text(let text):
                            if gate.isFence(text) { continue }
                            trace?.stamp(session: session.id, hop: 0)
                            session.send(text: text)
                            trace?.stamp(session: session.id, hop: 1)
                        case .binary: session.sendBinary()
                        }
                        relayCounts?.countThroughLoop()
                        gate.didRelay()
                    }
                    return true
                }
                // The page leaving or the worker ending ends the connection.
                while let ends = try await group.next(), !ends {}
                group.cancelAll()
            }
        } catch {
            await page?.close()
            throw error
        }
        await page?.close()
    }

    /// The `hello` of `configuration` (what `LabSession.hello` says), with the connection's handoff
    /// token and, where the page may catch up by request, the path to read at.
    private func helloReply(session token: String?, catchUp: String? = nil, tap: String? = nil) -> LabReply {
        .hello(version: configuration.protocolVersion, maxMessageBytes: configuration.maxMessageBytes,
               idleTimeoutSeconds: Double(configuration.idleTimeout.components.seconds)
                   + Double(configuration.idleTimeout.components.attoseconds) / 1e18,
               session: token, catchUp: catchUp, tap: tap)
    }

    /// Sleeps until the last message is `idleTimeout` old, then closes the connection (and
    /// first the page channel, when answers go through one).
    private func watchIdleness(activity: ActivityClock, outbound: WebSocketOutboundWriter, page: LabPageChannel? = nil) async throws {
        while !Task.isCancelled {
            let deadline = activity.last + configuration.idleTimeout
            if idleClock.now() >= deadline {
                await page?.close()
                try await outbound.close(.goingAway, reason: "idle")
                return
            }
            try await idleClock.sleep(until: deadline)
        }
    }
}

/// When the connection last received a message, on the connection's idle clock. A lock, not an
/// actor: every page message touches it, and an actor call from the message loop was two task
/// switches per message (docs/PERFORMANCE.md, "Lab under load").
final class ActivityClock: @unchecked Sendable {
    private let clock: LabIdleClock
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var lastTouch: Duration

    init(clock: LabIdleClock) {
        self.clock = clock
        lastTouch = clock.now()
    }

    var last: Duration { lock.withLock { lastTouch } }

    func touch() {
        let now = clock.now()
        lock.withLock { lastTouch = now }
    }
}
