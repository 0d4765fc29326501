import Foundation
import Logging

/// What a session's worker sends back to its connection.
public enum LabWorkerEvent: Sendable, Equatable {
    /// One answer, JSON text as the page receives it.
    case reply(String)
    /// The worker ended (crashed, exited, or sent a stream that cannot be read): the session and its
    /// scene instance are gone; the error says so in words a person can act on.
    case workerEnded(LabError)
}

/// The server's worker processes (docs/ARCHITECTURE.md, "Lab"): a pool of `count` workers per
/// capability, each new session assigned to the least-loaded live worker that can run it, frames
/// relayed both ways.
///
/// Invariants: a worker that ends — crash, exit, or a stream of frames that cannot be trusted —
/// ends exactly the sessions assigned to it, each with `LabWorkerEvent.workerEnded`; a replacement is
/// started before those sessions are told (so a page that reconnects finds a full pool), and other
/// workers' sessions are untouched. A malformed frame from a worker is a logged error value: a
/// frame with a sound length is skipped, a broken length prefix ends that worker.
public final class LabWorkerPool: @unchecked Sendable {
    public let capability: LabWorkerCapability
    /// How many workers the pool keeps running.
    public let count: Int
    private let launcher: LabWorkerLauncher
    private let maxFrameBytes: Int
    private let logger: Logger
    private let lock = NSLock()
    private var workers: [Worker] = []
    private var nextSession: UInt64 = 1
    private var nextWorker = 1
    private var restartCount = 0
    private var malformedCount = 0
    private var isShutDown = false

    /// Starts `count` workers (at least one) with `launcher`. Frames over `maxFrameBytes` after the
    /// length prefix are taken as a broken stream (`LabConfiguration.maxWorkerFrameBytes`).
    public init(launcher: LabWorkerLauncher, count: Int, capability: LabWorkerCapability = .catalog,
                maxFrameBytes: Int = LabConfiguration.standard.maxWorkerFrameBytes,
                logger: Logger = Logger(label: "TactileLab.workers") { StreamLogHandler.standardError(label: $0) }) {
        LabWorkerPipe.ignoreBrokenPipeSignal()
        self.launcher = launcher
        self.count = max(1, count)
        self.capability = capability
        self.maxFrameBytes = maxFrameBytes
        self.logger = logger
        lock.withLock {
            for _ in 0..<self.count {
                if let worker = launchLocked() { workers.append(worker) }
            }
        }
    }

    // MARK: What tests and logs read

    /// Sessions per live worker, in worker order.
    public var loads: [Int] { lock.withLock { workers.map(\.load) } }
    /// The ids of the live workers (a replacement gets a new id).
    public var workerIDs: [Int] { lock.withLock { workers.map(\.id) } }
    /// How many workers were started to replace ones that ended.
    public var restarts: Int { lock.withLock { restartCount } }
    /// How many malformed frames workers sent.
    public var malformedFrames: Int { lock.withLock { malformedCount } }

    // MARK: Sessions

    /// A new session on the least-loaded live worker (the first of equals), or the error that no
    /// worker could be started. With a `page`, the worker's answers are written straight to it from
    /// the pool's reader thread (`LabPageChannel`) and `events` carries only `workerEnded`; without
    /// one, answers come as `events` too.
    public func openSession() throws(LabError) -> LabWorkerSession {
        try openSession(page: nil)
    }

    func openSession(page: LabPageChannel?) throws(LabError) -> LabWorkerSession {
        lock.lock()
        if workers.isEmpty, !isShutDown, let worker = launchLocked() { workers.append(worker) }
        guard let worker = workers.min(by: { $0.load < $1.load }) else {
            lock.unlock()
            throw LabError(.workerEnded, "The lab has no worker process to run this session; the server log says why they could not start.")
        }
        let id = nextSession
        nextSession += 1
        let (events, continuation) = AsyncStream.makeStream(of: LabWorkerEvent.self, bufferingPolicy: .unbounded)
        worker.routes[id] = Route(events: continuation, page: page)
        lock.unlock()
        worker.writer.write(.start(session: id))
        return LabWorkerSession(id: id, workerID: worker.id, events: events, pool: self, worker: worker)
    }

