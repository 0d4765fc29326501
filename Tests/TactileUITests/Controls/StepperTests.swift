import Foundation
import Testing
import TactileTesting
@testable import TactileUI

private struct StepperHarness: View {
    let log: Recorder
    @State private var count = 1

    var body: some View {
        VStack {
            Stepper("Count \(count)", value: $count, in: 0...3, onEditingChanged: { log("editing \($0)") })
                .accessibilityIdentifier("stepper")
        }
        .padding()
    }
}

@MainActor
@Suite("Stepper: taps on − and + change the value, clamped; iOS layout; accessibility")
struct StepperTests {
    private func minus<V: View>(_ host: ViewHost<V>) -> CGPoint {
        let frame = host.view("stepper").globalFrame
        return CGPoint(x: frame.maxX - ControlDefaults.stepperSize.width * 3 / 4, y: frame.midY)
    }

    private func plus<V: View>(_ host: ViewHost<V>) -> CGPoint {
        let frame = host.view("stepper").globalFrame
        return CGPoint(x: frame.maxX - ControlDefaults.stepperSize.width / 4, y: frame.midY)
    }

    @Test("iOS layout: the label leading, the 94 × 32 control trailing, the stepper as wide as offered")
    func layout() {
        let host = ViewHost(StepperHarness(log: Recorder()))
        let frame = host.view("stepper").globalFrame
        #expect(frame.width == host.canvasSize.width - 2 * LayoutDefaults.padding)
        #expect(frame.height == ControlDefaults.stepperSize.height)
        #expect(host.view("Count 1").globalFrame.minX == LayoutDefaults.padding)
        #expect(ControlDefaults.stepperSize == CGSize(width: 94, height: 32))
        let svg = host.svg()
        #expect(svg.contains("fill=\"#767680\" fill-opacity=\"0.12\""), "the control's background (tertiarySystemFill)")
        #expect(svg.components(separatedBy: "fill=\"#000000\"").count - 1 >= 4, "the label, a − bar and the two + bars in the primary colour")
    }

    @Test("S-65: a tap on + increments, a tap on − decrements")
    func taps() {
        let host = ViewHost(StepperHarness(log: Recorder()))
        host.tap(at: plus(host))
        #expect(host.view(withText: "Count 2") != nil)
        host.tap(at: minus(host))
        host.tap(at: minus(host))
        #expect(host.view(withText: "Count 0") != nil)
    }

    @Test("the value stays within its range: − at the lower bound and + at the upper bound do nothing")
    func clamped() {
        let host = ViewHost(StepperHarness(log: Recorder()))
        host.tap(at: minus(host))
        host.tap(at: minus(host))
        #expect(host.view(withText: "Count 0") != nil)
        for _ in 0..<5 { host.tap(at: plus(host)) }
        #expect(host.view(withText: "Count 3") != nil)
    }

    @Test("onEditingChanged follows the pressed half: true at touch-down, false at release")
    func editing() {
        let log = Recorder()
        let host = ViewHost(StepperHarness(log: log))
        host.touchDown(at: plus(host))
        #expect(log.entries == ["editing true"])
        host.touchUp()
        #expect(log.entries == ["editing true", "editing false"])
        #expect(host.view(withText: "Count 2") != nil)
    }

    @Test("onIncrement/onDecrement run on taps of + and −")
    func closures() {
        let log = Recorder()
        let host = ViewHost(Stepper("Level", onIncrement: { log("up") }, onDecrement: { log("down") }).accessibilityIdentifier("s").padding())
        let frame = host.view("s").globalFrame
        host.tap(at: CGPoint(x: frame.maxX - 20, y: frame.midY))
        host.tap(at: CGPoint(x: frame.maxX - 70, y: frame.midY))
        #expect(log.entries == ["up", "down"])
    }

    @Test("a disabled stepper does nothing")
    func disabled() {
        let host = ViewHost(StepperHarness(log: Recorder()).disabled(true))
        host.tap(at: plus(host))
        #expect(host.view(withText: "Count 1") != nil)
    }

    @Test("accessibility: one adjustable element labelled by the label; adjusting steps the value")
    func accessibility() {
        let host = ViewHost(StepperHarness(log: Recorder()))
        let element = host.accessibilityElements.first { $0.identifier == "stepper" }
        #expect(element?.label == "Count 1")
        #expect(element?.isAdjustable == true)
        #expect(host.performAccessibilityAdjustment(.increment, on: "stepper"))
        #expect(host.view(withText: "Count 2") != nil)
        #expect(host.accessibilityElements.count == 1)
    }
}
