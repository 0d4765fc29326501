import Foundation
import SSStepper
import TactileTesting
import Testing

// SimformSolutionsPvtLtd/SSStepper — README "Usage": `SSStepper(value: $number)`: "by swiping up user can directly
// shift to maximum value …, by swiping down … to minimum value …, and by swiping left and right user can
// increase or decrease the value by count"; the + and − icons step it too. The knob (the white circle
// showing the value) follows the swipe and springs back on release.
struct SSStepperReadmeView: View {
    @State private var number: Int = 0

    var body: some View {
        SSStepper(value: $number)
            .accessibilityIdentifier("stepper")
    }
}

@MainActor
@Suite("SimformSolutionsPvtLtd/SSStepper: swipes on the knob step the value or jump to the ends")
struct SSStepperMainGestureTests {
    let host = ViewHost(SSStepperReadmeView())

    var number: String? { host.stateValue(named: "number", in: "SSStepperReadmeView") }
    var knob: CGPoint { host.center(of: "stepper") }

    @Test("A swipe right on the knob adds one; the knob follows and springs back; a swipe left takes one off")
    func swipeSteps() async {
        let home = knob
        host.drag(from: home, to: CGPoint(x: home.x + 30, y: home.y), lift: false)
        await host.run(for: 0.2)
        let label = host.view(withText: "0")?.center.x ?? .nan
        #expect(label > home.x + 20, "the knob follows the finger: \(label)")
        host.touchUp()
        await host.settle()
        #expect(number == "1")
        #expect(abs((host.view(withText: "1")?.center.x ?? .nan) - home.x) < 0.5)
        host.drag(from: home, to: CGPoint(x: home.x - 30, y: home.y))
        await host.settle()
        #expect(number == "0")
    }

    @Test("A swipe up jumps to the maximum (100), a swipe down to the minimum")
    func swipeToEnds() async {
        host.drag(from: knob, to: CGPoint(x: knob.x, y: knob.y - 40))
        await host.settle()
        #expect(number == "100")
        host.drag(from: knob, to: CGPoint(x: knob.x, y: knob.y + 40))
        await host.settle()
        #expect(number == "0")
    }

    @Test("At the minimum a swipe left changes nothing; a tap on + adds one")
    func minimumAndPlus() async {
        host.drag(from: knob, to: CGPoint(x: knob.x - 30, y: knob.y))
        await host.settle()
        #expect(number == "0")
        // The + icon: 12 pt in from the trailing end of the 150-pt capsule, 20 pt wide.
        host.tap(at: CGPoint(x: knob.x + 75 - 12 - 10, y: knob.y))
        await host.settle()
        #expect(number == "1")
    }
}
