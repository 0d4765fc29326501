// This file imports TactileTesting (which re-exports Tactile) and not TactileUI: `Task { … }` resolves to
// Tactile's host-aware initializer by import shadowing, as it does in app code that imports SwiftUI
// (docs/COMPATIBILITY.md, "Timers").
import Testing
import TactileTesting

/// A `Task { … }` that a hosted view's code creates — in a gesture callback, a button's action — is one
/// of the host's tasks: its `Task.sleep` waits for the host's virtual time and the host waits for it, so a
/// long press that fires after half a second and a toast that hides itself after two run in a test as
/// they do on a device, with no real time passing.
@MainActor
@Suite("Tasks created by a hosted view's code")
struct TaskOnHostTests {
    /// A press-and-hold button in the style of long-press libraries: touching down starts a task that
    /// sleeps half a second, then fires unless the finger lifted first (which cancels it).
    struct HoldToFire: View {
        let log: EventLog
        @State private var pending: Task<Void, Never>?

        var body: some View {
            Circle()
                .frame(width: 80, height: 80)
                .accessibilityIdentifier("hold")
                .gesture(DragGesture(minimumDistance: 0)
                    .onChanged { _ in
                        guard pending == nil else { return }
                        pending = Task {
                            do {
                                try await Task.sleep(for: .seconds(0.5))
                                log.add("fired")
                            } catch {
                                log.add("cancelled")
                            }
                        }
                    }
                    .onEnded { _ in
                        pending?.cancel()
                        pending = nil
                    })
        }
    }

    @Test("a task a touch-down starts fires after its sleep on the host's clock, and a lift before cancels it")
    func holdFiresOnTheHostClock() async {
        let log = EventLog()
        let host = ViewHost(HoldToFire(log: log))
        host.touchDown(at: host.center(of: "hold"))
        await host.run(for: 0.4)
        #expect(log.events.isEmpty, "0.4 s into a 0.5-s sleep")
        await host.run(for: 0.2)
        #expect(log.events == ["fired"])
        host.touchUp()

        host.touchDown(at: host.center(of: "hold"))
        await host.run(for: 0.3)
        host.touchUp()
        await host.waitForTasks()
        #expect(log.events == ["fired", "cancelled"])
    }

    /// A toast in the style of toast libraries: shown by a button, hidden by a task two seconds later.
    struct SaveWithToast: View {
        @State private var showsToast = false

        var body: some View {
            VStack {
                Button("Save") {
                    showsToast = true
                    Task {
                        try? await Task.sleep(nanoseconds: 2_000_000_000)
                        showsToast = false
                    }
                }
                if showsToast { Text("Saved") }
            }
        }
    }

    @Test("a toast a button's task hides after two seconds stays up for two seconds of host time")
    func toastHidesOnTheHostClock() async {
        let host = ViewHost(SaveWithToast())
        host.tap(on: "Save")
        await host.waitForTasks()
        #expect(host.view(withText: "Saved") != nil)
        await host.run(for: 1.9)
        #expect(host.view(withText: "Saved") != nil)
        await host.run(for: 0.2)
        #expect(host.view(withText: "Saved") == nil)
    }

    @Test("outside any host a task is the standard library's: it runs and returns its value")
    func outsideAHost() async throws {
        let task = Task { 41 + 1 }
        #expect(await task.value == 42)
        let throwing = Task { () throws -> Int in throw CancellationError() }
        await #expect(throws: CancellationError.self) { try await throwing.value }
    }
}
