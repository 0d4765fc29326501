import Foundation
import CircularRangeSlider
import TactileTesting
import Testing

// diegotid/circular-range-slider — README "Usage": `CircularRangeSlider(range: $range, bounds: 0...100)` with
// `range` 10...50: two handles on a 220-pt ring open 75° at the bottom; dragging a handle around the
// ring moves its end of the range (285° of ring for the 100 of the bounds). The library measures the
// turn from the drag's first change, which `DragGesture` reports once the finger has moved 10 pt: the
// drags below turn 28.5° (10 of value) in 20 moves of 1.425°, the first 4 of which (5.7°, 2 of value)
// come before that change, so each end moves by 8.
struct CircularRangeReadmeView: View {
    @State private var range: ClosedRange<Double> = 10...50

    var body: some View {
        CircularRangeSlider(
            range: $range,
            bounds: 0...100
        )
        .accessibilityIdentifier("slider")
    }
}

@MainActor
@Suite("diegotid/circular-range-slider: dragging a handle around the ring moves its end of the range")
struct CircularRangeSliderMainGestureTests {
    let host = ViewHost(CircularRangeReadmeView())

    var bounds: [Double] {
        (host.stateValue(named: "range", in: "CircularRangeReadmeView") ?? "").components(separatedBy: "...").compactMap(Double.init)
    }

    /// The point on the ring (radius 110) at `degrees` from the +x axis, clockwise as on screen.
    func ring(_ degrees: Double) -> CGPoint {
        let frame = host.view("slider").globalFrame
        let radians = degrees * .pi / 180
        return CGPoint(x: frame.midX + 110 * cos(radians), y: frame.midY + 110 * sin(radians))
    }

    /// A finger down at `from` degrees, moved around the ring to `to` in 20 frames, lifted.
    func dragAround(from: Double, to: Double) {
        host.touchDown(at: ring(from))
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.move(to: ring(from + (to - from) * Double(step) / 20))
        }
        host.touchUp()
    }

    @Test("Dragging the start handle 28.5° clockwise raises the lower bound from 10 to 18")
    func startHandle() {
        #expect(bounds == [10, 50])
        // Value 10 sits at 37.5° + 0.1 × 285° = 66° of the library's angle, drawn 90° further on screen.
        dragAround(from: 156, to: 184.5)
        #expect(bounds.count == 2)
        #expect(abs((bounds.first ?? .nan) - 18) < 0.01, "range \(bounds)")
        #expect(bounds.last == 50)
    }

    @Test("Dragging the end handle (at the top) 28.5° clockwise raises the upper bound from 50 to 58")
    func endHandle() {
        dragAround(from: 270, to: 298.5)
        #expect(bounds.first == 10)
        #expect(abs((bounds.last ?? .nan) - 58) < 0.01, "range \(bounds)")
    }

    @Test("Dragging the arc between the handles moves both ends together")
    func arcMovesBoth() {
        // The middle of the arc, value 30: 37.5° + 0.3 × 285° = 123°, on screen 213°.
        dragAround(from: 213, to: 241.5)
        #expect(bounds.count == 2)
        #expect(abs((bounds.first ?? .nan) - 18) < 0.01 && abs((bounds.last ?? .nan) - 58) < 0.01, "range \(bounds)")
    }
}
