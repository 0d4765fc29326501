// This file imports neither Foundation nor TactileUI: `Timer.scheduledTimer` and
// `DispatchQueue.main.asyncAfter` resolve to Tactile's host-clock versions only where every path
// to Foundation goes through Tactile (docs/COMPATIBILITY.md, "Timers"), as in app code.
import Testing
import TactileTesting

/// Time-driven view code on the host's clock (issue 32 item 5): `Timer.publish` with
/// `autoconnect()` and `onReceive`, `Timer.scheduledTimer` and `DispatchQueue.main.asyncAfter`
/// inside a hosted view fire as the test moves the host's time — each tick at its own time, never
/// because real time passed — as `Task.sleep` in a `task` already does.
@MainActor
@Suite("Timers on the host's clock")
struct TimerClockTests {
    /// A countdown in the style of apps: a timer publisher stored in the view, one tick a second.
    struct Countdown: View {
        let log: EventLog
        @State private var remaining = 5
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

        var body: some View {
            Text(remaining > 0 ? "\(remaining) s" : "Done")
                .onReceive(timer) { date in
                    log.add("tick \(date.timeIntervalSinceReferenceDate)")
                    if remaining > 0 { remaining -= 1 }
                }
        }
    }

    @Test("a Timer.publish countdown ticks once per second of the host's time, exactly at each second")
    func countdownTicksPerSecond() {
        let log = EventLog()
        let host = ViewHost(Countdown(log: log))
        #expect(host.view(withText: "5 s") != nil)
        host.advance(to: 0.999)
        #expect(host.view(withText: "5 s") != nil, "no tick before a second of host time")
        host.advance(to: 1)
        #expect(host.view(withText: "4 s") != nil)
        host.advance(to: 4)
        #expect(host.view(withText: "1 s") != nil, "a jump of three seconds delivers three ticks")
        host.advance(to: 9)
        #expect(host.view(withText: "Done") != nil)
        #expect(log.events.prefix(4) == ["tick 1.0", "tick 2.0", "tick 3.0", "tick 4.0"],
                "each tick delivers the date of its own host time (TimerDefaults.hostTimeOrigin + t)")
        #expect(log.events.count == 9)
    }

    @Test("run(for:) lets a Timer.publish countdown tick at each deadline, as with tasks")
    func countdownRunsWithTasks() async {
        let host = ViewHost(Countdown(log: EventLog()))
        await host.run(for: 2.5)
        #expect(host.view(withText: "3 s") != nil)
    }

    /// A "Saved" toast hidden two seconds later with `DispatchQueue.main.asyncAfter`.
    struct AutoHidingToast: View {
        @State private var showsToast = false
        var body: some View {
            VStack {
                Button("Save") {
                    showsToast = true
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        MainActor.assumeIsolated { showsToast = false }
                    }
                }
                if showsToast { Text("Saved") }
            }
        }
    }

    @Test("a toast hidden with DispatchQueue.main.asyncAfter leaves exactly two seconds of host time after the tap")
    func toastHidesAfterTwoSeconds() {
        let host = ViewHost(AutoHidingToast())
        host.tap(on: "Save")
        let shownAt = host.now
        #expect(host.view(withText: "Saved") != nil)
        host.advance(to: shownAt + 1.999)
        #expect(host.view(withText: "Saved") != nil)
        host.advance(to: shownAt + 2)
        #expect(host.view(withText: "Saved") == nil)
    }

    /// An alert toast in the style of toast libraries: a `DispatchWorkItem` hides it after two
    /// seconds, and a tap cancels the item and hides it at once.
    struct WorkItemToast: View {
        @State private var shown = false
        @State private var workItem: DispatchWorkItem?
        let log: EventLog
        var body: some View {
            VStack {
                Button("Send") {
                    shown = true
                    let item = DispatchWorkItem { MainActor.assumeIsolated { log.add("hidden by timeout"); shown = false } }
                    workItem = item
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute: item)
                }
                if shown {
                    Text("Sent").onTapGesture {
                        workItem?.cancel()
                        shown = false
                    }
                }
            }
        }
    }

    @Test("a DispatchWorkItem scheduled with asyncAfter runs at its deadline on the host's clock, and not at all once cancelled")
    func workItemOnHostClock() {
        let log = EventLog()
        let host = ViewHost(WorkItemToast(log: log))
        host.tap(on: "Send")
        let shownAt = host.now
        host.advance(to: shownAt + 1.999)
        #expect(host.view(withText: "Sent") != nil)
        host.advance(to: shownAt + 2)
        #expect(host.view(withText: "Sent") == nil)
        #expect(log.events == ["hidden by timeout"])
        host.tap(on: "Send")
        host.tap(on: "Sent")
        host.advance(by: 3)
        #expect(log.events == ["hidden by timeout"], "the cancelled item never ran")
    }

    @Test("settle() waits for a pending asyncAfter: the toast is gone once the views are still")
    func settleWaitsForAsyncAfter() async {
        let host = ViewHost(AutoHidingToast())
        host.tap(on: "Save")
        let frames = await host.settle()
        #expect(host.view(withText: "Saved") == nil)
        #expect(frames == 120, "two seconds at 60 frames a second")
    }

    /// A stopwatch that counts half-seconds with `Timer.scheduledTimer` until stopped.
    struct Stopwatch: View {
        @State private var ticks = 0
        @State private var timer: Timer?
        var body: some View {
            VStack {
                Text("ticks \(ticks)")
                Button("Start") {
                    timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                        MainActor.assumeIsolated { ticks += 1 }
                    }
                }
                Button("Stop") {
                    timer?.invalidate()
                    timer = nil
                }
            }
        }
    }

    @Test("Timer.scheduledTimer repeats on the host's clock until invalidate()")
    func scheduledTimerRepeatsUntilInvalidated() async {
        let host = ViewHost(Stopwatch())
        host.tap(on: "Start")
        let start = host.now
        host.advance(to: start + 0.499)
        #expect(host.view(withText: "ticks 0") != nil)
        host.advance(to: start + 0.5)
        #expect(host.view(withText: "ticks 1") != nil, "the first tick one interval after the tap")
        host.advance(to: start + 1.6)
        #expect(host.view(withText: "ticks 3") != nil)
        host.tap(on: "Stop")
        host.advance(by: 10)
        #expect(host.view(withText: "ticks 3") != nil, "an invalidated timer never fires again")
        await host.settle()  // would time out (and record an issue) with a timer still scheduled
    }

    @Test("a one-shot Timer.scheduledTimer fires once and is then invalid")
    func oneShotTimerFiresOnce() {
        struct OneShot: View {
            @State private var fired = 0
            var body: some View {
                Text("fired \(fired)").onAppear {
                    _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { timer in
                        MainActor.assumeIsolated { fired += 1 }
                    }
                }
            }
        }
        let host = ViewHost(OneShot())
        host.advance(by: 5)
        #expect(host.view(withText: "fired 1") != nil)
    }

    /// A countdown that a button removes.
    struct RemovableCountdown: View {
        let log: EventLog
        @State private var shown = true
        var body: some View {
            VStack {
                Button("Hide") { shown = false }
                if shown { Countdown(log: log) }
            }
        }
    }

    @Test("onReceive cancels its subscription when its view leaves: the timer stops")
    func subscriptionEndsWithTheView() async {
        let log = EventLog()
        let host = ViewHost(RemovableCountdown(log: log))
        host.advance(by: 2)
        #expect(log.events.count == 2)
        host.tap(on: "Hide")
        host.advance(by: 10)
        #expect(log.events.count == 2, "no tick after the view left")
        await host.settle()  // would time out (and record an issue) with the timer still connected
    }

    @Test("outside any host, the timers are Foundation's and Dispatch's, on real time")
    func outsideAHostTimersAreReal() {
        #expect(!HostTimer.isHosted)
        #expect(HostTimer.scheduled(after: 1) { _ in } == nil)
        let timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in }
        #expect(timer.isValid, "a Foundation timer on the run loop")
        timer.invalidate()
        #expect(!timer.isValid)
    }
}
