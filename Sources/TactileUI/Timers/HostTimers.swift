import Foundation
import Synchronization

/// The timers of one host, on the host's clock: `Timer.publish` connections, timers of
/// `Timer.scheduledTimer` and `DispatchQueue.main.asyncAfter` work scheduled while code of a
/// hosted view runs (a body, an action, a gesture callback, a lifecycle action, a `task`, a timer).
/// The host fires them as its clock passes their deadlines (`ViewGraph.update()`), on the main
/// actor; a test moves them with the host's time (`ViewHost.advance(by:)`, `run(for:)`, `settle()`).
///
/// Invariants:
/// - `current` is the host's timers while the host runs code of its views (bound to the running
///   thread, `ViewGraph.withHostTimers`) and in the tasks of its `task` modifiers (bound as a task
///   local, which wins); code that finds it `nil` is outside any host and uses the real clocks.
/// - Binding the host to the thread allocates nothing: every touch and update of the host runs
///   through it, and a task-local binding costs two mallocs outside a task (the benchmarks'
///   "Host move event" rows count them).
/// - A timer's deadline is the timers' `now` when it was scheduled plus its delay; timers fire in
///   deadline order, then in the order they were scheduled, each with its own deadline as the time
///   it fired at; a repeating timer's next deadline is its last plus its interval (no drift, no
///   coalescing: every tick the clock passes is delivered).
/// - `fire(upTo:)` fires only timers scheduled before the call (a repeating timer's later ticks
///   included); what their actions schedule fires at a later call, so work that reschedules
///   itself with no delay cannot hold an update forever.
/// - A cancelled timer never fires again; a fired one-shot timer is removed before its action runs.
/// - A timer that follows frames (`scheduleFrames(every:action:)`, a `TimelineView(.animation)`)
///   fires at its deadlines as a repeating timer does, and also once at the time of every later
///   `fire(upTo:)` (every update the host renders at a new time) more than
///   `TimerDefaults.minimumInterval` after it last fired, its next deadline then counting from
///   there: it never fires twice at one time.
/// Thread-safe: timers may be scheduled and cancelled from any isolation.
package final class HostTimers: Sendable {
    /// The timers of the host whose code is running; `nil` outside any host.
    package static var current: HostTimers? { boundInTask ?? boundToThread.object }

    /// The timers a `task` modifier's task runs with (its own and those it starts inherit them).
    @TaskLocal package static var boundInTask: HostTimers?

    /// The timers of the host running code on this thread now (`ViewGraph.withHostTimers`).
    package static let boundToThread = ThreadLocalReference<HostTimers>()

    /// Fires with the host time it was due at.
    package typealias Action = @MainActor @Sendable (Double) -> Void

    private struct Entry {
        let id: UInt64
        var deadline: Double
        let interval: Double?
        let action: Action
        /// Fires at every `fire(upTo:)` at a later time than it last fired (a frame).
        var followsFrames = false
        /// The host time it last fired at (frame timers only).
        var lastFired = -Double.infinity
    }

    private struct State {
        var now: Double = 0
        var entries: [Entry] = []
        var nextID: UInt64 = 0
    }

    private let state = Mutex(State())

    /// What UIKit's singletons answer for this host's code (`HostSystem`): found through this
    /// binding, so one binding per host serves the timers and the system.
    package let system = HostSystem()

    /// The host's task clock: a `Task { … }` created while the host runs code (`Task.hostTask`)
    /// becomes one of its tasks, counted and sleeping on it as a `task` modifier's.
    package let taskClock: HostTaskClock?

    package init(taskClock: HostTaskClock? = nil) { self.taskClock = taskClock }

    /// The host time delays are measured from: the latest time the host reached or ran code at.
    package var now: Double { state.withLock { $0.now } }

    /// The earliest deadline of a scheduled timer, if any.
    package var nextDeadline: Double? { state.withLock { $0.entries.lazy.map(\.deadline).min() } }

    /// Moves `now` forward to `time` (never back) without firing anything: the host is about to
    /// run code (a gesture callback) at `time`, whose delays count from there.
    package func advance(to time: Double) {
        state.withLock { $0.now = max($0.now, time) }
    }

    /// Schedules `action` after `delay` seconds of host time, then every `interval` seconds if
    /// given; returns the timer's id, for `cancel(_:)`. Non-finite or negative delays are 0 and
    /// intervals below `TimerDefaults.minimumInterval` are that minimum.
    package func schedule(after delay: Double, every interval: Double?, action: @escaping Action) -> UInt64 {
        let delay = delay.isFinite ? max(0, delay) : (delay > 0 ? .infinity : 0)
        let interval = interval.map { $0.isFinite ? max(TimerDefaults.minimumInterval, $0) : .infinity }
        return state.withLock { state in
            defer { state.nextID &+= 1 }
            state.entries.append(Entry(id: state.nextID, deadline: state.now + delay, interval: interval, action: action))
            return state.nextID
        }
    }

    /// Schedules `action` at every frame the host renders from now on: at `now + interval`, then
    /// every `interval` seconds (the frames `run(for:)` and `settle()` step through) and at every
    /// later time an update runs at (`fire(upTo:)`); returns the timer's id, for `cancel(_:)`.
    /// `interval` below `TimerDefaults.minimumInterval` is that minimum.
    package func scheduleFrames(every interval: Double, action: @escaping Action) -> UInt64 {
        let interval = interval.isFinite ? max(TimerDefaults.minimumInterval, interval) : .infinity
        return state.withLock { state in
            defer { state.nextID &+= 1 }
            state.entries.append(Entry(id: state.nextID, deadline: state.now + interval, interval: interval, action: action,
                                       followsFrames: true, lastFired: state.now))
            return state.nextID
        }
    }

    /// Cancels the timer `id`: it never fires again. Cancelling a timer that ended does nothing.
    package func cancel(_ id: UInt64) {
        state.withLock { $0.entries.removeAll { $0.id == id } }
    }

    /// Whether the timer `id` is still scheduled (a one-shot timer that fired is not).
    package func isScheduled(_ id: UInt64) -> Bool {
        state.withLock { $0.entries.contains { $0.id == id } }
    }

    /// Fires, in deadline order, every timer scheduled before this call whose deadline is at or
    /// before `time` — a repeating timer once per interval the clock passed — then leaves `now`
    /// at `time`. While an action runs, `now` is its deadline.
    @MainActor
    package func fire(upTo time: Double) {
        let firstLater = state.withLock { $0.nextID }
        while let due = state.withLock({ state -> (deadline: Double, action: Action)? in
            var best: Int?
            for (index, entry) in state.entries.enumerated() where entry.id < firstLater && entry.deadline <= time {
                if let current = best, (state.entries[current].deadline, state.entries[current].id) <= (entry.deadline, entry.id) { continue }
                best = index
            }
            guard let best else { return nil }
            let entry = state.entries[best]
            state.now = max(state.now, entry.deadline)
            if let interval = entry.interval {
                state.entries[best].deadline += interval
                state.entries[best].lastFired = entry.deadline
            } else {
                state.entries.remove(at: best)
            }
            return (entry.deadline, entry.action)
        }) {
            due.action(due.deadline)
        }
        advance(to: time)
        // The frame at `time` itself, for frame timers that have not fired at it.
        while let due = state.withLock({ state -> Action? in
            // A frame less than `TimerDefaults.minimumInterval` after the last is the same frame
            // (a deadline a rounding error before `time`).
            guard let index = state.entries.firstIndex(where: {
                $0.id < firstLater && $0.followsFrames && $0.lastFired + TimerDefaults.minimumInterval < time
            }) else {
                return nil
            }
            state.entries[index].lastFired = time
            state.entries[index].deadline = time + (state.entries[index].interval ?? .infinity)
            return state.entries[index].action
        }) {
            due(time)
        }
    }

    /// The date a timer on the host's clock delivers for host time `time`
    /// (`TimerDefaults.hostTimeOrigin` plus `time` seconds).
    package static func date(at time: Double) -> Date { TimerDefaults.hostTimeOrigin.addingTimeInterval(time) }
}
