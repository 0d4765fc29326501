import Synchronization

/// The host's virtual clock as the tasks of `task(priority:_:)`/`task(id:priority:_:)` see it:
/// a `Task.sleep` inside such a task (Tactile's overloads, `TaskSleep.swift`) ends when the host's
/// clock reaches its deadline — when a test advances time — not when real time has passed.
///
/// Invariants:
/// - `running` counts this host's tasks that have started and neither finished nor sleep on this
///   clock; `isIdle` (no task running) is what `ViewGraph.waitForTasks()` waits for.
/// - A sleeper's deadline is the clock's time when it called `sleep` plus its duration; sleepers
///   are resumed in deadline order (then call order) when `advance(to:)` reaches them.
/// - A cancelled sleeper is resumed at once with `CancellationError`, as `Task.sleep` is.
/// Thread-safe: tasks may sleep from any isolation.
package final class HostTaskClock: Sendable {
    /// The clock of the host whose task is running, bound when a `task` modifier starts its task
    /// (unstructured tasks inherit task-local values); `nil` elsewhere, where `Task.sleep` is real.
    @TaskLocal package static var current: HostTaskClock?

    private struct Sleeper {
        let id: UInt64
        let deadline: Double
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Double
        var sleepers: [Sleeper] = []
        var nextID: UInt64 = 0
        /// Ids of sleeps that have begun and not yet registered their sleeper; a cancellation
        /// that finds its id here (and removes it) came first.
        var pendingIDs: Set<UInt64> = []
        var running = 0
        var idleWaiters: [CheckedContinuation<Void, Never>] = []

        mutating func becameLessBusy() -> [CheckedContinuation<Void, Never>] {
            guard running == 0 else { return [] }
            defer { idleWaiters.removeAll() }
            return idleWaiters
        }
    }

    private let state: Mutex<State>

    package init(now: Double) { state = Mutex(State(now: now)) }

    /// The clock's time, in seconds: the host's time at its latest update.
    package var now: Double { state.withLock { $0.now } }

    /// The earliest deadline of a sleeping task, if any.
    package var nextDeadline: Double? { state.withLock { $0.sleepers.lazy.map(\.deadline).min() } }

    /// Whether every task of the host has finished or sleeps on this clock.
    package var isIdle: Bool { state.withLock { $0.running == 0 } }

    // MARK: Tasks

    /// Counts a task that starts now; `taskFinished()` must follow when it ends.
    package func taskStarted() { state.withLock { $0.running += 1 } }

    /// Counts a task that ended.
    package func taskFinished() {
        let waiters = state.withLock { state in
            state.running -= 1
            return state.becameLessBusy()
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Starts `operation` as a task of this host: counted until it ends (so
    /// `ViewGraph.waitForTasks()` waits for it), its `Task.sleep`s on this clock and its timers
    /// on `timers` (unstructured tasks inherit the task-local bindings).
    package func startTask(priority: TaskPriority, timers: HostTimers,
                           _ operation: @escaping @isolated(any) @Sendable () async -> Void) -> Task<Void, Never> {
        adopt(timers: timers) { Task(priority: priority, operation: operation) }
    }

    /// Makes the task `make` creates one of this host's: counted from now until it ends (its result,
    /// a value or an error, is awaited by a detached watcher), created with this clock and `timers`
    /// bound, which it and the tasks it creates inherit.
    package func adopt<Success: Sendable, Failure: Error>(timers: HostTimers,
                                                          _ make: () -> Task<Success, Failure>) -> Task<Success, Failure> {
        // Counted before it can end.
        taskStarted()
        let task = HostTaskClock.$current.withValue(self) { HostTimers.$boundInTask.withValue(timers, operation: make) }
        Task.detached { _ = await task.result; self.taskFinished() }
        return task
    }

    /// Returns once no task of the host runs: each has finished or sleeps on this clock.
    package func idle() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                if state.running == 0 { return true }
                state.idleWaiters.append(waiter)
                return false
            }
            if ready { waiter.resume() }
        }
    }

    // MARK: Sleeping

    /// Suspends the calling task until the clock reaches `now + seconds` (at once for a deadline
    /// already reached); throws `CancellationError` if the task is or becomes cancelled.
    package func sleep(for seconds: Double) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            defer { state.nextID &+= 1 }
            state.pendingIDs.insert(state.nextID)
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case slept, due, cancelled }
                let (outcome, waiters) = state.withLock { state -> (Outcome, [CheckedContinuation<Void, Never>]) in
                    guard state.pendingIDs.remove(id) != nil else { return (.cancelled, []) }
                    let deadline = state.now + (seconds.isFinite ? max(0, seconds) : .infinity)
                    guard deadline > state.now else { return (.due, []) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    state.running -= 1
                    return (.slept, state.becameLessBusy())
                }
                switch outcome {
                case .slept: for waiter in waiters { waiter.resume() }
                case .due: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let woken = state.withLock { state -> Sleeper? in
                if state.pendingIDs.remove(id) != nil { return nil }
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                state.running += 1
                return state.sleepers.remove(at: index)
            }
            woken?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock to `time` (never back) and resumes, in deadline order, every sleeper whose
    /// deadline it reached; each resumed task counts as running until it sleeps again or ends.
    package func advance(to time: Double) {
        let due = state.withLock { state -> [Sleeper] in
            guard time > state.now else { return [] }
            state.now = time
            let due = state.sleepers.filter { $0.deadline <= time }
            guard !due.isEmpty else { return [] }
            state.sleepers.removeAll { $0.deadline <= time }
            state.running += due.count
            return due
        }
        for sleeper in due.enumerated().sorted(by: { ($0.element.deadline, $0.offset) < ($1.element.deadline, $1.offset) }) {
            sleeper.element.continuation.resume()
        }
    }
}
