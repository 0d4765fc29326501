import Foundation
import TactileUI

/// A worker process's side of the lab (`tactile-lab --worker`): hosts lab sessions on its own main
/// actor and speaks `LabWorkerFrame`s over its standard input (from the server) and output (to the
/// server) (docs/LAB-PROTOCOL.md, "Worker processes").
///
/// Each `start` makes a `LabSession`, each `text` is answered with that session's replies as
/// `reply` frames (in order; the replies of the frames that arrived while the main actor was busy are
/// written together, each held at most `LabConfiguration.workerReplyWindow`; `LabWorkerInbox`),
/// `end` releases the session.
/// What scenes print goes to standard error, never into the frames.
/// The host returns when its input ends (the server closed the pipe or exited). A malformed frame
/// from the server is reported on standard error and skipped; nothing the server sends crashes the
/// worker — except the debug message below when the debug environment variable asks for it.
@MainActor
public final class LabWorkerHost {
    /// The environment variable that arms the debug crash: with it set to
    /// `LabWorkerHost.debugCrashValue`, the text message `LabWorkerHost.debugCrashMessage` makes the
    /// worker call `fatalError` (how tests and people check that a crash ends only that worker's
    /// sessions). Unset, that message is an ordinary `unknown-type` error.
    public nonisolated static let debugEnvironmentVariable = "TACTILE_LAB_WORKER_DEBUG"
    public nonisolated static let debugCrashValue = "crash"
    public nonisolated static let debugCrashMessage = #"{"type":"debug-crash"}"#

    /// The environment variable a worker reads its per-message time limit from, in seconds
    /// (`LabConfiguration.messageTimeLimit`; the server sets it for every worker it starts).
    public nonisolated static let timeLimitVariable = "TACTILE_LAB_MESSAGE_TIME_LIMIT"

    private let configuration: LabConfiguration
    private let catalog: [LabCatalog.Entry]
    /// Armed only in a worker process of its own: ending a process is how it stops a stuck
    /// message, and an in-process worker (tests) shares its process with the server.
    private let watchdog: LabWorkerWatchdog?
    private let writer: LabWorkerPipeWriter
    private let crashOnDebugMessage: Bool
    private var sessions: [UInt64: LabSession] = [:]
    /// Reply (and snapshot) frames of the batch being handled, written together by `flush()`.
    private var outgoing: [UInt8] = []
    /// With `LabHopTrace` on: the sessions whose replies are in `outgoing`.
    private var traced: [UInt64] = []

    private init(configuration: LabConfiguration, catalog: [LabCatalog.Entry], output: Int32, crashOnDebugMessage: Bool, isProcess: Bool) {
        self.configuration = configuration
        self.catalog = catalog
        watchdog = isProcess ? LabWorkerWatchdog(limit: configuration.messageTimeLimit) : nil
        writer = LabWorkerPipeWriter(descriptor: output)
        self.crashOnDebugMessage = crashOnDebugMessage
    }

