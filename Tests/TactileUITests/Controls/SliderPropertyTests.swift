import Foundation
import PropertyBased
import Testing
import TactileTesting
@testable import TactileUI

/// One scripted touch change over a slider: which finger, what it does, where.
private struct SliderTouch: CustomStringConvertible {
    let finger: Int
    let action: Int
    let x: Double
    let y: Double
    var description: String { "finger \(finger) \(["down", "move", "up", "cancel"][action]) at (\(x), \(y))" }
}

private struct SteppedSlider: View {
    let log: Recorder
    @State private var value = 3.0
    var body: some View {
        Slider(value: Binding(get: { value }, set: { log.record($0); value = $0 }), in: 1...11, step: 2.5) {
            Text("Level")
        } onEditingChanged: { log("editing \($0)") }
        .accessibilityIdentifier("slider")
        .padding()
    }
}

@MainActor
@Suite("Slider invariants over random touch streams")
struct SliderPropertyTests {
    private static let touches = zip(Gen.int(in: 0...1), Gen.int(in: 0...3), Gen.double(in: -40...430), Gen.double(in: 380...470))
        .map { SliderTouch(finger: $0, action: $1, x: $2, y: $3) }
        .array(of: 1...60)

    @Test("every value a slider writes is within its range and on its step; editing changes alternate and end closed")
    func valueStaysInRangeAndOnStep() async {
        await propertyCheck(count: 200, input: Self.touches) { script in
            let log = Recorder()
            let host = ViewHost(SteppedSlider(log: log))
            var down: Set<Int> = []
            for touch in script {
                let id = TouchID(touch.finger), point = CGPoint(x: touch.x, y: touch.y)
                switch touch.action {
                case 0 where !down.contains(touch.finger):
                    host.touchDown(id, at: point)
                    down.insert(touch.finger)
                case 1 where down.contains(touch.finger):
                    host.move(id, to: point)
                case 2 where down.contains(touch.finger):
                    host.touchUp(id, at: point)
                    down.remove(touch.finger)
                case 3 where down.contains(touch.finger):
                    host.cancelTouch(id)
                    down.remove(touch.finger)
                default:
                    host.advance(by: 0.016)
                }
            }
            for finger in down.sorted() { host.touchUp(TouchID(finger)) }
            for value in log.values {
                #expect((1...11).contains(value), "\(value) is outside 1...11")
                let steps = (value - 1) / 2.5
                #expect(abs(steps - steps.rounded()) < 1e-9, "\(value) is not 1 + k × 2.5")
            }
            let editing = log.entries
            #expect(editing.count % 2 == 0, "every onEditingChanged(true) is closed: \(editing)")
            #expect(zip(editing, editing.indices).allSatisfy { entry, index in entry == (index % 2 == 0 ? "editing true" : "editing false") },
                    "editing changes alternate: \(editing)")
        }
    }
}
