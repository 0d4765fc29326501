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

    // The library clears its flag in `DispatchQueue.main.async`, which runs on the host's next turn, and
    // sleeps in a `Task { }` started from `onPressingChanged`, one of the host's tasks: both on its clock.

    @Test("A tap runs the action once and not the long-press action")
    func tap() async {
        host.tap(at: button)
        await host.run(for: 0.6)
        #expect(taps == "1")
        #expect(longPresses == "0")
    }

    @Test("A press held 0.6 s of host time runs the long-press action before the lift; the lift is no tap, a tap after it is")
    func longPress() async {
        host.touchDown(at: button)
        await host.run(for: 0.4)
        #expect(longPresses == "0", "not before minimumDuration (0.5 s)")
        await host.run(for: 0.2)
        #expect(longPresses == "1", "the long-press action runs at 0.5 s of host time, the finger still down")
        #expect(taps == "0", "nothing runs while the finger is down")
        host.touchUp()
        await host.run(for: 0.1)
        #expect(taps == "0", "the lift after a long press does not run the action")
        #expect(longPresses == "1")
        host.tap(at: button)
        await host.run(for: 0.6)
        #expect(taps == "1", "a tap after the long press runs the action")
        #expect(longPresses == "1")
    }

    @Test("A press of 0.3 s, shorter than minimumDuration, is a tap")
    func shortPress() async {
        host.touchDown(at: button)
        await host.run(for: 0.3)
        host.touchUp()
        await host.run(for: 0.6)
        #expect(taps == "1")
        #expect(longPresses == "0")
    }
}

