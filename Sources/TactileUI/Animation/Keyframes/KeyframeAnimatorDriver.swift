import Foundation

/// Plays a keyframe animator's timelines on the clock of the host running it (`HostTimers`):
/// while a timeline plays, one frame timer (`HostTimers.scheduleFrames`) asks for the content
/// to be built again at every frame the host renders.
///
/// Invariants: at most one frame timer is armed, and only while a timeline plays; every frame
/// writes `bump` once, so the animator's body runs at that frame's time; a frame at or past the
/// timeline's end ends it — the value rests at the timeline's end value and the timer is
/// cancelled, or, looping, the next timeline starts from that value at the moment the last one
/// ended (no time lost to frame boundaries). Outside a host nothing plays: the value rests.
@MainActor
final class KeyframeAnimatorDriver<Value> {
    /// A timeline playing since `start` (host time).
    struct Run {
        let timeline: KeyframeTimeline<Value>
        let start: Double
    }

    var bump: Binding<Int>?
    /// The value shown while nothing plays; nil until the first timeline ends (the initial value then).
    private(set) var rest: Value?
    private(set) var run: Run?
    /// Builds the next timeline of a loop from the value the last one ended with.
    private var loop: (@MainActor (Value) -> KeyframeTimeline<Value>)?
    private var timers: HostTimers?
    private var timer: UInt64?

    init() {}

    /// The host's time now (0 outside a host).
    private var now: Double { HostTimers.current?.now ?? timers?.now ?? 0 }

    /// The value to show now.
    func value(initial: Value) -> Value {
        guard let run else { return rest ?? initial }
        return run.timeline.value(time: min(now - run.start, run.timeline.duration))
    }

    /// Plays `timeline(current value, its velocities)` from now: a trigger changed. A timeline
    /// playing is replaced, its value and velocity where it has got to handed to the new one.
    func play(initial: Value, timeline: @MainActor (Value, [AnyKeyPath: Any]) -> KeyframeTimeline<Value>) {
        let time = now
        let current = value(initial: initial)
        let velocities = run.map { $0.timeline.velocities(time: time - $0.start) } ?? [:]
        loop = nil
        begin(timeline(current, velocities), at: time)
    }

    /// Plays `timeline(value)` over and over from now, each from where the last one ended.
    func repeatForever(initial: Value, timeline: @escaping @MainActor (Value) -> KeyframeTimeline<Value>) {
        guard loop == nil else { return }
        loop = timeline
        begin(timeline(value(initial: initial)), at: now)
    }

    /// Stops playing; the value rests at the start of the timeline that played (a loop turned off).
    func pause() {
        if let run { rest = run.timeline.value(time: 0) }
        stop()
        bump?.wrappedValue &+= 1
    }

    /// Stops playing where the value is (the animator disappeared).
    func stop() {
        loop = nil
        run = nil
        if let timer, let timers { timers.cancel(timer) }
        timer = nil
    }

    private func begin(_ timeline: KeyframeTimeline<Value>, at time: Double) {
        run = Run(timeline: timeline, start: time)
        guard timer == nil, let timers = HostTimers.current else { return }
        self.timers = timers
        timer = timers.scheduleFrames(every: TimelineDefaults.animationFrameInterval) { [weak self] fired in
            self?.frame(at: fired)
        }
        bump?.wrappedValue &+= 1
    }

    /// A frame at host time `time`: ends or loops a run that is over, and asks for the content.
    private func frame(at time: Double) {
        var ended = false
        while let current = run, time - current.start >= current.timeline.duration {
            let end = current.timeline.value(time: current.timeline.duration)
            rest = end
            guard let loop, current.timeline.duration > 0 else { ended = true; break }
            run = Run(timeline: loop(end), start: current.start + current.timeline.duration)
        }
        if ended {
            run = nil
            if let timer, let timers { timers.cancel(timer) }
            timer = nil
        }
        bump?.wrappedValue &+= 1
    }
}
