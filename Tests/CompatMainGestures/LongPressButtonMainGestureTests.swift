import Foundation
import LongPressButton
import TactileTesting
import Testing

// Tunous/LongPressButton — README "Usage": `LongPressButton("Tap or long press me") { … } longPressAction: { … }`,
// "similar to how you would create a regular `Button`": a tap runs the action; a press held for
// `minimumDuration` (0.5 s by default) runs the long-press action — while the finger is still down — and
// then the lift does not run the tap action. (The library: a `Button` with `onLongPressGesture(maximumDistance:
// perform:onPressingChanged:)`, whose press starts a `Task` sleeping `minimumDuration`.)
struct LongPressButtonReadmeView: View {
    @State var taps = 0
    @State var longPresses = 0

    var body: some View {
        LongPressButton("Tap or long press me") {
            taps += 1
        } longPressAction: {
            longPresses += 1
        }
        .buttonStyle(.bordered)
    }
}

@MainActor
@Suite("Tunous/LongPressButton: a tap runs the action, a long press the long-press action")
struct LongPressButtonMainGestureTests {
    let host = ViewHost(LongPressButtonReadmeView())

    var taps: String? { host.stateValue(named: "taps", in: "LongPressButtonReadmeView") }
    var longPresses: String? { host.stateValue(named: "longPresses", in: "LongPressButtonReadmeView") }
    var button: CGPoint { host.center(of: "Tap or long press me") }

    /// Lets the main queue run (the library clears its flag in `DispatchQueue.main.async`).
    func yieldToMainQueue() async {
        for _ in 0..<5 { await Task.yield() }
    }

    @Test("A tap runs the action once and not the long-press action")
    func tap() async {
        host.tap(at: button)
        await host.run(for: 0.6)
        await yieldToMainQueue()
        #expect(taps == "1")
        #expect(longPresses == "0")
    }

    @Test("A press held 0.6 s of host time runs the long-press action before the lift")
    func longPress() async {
        host.touchDown(at: button)
        await host.run(for: 0.6)
        // No real-time wait here: the lift after a long press and the tap after it cannot be checked
        // until the library's sleep is on the host's clock (a wall-clock wait turns red on a busy machine).
        withKnownIssue("The library's `Task { try await Task.sleep(nanoseconds:) }`, started in `onPressingChanged`, sleeps in real time: only a `task` modifier's tasks sleep on the host's clock (docs/COMPATIBILITY.md, `task`)") {
            #expect(longPresses == "1", "the long-press action runs at 0.5 s of host time, the finger still down")
        }
        #expect(taps == "0", "nothing runs while the finger is down")
        host.touchUp()
    }

    @Test("A press of 0.3 s, shorter than minimumDuration, is a tap")
    func shortPress() async {
        host.touchDown(at: button)
        await host.run(for: 0.3)
        host.touchUp()
        await yieldToMainQueue()
        await host.run(for: 0.6)
        #expect(taps == "1")
        #expect(longPresses == "0")
    }
}