    fileprivate func send(_ frame: LabWorkerFrame, to worker: Worker) {
        worker.writer.write(frame)
    }

    /// The state snapshot of session `id` (JSON text), or nil when the worker ended first.
    fileprivate func stateSnapshot(session id: UInt64, on worker: Worker) async -> String? {
        await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let alive = lock.withLock { () -> Bool in
                guard workers.contains(where: { $0 === worker }) else { return false }
                worker.snapshotWaiters[id, default: []].append(continuation)
                return true
            }
            guard alive else { return continuation.resume(returning: nil) }
            if !worker.writer.write(.snapshotRequest(session: id)) {
                // The pipe is gone: the reader's end (which resumes waiters) follows, or has run.
                let waiter = lock.withLock { () -> CheckedContinuation<String?, Never>? in
                    guard var waiting = worker.snapshotWaiters[id], !waiting.isEmpty else { return nil }
                    let last = waiting.removeLast()
                    worker.snapshotWaiters[id] = waiting.isEmpty ? nil : waiting
                    return last
                }
                waiter?.resume(returning: nil)
            }
        }
    }

    fileprivate func end(session id: UInt64, on worker: Worker) {
        let route = lock.withLock { worker.routes.removeValue(forKey: id) }
        guard let route else { return }
        route.events.finish()
        worker.writer.write(.end(session: id))
    }

    /// Asks every worker to end (closes their input) and starts no more.
    public func shutdown() {
        let stopping = lock.withLock {
            isShutDown = true
            return workers
        }
        for worker in stopping { worker.writer.close() }
    }

    // MARK: Workers

    /// Where a session's answers go: its page's channel when it has one, else its events.
    fileprivate struct Route {
        var events: AsyncStream<LabWorkerEvent>.Continuation
        var page: LabPageChannel?
    }

    /// One worker as the pool sees it.
    fileprivate final class Worker: @unchecked Sendable {
        let id: Int
        let channel: LabWorkerChannel
        let writer: LabWorkerPipeWriter
        /// Guarded by the pool's lock.
        var routes: [UInt64: Route] = [:]
        /// Callers waiting for a session's state snapshot, in the order they asked (guarded by the lock).
        var snapshotWaiters: [UInt64: [CheckedContinuation<String?, Never>]] = [:]
        var load: Int { routes.count }

        init(id: Int, channel: LabWorkerChannel) {
            self.id = id
            self.channel = channel
            writer = LabWorkerPipeWriter(descriptor: channel.toWorker)
        }
    }

    /// Starts a worker and its reader; nil (logged) if it could not start. Call with the lock held.
    private func launchLocked() -> Worker? {
        let channel: LabWorkerChannel
        do {
            channel = try launcher.launch(capability)
        } catch {
            logger.error("tactile-lab: could not start a worker for \(capability): \(error)")
            return nil
        }
        let worker = Worker(id: nextWorker, channel: channel)
        nextWorker += 1
        LabWorkerPipe.startReading(
            channel.fromWorker, name: "tactile-lab worker \(worker.id) output", maxFrameBytes: maxFrameBytes,
            onFrames: { [weak self, weak worker] frames in
                guard let self, let worker else { return }
                self.received(frames, from: worker)
            },
            onError: { [weak self, weak worker] error in
                guard let self, let worker else { return }
                self.lock.withLock { self.malformedCount += 1 }
                self.logger.error("tactile-lab: worker \(worker.id) sent a malformed frame: \(error)\(error.recoverable ? "; skipped" : "; the worker is stopped")")
            },
            onEnd: { [weak self, weak worker] error in
                guard let self, let worker else { return }
                self.ended(worker, because: error)
            })
        return worker
    }

    /// One read's frames from `worker`: the answers for pages go out together
    /// (`LabPageChannel.write`, one hop per event loop), the rest one by one, in order.
    private func received(_ frames: [LabWorkerFrame], from worker: Worker) {
        let trace = LabHopTrace.shared
        var toPages: [LabPageChannel.Message] = []
        // The routes of the read's sessions, under one lock; a route that ends meanwhile only
        // means a connection that is closing gets nothing (`LabPageChannel.close()`).
        let routes = lock.withLock { frames.map { frame -> Route? in
            if case .reply(let id, _) = frame { worker.routes[id] } else { nil }
        } }
        for (frame, route) in zip(frames, routes) {
            guard case .reply(let id, let text) = frame else {
                received(other: frame, from: worker)
                continue
            }
            // A reply for a session that has just ended is dropped: its connection is gone.
            guard let route else { continue }
            trace?.stamp(session: id, hop: 2)
            if let page = route.page {
                toPages.append(LabPageChannel.Message(page: page, session: id, text: text))
            } else {
                route.events.yield(.reply(text))
            }
        }
        LabPageChannel.write(toPages)
    }

    private func received(other frame: LabWorkerFrame, from worker: Worker) {
        if case .snapshot(let id, let text) = frame {
            let waiter = lock.withLock { () -> CheckedContinuation<String?, Never>? in
                guard var waiting = worker.snapshotWaiters[id], !waiting.isEmpty else { return nil }
                let first = waiting.removeFirst()
                worker.snapshotWaiters[id] = waiting.isEmpty ? nil : waiting
                return first
            }
            waiter?.resume(returning: text)
            return
        }
        lock.withLock { malformedCount += 1 }
        logger.error("tactile-lab: worker \(worker.id) sent a frame only the server sends (session \(frame.session)); skipped")
    }

    /// `worker`'s output ended: replace it, then end its sessions.
    private func ended(_ worker: Worker, because error: LabWorkerFrameError?) {
        if error != nil { worker.channel.terminate() }
        worker.writer.close()
        let how = worker.channel.exitDescription()
        let (routes, shuttingDown) = lock.withLock { () -> ([UInt64: Route], Bool) in
            workers.removeAll { $0 === worker }
            let routes = worker.routes
            worker.routes = [:]
            // Nobody waits for a snapshot from a worker that is gone.
            for waiter in worker.snapshotWaiters.values.joined() { waiter.resume(returning: nil) }
            worker.snapshotWaiters = [:]
            if !isShutDown, let replacement = launchLocked() {
                workers.append(replacement)
                restartCount += 1
            }
            return (routes, isShutDown)
        }
        // A worker asked to end by `shutdown()` with nothing left to tell is the normal way out.
        if shuttingDown && routes.isEmpty && error == nil { return }
        let reason = error.map { "sent a frame that cannot be read (\($0)) and was stopped" } ?? how
        logger.error("tactile-lab: worker \(worker.id) \(reason); ending its \(routes.count) session(s)")
        let message = LabError(.workerEnded, "The lab's worker process for this session \(reason), so this scene instance is gone. Other sessions go on; reconnect (or reload the page) for a new instance.")
        for route in routes.values {
            route.events.yield(.workerEnded(message))
            route.events.finish()
        }
    }
}