    /// Serves frames from `input` until it ends; replies go to `output`. `catalog` is what its
    /// sessions can open (a user build passes its own scenes). A message not answered within
    /// `configuration.messageTimeLimit` (or the environment's `timeLimitVariable`) ends the process
    /// (only when the worker is a process of its own: `output` is standard output).
    public static func run(catalog: [LabCatalog.Entry] = LabCatalog.all, configuration: LabConfiguration = .standard, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
                           environment: [String: String] = ProcessInfo.processInfo.environment) async {
        LabWorkerPipe.ignoreBrokenPipeSignal()
        var output = output
        let isProcess = output == STDOUT_FILENO
        if isProcess {
            // Frames get a descriptor of their own, and standard output becomes standard error:
            // a scene that prints (004-star-tap-print does) must not write into the frame stream.
            fflush(nil)
            output = dup(STDOUT_FILENO)
            dup2(STDERR_FILENO, STDOUT_FILENO)
        }
        var configuration = configuration
        if let seconds = environment[timeLimitVariable].flatMap(Double.init), seconds.isFinite, seconds > 0 {
            configuration.messageTimeLimit = .milliseconds(Int64((seconds * 1000).rounded()))
        }
        let host = LabWorkerHost(configuration: configuration, catalog: catalog, output: output,
                                 crashOnDebugMessage: environment[debugEnvironmentVariable] == debugCrashValue, isProcess: isProcess)
        // Frames come in batches, handled in order and answered with few writes: under load many
        // sessions' messages arrive together, and each costs no hop or write of its own. The reader
        // wakes the main actor only when it is idle; a drain takes whatever arrived meanwhile.
        let inbox = LabWorkerInbox()
        let tracing = LabHopTrace.shared != nil
        await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
            @Sendable func drain() {
                Task { @MainActor in
                    if host.drain(inbox) { ended.resume() }
                }
            }
            LabWorkerPipe.startReading(
                input, name: "tactile-lab worker input", maxFrameBytes: configuration.maxWorkerFrameBytes,
                onFrames: { frames in
                    let readAt = tracing ? LabHopTrace.now() : 0
                    // A lone message (a person's pointer, not a crowd) is handled on this thread at
                    // once, as the main actor: `DispatchQueue.main.sync` runs the block on the
                    // calling thread while the main queue is idle, so the answer costs no wake-up
                    // of another thread. A burst goes to the main actor as above, and this thread
                    // goes on reading.
                    if frames.count == 1, inbox.claimIfIdle() {
                        DispatchQueue.main.sync { MainActor.assumeIsolated { host.handle(batch: frames, readAt: [readAt]) } }
                        if inbox.release() { drain() }
                    } else if inbox.deliver(frames, readAt: readAt) {
                        drain()
                    }
                },
                onError: { error in FileHandle.standardError.write(Data("tactile-lab worker: \(error); frame skipped.\n".utf8)) },
                onEnd: { _ in if inbox.finish() { drain() } })
        }
        host.sessions.removeAll()
    }

    /// Handles everything `inbox` holds, batch after batch, until it is empty; true when the input ended.
    private func drain(_ inbox: LabWorkerInbox) -> Bool {
        while let taken = inbox.take() {
            guard case .frames(let batch, let readAt) = taken else {
                flush()
                return true
            }
            handle(batch: batch, readAt: readAt)
        }
        return false
    }

    /// Handles `batch` in order and writes the answers; an answer waits for the rest of the batch at
    /// most `workerReplyWindow`.
    private func handle(batch: [LabWorkerFrame], readAt: [UInt64]) {
        let clock = ContinuousClock()
        let trace = LabHopTrace.shared
        var oldest: ContinuousClock.Instant?
        for (index, frame) in batch.enumerated() {
            if let trace, case .text(let id, _) = frame {
                trace.stamp(session: id, hop: 0, at: readAt[index])
                trace.stamp(session: id, hop: 1)
                handle(frame)
                trace.stamp(session: id, hop: 2)
                traced.append(id)
            } else {
                handle(frame)
            }
            if !outgoing.isEmpty {
                let now = clock.now
                if let first = oldest, now - first >= configuration.workerReplyWindow {
                    flush()
                    oldest = nil
                } else if oldest == nil {
                    oldest = now
                }
            }
        }
        flush()
    }

    private func handle(_ frame: LabWorkerFrame) {
        switch frame {
        case .start(let id):
            sessions[id] = LabSession(configuration: configuration, catalog: catalog)
        case .text(let id, let text):
            if crashOnDebugMessage && text == Self.debugCrashMessage {
                flush()
                fatalError("tactile-lab worker: crashing on purpose (\(Self.debugEnvironmentVariable)=\(Self.debugCrashValue)).")
            }
            guard let session = sessions[id] else { return reportUnknown(id) }
            watchdog?.begin()
            let replies = session.handle(text: text)
            watchdog?.end()
            answer(id, replies)
        case .binary(let id):
            guard let session = sessions[id] else { return reportUnknown(id) }
            answer(id, session.handleBinary())
        case .end(let id):
            sessions[id] = nil
            LabHopTrace.shared?.finish(session: id)
        case .snapshotRequest(let id):
            // Answered even for an unknown session (an empty snapshot): the server is waiting.
            // Queued with the replies, so it stays in order with the session's earlier answers.
            LabWorkerFrame.snapshot(session: id, sessions[id]?.stateSnapshot().json() ?? StateSnapshot().json()).append(to: &outgoing)
        case .restore(let id, let text):
            guard let session = sessions[id] else { return reportUnknown(id) }
            session.restoreOnNextOpen(json: text)
        case .reply(let id, _), .snapshot(let id, _):
            FileHandle.standardError.write(Data("tactile-lab worker: the server sent a frame only workers send (session \(id)); skipped.\n".utf8))
        }
    }

    /// Queues the replies of one message (written by `flush()`, in order, after the batch).
    private func answer(_ id: UInt64, _ replies: [LabReply]) {
        for reply in replies { LabWorkerFrame.appendReply(session: id, reply, to: &outgoing) }
    }

    /// Writes the queued replies in one piece.
    private func flush() {
        guard !outgoing.isEmpty else { return }
        writer.write(bytes: outgoing)
        outgoing.removeAll(keepingCapacity: true)
        if let trace = LabHopTrace.shared, !traced.isEmpty {
            trace.stampPending(sessions: traced, hop: 3)
            traced.removeAll(keepingCapacity: true)
        }
    }

    private func reportUnknown(_ id: UInt64) {
        FileHandle.standardError.write(Data("tactile-lab worker: a message for session \(id), which was never started; skipped.\n".utf8))
    }
}
