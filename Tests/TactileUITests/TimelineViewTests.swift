import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `TimelineView` and its schedules (SwiftUI's `TimelineView(_:content:)`, `TimelineSchedule`,
/// `.animation`, `.periodic(from:by:)`, `.everyMinute`, `.explicit(_:)`) on the host's virtual
/// clock: the content is built with the date of the schedule's current entry — Apple's
/// documentation: "the timeline view … updates its content at the dates the schedule gives",
/// each time with `context.date` the entry's date — and the dates are the host's
/// (`TimerDefaults.hostTimeOrigin` + host time), so a test moves them with `advance`.
@MainActor
@Suite("TimelineView on the host's clock")
struct TimelineViewTests {
    /// Seconds since the host's time origin that a context's date stands for.
    private static func seconds(_ date: Date) -> Double { date.timeIntervalSince(TimerDefaults.hostTimeOrigin) }

    /// A timeline that logs each date it builds its content with and shows it.
    struct Logged<S: TimelineSchedule>: View {
        let schedule: S
        let log: EventLog
        var body: some View {
            TimelineView(schedule) { context in
                let _ = log.add(String(format: "%.4f", TimelineViewTests.seconds(context.date)))
                Text(String(format: "%.4f", TimelineViewTests.seconds(context.date)))
            }
        }
    }

    @Test(".animation builds its content with the host's date at every frame the host renders")
    func animationFollowsFrames() {
        let log = EventLog()
        let host = ViewHost(Logged(schedule: .animation, log: log))
        #expect(host.view(withText: "0.0000") != nil)
        host.advance(by: 0.25)
        #expect(host.view(withText: "0.2500") != nil, "the date of the frame the host rendered last")
        // Between 0 and 0.25: one frame per 1/60 s (TimelineDefaults.animationFrameInterval), 15 frames.
        #expect(log.events.count == 1 + 15, Comment(rawValue: "\(log.events)"))
        host.advance(by: 0.001)
        #expect(host.view(withText: "0.2510") != nil, "an update at a new time is a frame too")
    }

    @Test(".animation(minimumInterval:) updates at most that often; paused never updates")
    func animationMinimumIntervalAndPaused() async {
        let log = EventLog()
        let host = ViewHost(Logged(schedule: .animation(minimumInterval: 0.5), log: log))
        host.advance(to: 1.2)
        #expect(log.events == ["0.0000", "0.5000", "1.0000"])
        let pausedLog = EventLog()
        let paused = ViewHost(Logged(schedule: .animation(minimumInterval: nil, paused: true), log: pausedLog))
        #expect(await paused.settle() == 0, "a paused timeline arms no timer: the views are still")
        #expect(pausedLog.events == ["0.0000"])
    }

    @Test(".periodic(from:by:) shows the start of the period the host's date is in and updates at each one")
    func periodic() {
        let log = EventLog()
        let start = TimerDefaults.hostTimeOrigin.addingTimeInterval(0.5)
        let host = ViewHost(Logged(schedule: .periodic(from: start, by: 2), log: log))
        #expect(host.view(withText: "0.0000") != nil, "before the first entry: the current date")
        host.advance(to: 0.5)
        #expect(host.view(withText: "0.5000") != nil)
        host.advance(to: 2.49)
        #expect(host.view(withText: "0.5000") != nil)
        host.advance(to: 7)
        #expect(host.view(withText: "6.5000") != nil)
        #expect(log.events == ["0.0000", "0.5000", "2.5000", "4.5000", "6.5000"], "one update per entry, at its date")
    }

    @Test(".everyMinute updates at the start of every minute")
    func everyMinute() {
        let log = EventLog()
        let host = ViewHost(Logged(schedule: .everyMinute, log: log))
        host.advance(to: 59.9)
        #expect(host.view(withText: "0.0000") != nil)
        host.advance(to: 125)
        #expect(host.view(withText: "120.0000") != nil)
        #expect(log.events == ["0.0000", "60.0000", "120.0000"])
    }

    @Test(".explicit(_:) updates at exactly its dates and then stops")
    func explicit() async {
        let log = EventLog()
        let dates = [2.0, 5.0].map { TimerDefaults.hostTimeOrigin.addingTimeInterval($0) }
        let host = ViewHost(Logged(schedule: .explicit(dates), log: log))
        host.advance(to: 4)
        #expect(host.view(withText: "2.0000") != nil)
        host.advance(to: 100)
        #expect(host.view(withText: "5.0000") != nil)
        #expect(log.events == ["0.0000", "2.0000", "5.0000"])
        #expect(await host.settle() == 0, "no entry left: nothing is armed")
    }

    /// A timeline shown while `isShown`.
    struct Removable: View {
        let log: EventLog
        @State private var isShown = true
        var body: some View {
            VStack {
                Button("Hide") { isShown = false }
                if isShown { Logged(schedule: .animation, log: log) }
            }
        }
    }

    @Test("a timeline updates only while it is on screen: removed, its timers end")
    func onlyWhileOnScreen() async {
        let log = EventLog()
        let host = ViewHost(Removable(log: log))
        host.tap(on: "Hide")
        let count = log.events.count
        #expect(await host.settle() == 0, "no frame timer left once the timeline left the tree")
        host.advance(by: 1)
        #expect(log.events.count == count)
    }

    @Test("schedules give SwiftUI's entries: periodic from the current period, every minute from the current minute")
    func scheduleEntries() {
        let origin = Date(timeIntervalSinceReferenceDate: 0)
        let periodic = PeriodicTimelineSchedule(from: origin, by: 10).entries(from: origin.addingTimeInterval(25), mode: .normal)
        #expect(Array(periodic.prefix(3)) == [20, 30, 40].map { origin.addingTimeInterval($0) })
        let minutes = EveryMinuteTimelineSchedule().entries(from: origin.addingTimeInterval(61), mode: .lowFrequency)
        #expect(Array(minutes.prefix(2)) == [60, 120].map { origin.addingTimeInterval($0) })
        let animation = AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: origin, mode: .normal)
        #expect(Array(animation.prefix(2)) == [0, 0.5].map { origin.addingTimeInterval($0) })
        #expect(Array(AnimationTimelineSchedule(paused: true).entries(from: origin, mode: .normal)) == [origin])
    }

    @Test("the context's cadence is live on the host")
    func cadenceIsLive() {
        let host = ViewHost(TimelineView(.everyMinute) { context in
            Text(context.cadence == .live ? "live" : "slow")
        })
        #expect(host.view(withText: "live") != nil)
    }
}
