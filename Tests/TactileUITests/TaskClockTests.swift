import Testing
import Tactile
import TactileTesting
@testable import TactileUI

/// `task` on the host's virtual clock (issue 12 item 3): a `Task.sleep` inside a view's task
/// waits for the host's time, which a test moves with `ViewHost.run(for:)` — never real time.
/// SwiftUI starts the task before the view appears and cancels it when the view disappears;
/// `Task.sleep` throws `CancellationError` in a cancelled task.
@MainActor
@Suite("Tasks on the host's clock")
struct TaskClockTests {
    struct DelayedGreeting: View {
        @State private var text = "loading"
        var body: some View {
            Text(text).task {
                try? await Task.sleep(for: .seconds(2))
                text = "hello"
            }
        }
    }

    @Test("a task's Task.sleep ends when the host's clock reaches its deadline, not before")
    func sleepWaitsForHostTime() async {
        let host = ViewHost(DelayedGreeting())
        await host.waitForTasks()
        #expect(host.view(withText: "loading") != nil)
        await host.run(for: 1.999)
        #expect(host.view(withText: "loading") != nil)
        await host.run(for: 0.001)
        #expect(host.view(withText: "hello") != nil)
    }

    struct Ticker: View {
        @State private var ticks = 0
        let interval: Duration
        var body: some View {
            Text("ticks \(ticks)").task {
                while !Task.isCancelled {
                    do { try await Task.sleep(for: interval) } catch { return }
                    ticks += 1
                }
            }
        }
    }

    @Test("a task that sleeps in a loop wakes at every deadline within the time that passes", arguments: [1, 3, 10])
    func loopWakesAtEveryDeadline(seconds: Int) async {
        let host = ViewHost(Ticker(interval: .milliseconds(250)))
        await host.run(for: Double(seconds))
        #expect(host.view(withText: "ticks \(seconds * 4)") != nil)
    }

    struct Removable: View {
        let log: EventLog
        @State private var shown = true
        var body: some View {
            VStack {
                if shown {
                    Text("sleeper").task {
                        do {
                            try await Task.sleep(for: .seconds(60))
                            log.add("woke")
                        } catch {
                            log.add(error is CancellationError ? "cancelled" : "other error")
                        }
                    }
                }
                Button("hide") { shown = false }.accessibilityIdentifier("hide")
            }
        }
    }

    @Test("a view that leaves cancels its sleeping task at once: the sleep throws CancellationError without time passing")
    func leavingCancelsTheSleep() async {
        let log = EventLog()
        let host = ViewHost(Removable(log: log))
        await host.waitForTasks()
        #expect(log.events.isEmpty)
        let before = host.clock.now
        host.tap(on: "hide")
        await host.waitForTasks()
        #expect(log.events == ["cancelled"])
        #expect(host.clock.now - before < 1)
    }

    struct Countdown: View {
        @State private var page = 0
        @State private var loaded = "none"
        var body: some View {
            VStack {
                Text("loaded \(loaded)").task(id: page) {
                    let page = page
                    do { try await Task.sleep(nanoseconds: 1_000_000_000) } catch { return }
                    loaded = "\(page)"
                }
                Button("next") { page += 1 }.accessibilityIdentifier("next")
            }
        }
    }

    @Test("task(id:): a changed id cancels the sleeping task; the new task's sleep counts from the time of the change")
    func changedIDRestartsTheSleep() async {
        let host = ViewHost(Countdown())
        await host.run(for: 0.5)
        host.tap(on: "next")  // at ~0.55 s: the first task is cancelled before it loads page 0
        await host.run(for: 0.9)
        #expect(host.view(withText: "loaded none") != nil)
        await host.run(for: 0.2)
        #expect(host.view(withText: "loaded 1") != nil)
    }

    struct Ordered: View {
        let log: EventLog
        var body: some View {
            VStack {
                Text("slow").task {
                    try? await Task.sleep(until: .now + .seconds(3), clock: .continuous)
                    log.add("slow")
                }
                Text("fast").task {
                    try? await Task.sleep(for: .seconds(1), tolerance: .seconds(1), clock: .suspending)
                    log.add("fast")
                }
                Text("middle").task {
                    try? await Task.sleep(for: .seconds(2))
                    log.add("middle")
                }
            }
        }
    }

    @Test("tasks wake in deadline order whatever form of Task.sleep they use")
    func tasksWakeInDeadlineOrder() async {
        let log = EventLog()
        let host = ViewHost(Ordered(log: log))
        await host.run(for: 2.5)
        #expect(log.events == ["fast", "middle"])
        await host.run(for: 1)
        #expect(log.events == ["fast", "middle", "slow"])
    }

    @Test("outside a host, Task.sleep is the system's: no host clock is bound and the sleep returns")
    func sleepOutsideAHostIsReal() async throws {
        #expect(HostTaskClock.current == nil)
        try await Task.sleep(for: .milliseconds(1))
        try await Task.sleep(nanoseconds: 1_000)
    }

    @Test("a sleep on a cancelled task throws CancellationError at once, on the host clock too")
    func cancelledSleepThrows() async {
        let clock = HostTaskClock(now: 0)
        clock.taskStarted()
        let task = HostTaskClock.$current.withValue(clock) {
            Task { () -> Bool in
                do { try await Task.sleep(for: .seconds(10)); return false } catch { return error is CancellationError }
            }
        }
        await clock.idle()
        #expect(clock.nextDeadline == 10)
        task.cancel()
        #expect(await task.value)
        #expect(clock.nextDeadline == nil)
    }
}
