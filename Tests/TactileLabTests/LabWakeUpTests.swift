import Tactile
@testable import TactileLab
import Testing

// No `import Foundation`: `DispatchQueue.main.asyncAfter` resolves to the host-clock version only
// where every path to Foundation goes through Tactile, as in app code (TimerClockTests).

/// What a lab frame's `nextWakeUp` tells the page (docs/LAB-PROTOCOL.md): the page ticks while it
/// is set, so it must cover host timers and sleeping tasks, not only gestures' wake-ups — else a
/// toast that hides itself after a delay never hides in the browser.
@Suite("Lab wake-ups")
@MainActor
struct LabWakeUpTests {
    struct AutoHiding: View {
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Text("Saved") }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { shown = false }
            }
        }
    }

    struct Sleeping: View {
        @State private var done = false
        var body: some View {
            Text(done ? "Done" : "Waiting")
                .task {
                    try? await Task.sleep(for: .seconds(3))
                    done = true
                }
        }
    }

    @Test("a pending asyncAfter is a wake-up at its deadline; none is left once it has run")
    func timerWakeUp() {
        let host = GestureHost(rootView: AutoHiding(), canvasSize: CGSize(width: 390, height: 844))
        #expect(LabSession.nextWakeUp(of: host) == 2)
        host.advance(to: 2.5)
        #expect(LabSession.nextWakeUp(of: host) == nil)
    }

    @Test("a task sleeping on the host's clock is a wake-up at its deadline")
    func taskWakeUp() async {
        let host = GestureHost(rootView: Sleeping(), canvasSize: CGSize(width: 390, height: 844))
        await host.graph.waitForTasks()
        #expect(LabSession.nextWakeUp(of: host) == 3)
    }
}
