import OpenCombine
import Testing
import TactileTesting

/// A timer subscription cancelled from inside its own delivery, the way toast libraries dismiss
/// themselves (`cancelable = Timer.publish(every:…).autoconnect().sink { _ in cancelable?.cancel(); dismiss() }`):
/// the host's timer stops, nothing fires again, and nothing crashes.
@MainActor
@Suite("Timer subscriptions cancelled while they deliver")
struct TimerCancellationTests {
    struct AutoHidingToast: View {
        let log: EventLog
        @State private var shown = false
        @State private var cancelable: Cancellable?

        var body: some View {
            VStack {
                Button("Show") {
                    shown = true
                    cancelable = Timer.publish(every: 2, on: .main, in: .common)
                        .autoconnect()
                        .sink { _ in
                            cancelable?.cancel()
                            log.add("hide")
                            withAnimation { shown = false }
                        }
                }
                if shown { Text("Toast").accessibilityIdentifier("toast") }
            }
        }
    }

    @Test("the toast hides once after its timeout, and again after a second showing")
    func hidesOnceAndAgain() {
        let log = EventLog()
        let host = ViewHost(AutoHidingToast(log: log), canvasSize: CGSize(width: 390, height: 400))
        host.tap(on: "Show")
        #expect(host.view(withIdentifier: "toast") != nil)
        host.advance(by: 2.5)
        #expect(host.view(withIdentifier: "toast") == nil)
        #expect(log.events == ["hide"])
        host.advance(by: 5)
        #expect(log.events == ["hide"], "a cancelled timer fires no more")
        host.tap(on: "Show")
        host.advance(by: 2.5)
        #expect(host.view(withIdentifier: "toast") == nil)
        #expect(log.events == ["hide", "hide"])
    }
}
