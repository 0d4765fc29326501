import AZDial
import Foundation
import TactileTesting
import Testing

// SumPositive/AZDial — README "Usage": `AZDialView(value: $weight, min: 300, max: 2000, step: 1, stepperStep: 10,
// decimals: 1, style: .shape, dialWidth: 220)`: a horizontal drag on the dial moves the value one step
// per 20 pt (`AZDialInteractionTuning.pitch`), snapping; a flick coasts; the stepper beside it moves
// by 10.
struct AZDialReadmeView: View {
    @State private var weight = 600  // 60.0 kg (stored ×10)

    var body: some View {
        AZDialView(
            value: $weight,
            min: 300,         // 30.0 kg
            max: 2000,        // 200.0 kg
            step: 1,
            stepperStep: 10,
            decimals: 1,
            style: .shape,
            dialWidth: 220
        )
        .accessibilityIdentifier("dial")
    }
}

@MainActor
@Suite("SumPositive/AZDial: dragging the dial steps the value, the stepper moves it by 10")
struct AZDialMainGestureTests {
    let host = ViewHost(AZDialReadmeView())

    var weight: String? { host.stateValue(named: "weight", in: "AZDialReadmeView") }
    /// The dial: the trailing 220 pt of the row.
    var dial: CGPoint { CGPoint(x: host.view("dial").globalFrame.maxX - 110, y: host.view("dial").globalFrame.midY) }

    // The drag starts at its first 1.7-pt move, which the library takes as its base: the other 98.3 pt
    // make 4 whole steps of 20 pt.
    @Test("A slow 100-pt drag right moves the value 4 steps (20 pt each, counted from the drag's start) while the finger is down")
    func slowDragSteps() async {
        let start = dial
        host.drag(from: start, to: CGPoint(x: start.x + 100, y: start.y), duration: 1, lift: false)
        #expect(weight == "604")
        host.advance(by: 0.2)
        host.touchUp()
        await host.settle()
        withKnownIssue("The library measures the drag's velocity with the wall clock (Date.timeIntervalSinceReferenceDate); scripted moves arrive microseconds apart in real time, so a slow drag coasts as a flick", isIntermittent: true) {
            #expect(weight == "604", "a 100 pt/s drag does not coast (inertia starts at 200 pt/s): \(weight ?? "nil")")
        }
    }

    @Test("A tap on the stepper's + adds 10 (1.0 kg)")
    func stepperPlus() {
        // The 94-pt stepper ends 12 pt before the dial; + is its trailing half.
        let frame = host.view("dial").globalFrame
        host.tap(at: CGPoint(x: frame.maxX - 220 - 12 - 94 / 4, y: frame.midY))
        #expect(weight == "610")
    }
}