/// One session on a worker: what a connection sends to and reads from its worker.
public final class LabWorkerSession: Sendable {
    public let id: UInt64
    /// The id of the worker it runs on (`LabWorkerPool.workerIDs`).
    public let workerID: Int
    /// The worker's answers, in order; finishes after `workerEnded` or `end()`.
    public let events: AsyncStream<LabWorkerEvent>
    private let pool: LabWorkerPool
    private let worker: LabWorkerPool.Worker

    fileprivate init(id: UInt64, workerID: Int, events: AsyncStream<LabWorkerEvent>, pool: LabWorkerPool, worker: LabWorkerPool.Worker) {
        self.id = id
        self.workerID = workerID
        self.events = events
        self.pool = pool
        self.worker = worker
    }

    /// Relays one text message of the page.
    public func send(text: String) { pool.send(.text(session: id, text), to: worker) }

    /// The session's `@State` values as `StateSnapshot` JSON, asked of its worker; nil when the
    /// worker ended before answering.
    public func stateSnapshot() async -> String? { await pool.stateSnapshot(session: id, on: worker) }

    /// The session's next `open` starts its scene from `snapshot` (`StateSnapshot` JSON).
    public func restore(snapshot: String) { pool.send(.restore(session: id, snapshot), to: worker) }

    /// Relays that the page sent a binary frame.
    public func sendBinary() { pool.send(.binary(session: id), to: worker) }

    /// Ends the session: the worker releases its instance.
    public func end() { pool.end(session: id, on: worker) }
}
