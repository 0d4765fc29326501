import Foundation

/// Arms a timeline view's updates on the clock of the host running it (`HostTimers`): for
/// `.animation` one frame timer (`HostTimers.scheduleFrames`, or a repeating timer at its
/// minimum interval), else a one-shot timer at the schedule's next entry, armed again when it fires.
///
/// Invariants: at most one timer is armed, from `start()` to `stop()`; every firing writes
/// `bump` once, so the view is evaluated at the fired time; outside a host nothing is armed and
/// `currentDate()` is the real date.
@MainActor
final class TimelineDriver<Schedule: TimelineSchedule> {
    var schedule: Schedule?
    var bump: Binding<Int>?
    private var timers: HostTimers?
    private var timer: UInt64?

    init() {}

    /// The host's current date (the real one outside a host).
    private var now: Date {
        guard let timers = HostTimers.current else { return Date() }
        return HostTimers.date(at: timers.now)
    }

    /// The date the content is built with now: the current date for `.animation`, else the
    /// latest entry at or before it (the current date before the first entry).
    func currentDate() -> Date {
        let now = now
        guard let schedule, !(schedule is AnimationTimelineSchedule) else { return now }
        var current = now
        var read = 0
        for entry in schedule.entries(from: now, mode: .normal) {
            read += 1
            guard entry <= now, read <= TimelineDefaults.maximumEntriesRead else { break }
            current = entry
        }
        return current
    }

    /// The first entry after the current date, if any within `TimelineDefaults.maximumEntriesRead`.
    private func nextEntry(after now: Date) -> Date? {
        guard let schedule else { return nil }
        var read = 0
        for entry in schedule.entries(from: now, mode: .normal) {
            read += 1
            if read > TimelineDefaults.maximumEntriesRead { return nil }
            if entry > now { return entry }
        }
        return nil
    }

    /// Arms the schedule's updates from now (the view appeared).
    func start() {
        stop()
        guard let timers = HostTimers.current, let schedule else { return }
        self.timers = timers
        if let animation = schedule as? AnimationTimelineSchedule {
            guard !animation.paused else { return }
            let action: HostTimers.Action = { [weak self] _ in self?.bump?.wrappedValue &+= 1 }
            timer = animation.minimumInterval == nil
                ? timers.scheduleFrames(every: animation.interval, action: action)
                : timers.schedule(after: animation.interval, every: animation.interval, action: action)
        } else {
            armNext(at: timers.now)
        }
    }

    /// Arms a one-shot timer at the entry after host time `time`.
    private func armNext(at time: Double) {
        guard let timers, let next = nextEntry(after: HostTimers.date(at: time)) else { timer = nil; return }
        let delay = next.timeIntervalSince(HostTimers.date(at: time))
        timer = timers.schedule(after: delay, every: nil) { [weak self] fired in
            guard let self else { return }
            bump?.wrappedValue &+= 1
            armNext(at: fired)
        }
    }

    /// Cancels the armed timer (the view disappeared).
    func stop() {
        if let timer, let timers { timers.cancel(timer) }
        timer = nil
    }
}
