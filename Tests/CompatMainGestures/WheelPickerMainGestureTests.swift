import Foundation
import TactileTesting
import Testing
import WheelPicker

// tokiensis/WheelPicker — README "Usage": `FiniteWheelPicker(selection:items:) { value in … }` with items 0…9, a
// "Pure-SwiftUI picker like iOS standard wheel style picker": a vertical drag turns the wheel, which snaps to an
// item and sets the selection; a tap on an item selects it. In the library nine labels (the selection at the
// fifth, `item(at:)` nil past the ends) are turned about the x axis by `rotation3DEffect`; a
// `DragGesture(minimumDistance: 0)` turns the wheel by 0.6 × the finger's translation (18 pt an item: the wheel is
// 180 pt high and a point is a degree), clamped to the items; at the lift a `Timer.scheduledTimer` at 120 Hz
// eases it to the nearest item (or, after a flick, coasts by the predicted end) and only then sets the binding. A
// tap on a label sets the binding at once, and the wheel turns to it (`onChange(of: selection)`). Checked as iOS
// code: its `FeedbackManager` keeps a `UISelectionFeedbackGenerator` in an `NSObject?` property, under `#if os(iOS)`.
struct WheelPickerReadmeView: View {
    @State var finiteWheelPickerSelection: Int = 0
    let items: [Int] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]

    var body: some View {
        VStack {
            // Finite style picker
            FiniteWheelPicker(selection: $finiteWheelPickerSelection, items: items) { value in
                // value may be nil (If the label is out of range)
                if let value = value {
                    Text("\(value)")
                } else {
                    Text("")
                }
            }
            .accessibilityIdentifier("wheel")
        }
    }
}

@MainActor
@Suite("tokiensis/WheelPicker: a vertical drag turns the wheel to an item, a tap selects one")
struct WheelPickerMainGestureTests {
    let host = ViewHost(WheelPickerReadmeView())

    var selection: String? { host.stateValue(named: "finiteWheelPickerSelection", in: "WheelPickerReadmeView") }
    var wheel: CGRect { host.view("wheel").globalFrame }
    /// The label drawn at the centre of the wheel: the one facing the viewer, drawn at the highest opacity.
    var centreLabel: String? {
        host.drawnViews.filter { ($0.text ?? "").allSatisfy(\.isNumber) && !($0.text ?? "").isEmpty }
            .max { $0.opacity < $1.opacity }?.text
    }
    /// A vertical drag on the wheel's centre line, `distance` up (negative: down), over `duration`.
    func turn(up distance: CGFloat, duration: Double) {
        let start = CGPoint(x: wheel.midX, y: wheel.midY + 40)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y - distance), duration: duration)
    }

    @Test("At rest the selection, 0, faces the viewer, and nothing is above it")
    func atRest() {
        #expect(selection == "0")
        #expect(centreLabel == "0")
        #expect(abs(wheel.height - 180) < 0.5, "\(wheel)")
        #expect(host.view(withText: "1").map { $0.center.y > wheel.midY } == true, "the next item is below the centre")
    }

    @Test("A slow 40-pt drag up turns the wheel 24° and it snaps back to the nearest item, 1; the binding is set then")
    func slowDragSnaps() async {
        let start = CGPoint(x: wheel.midX, y: wheel.midY + 40)
        host.touchDown(at: start)
        for step in 1...8 {
            host.advance(by: 0.05)
            host.move(to: CGPoint(x: start.x, y: start.y - 5 * CGFloat(step)))
        }
        host.advance(by: 0.05)
        #expect(centreLabel == "1", "the wheel turned under the finger: \(String(describing: centreLabel))")
        #expect(selection == "0", "the binding waits for the wheel to stop")
        host.touchUp()
        await host.run(for: 1)
        #expect(selection == "1")
        #expect(centreLabel == "1")
    }

    @Test("A slow 100-pt drag up turns three items (60° snapped to 54°)")
    func longerDrag() async {
        turn(up: 100, duration: 0.6)
        await host.run(for: 1)
        #expect(selection == "3")
        #expect(centreLabel == "3")
    }

    @Test("A drag down at the first item changes nothing: the finite wheel stops at its ends")
    func stopsAtTheEnd() async {
        turn(up: -100, duration: 0.6)
        await host.run(for: 1)
        #expect(selection == "0")
        #expect(centreLabel == "0")
    }

    @Test("A flick up coasts past what a slow drag of the same length turns")
    func flickCoasts() async {
        turn(up: 100, duration: 0.05)
        await host.run(for: 3)
        let value = Int(selection ?? "") ?? -1
        #expect(value > 3 && value <= 9, "the wheel coasted to \(value)")
        #expect(centreLabel == selection)
    }

    @Test("A tap on the item below the centre selects it at once, and the wheel turns to it")
    func tapSelects() async {
        let below = host.view(withText: "1")!.center
        host.tap(at: CGPoint(x: wheel.midX, y: below.y))
        #expect(selection == "1", "the tap sets the binding")
        await host.run(for: 1)
        #expect(selection == "1")
        #expect(centreLabel == "1", "the wheel turned to the selection")
        let two = host.view(withText: "3")!.center
        host.tap(at: CGPoint(x: wheel.midX, y: two.y))
        await host.run(for: 1)
        #expect(selection == "3")
        #expect(centreLabel == "3")
    }
}
