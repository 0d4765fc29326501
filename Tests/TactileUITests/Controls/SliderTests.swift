import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A slider over `range` (with `step` when given) showing its value, logging editing changes and
/// every value the slider writes.
private struct SliderHarness: View {
    let range: ClosedRange<Double>
    let step: Double?
    let log: Recorder
    @State private var value: Double

    init(value: Double, range: ClosedRange<Double>, step: Double? = nil, log: Recorder) {
        _value = State(initialValue: value)
        self.range = range
        self.step = step
        self.log = log
    }

    var body: some View {
        let binding = Binding(get: { value }, set: { log.record($0); value = $0 })
        VStack {
            if let step {
                Slider(value: binding, in: range, step: step) { Text("Volume") } onEditingChanged: { log("editing \($0)") }
                    .accessibilityIdentifier("slider")
            } else {
                Slider(value: binding, in: range) { Text("Volume") } onEditingChanged: { log("editing \($0)") }
                    .accessibilityIdentifier("slider")
            }
            Text("value \(value)")
        }
        .padding()
    }
}

@MainActor
@Suite("Slider: the thumb follows the finger, clamped and stepped; onEditingChanged; layout and accessibility")
struct SliderTests {
    /// The slider's frame and where its thumb's centre is for `fraction`.
    private func thumb(_ host: ViewHost<SliderHarness>, at fraction: Double) -> CGPoint {
        let frame = host.view("slider").globalFrame
        return CGPoint(x: frame.minX + SliderGeometry.thumbCenterX(width: frame.width, fraction: fraction), y: frame.midY)
    }

    private func travel(_ host: ViewHost<SliderHarness>) -> CGFloat {
        SliderGeometry.travel(width: host.view("slider").globalFrame.width)
    }

    @Test("iOS layout: as wide as offered, 31 pt tall; the thumb is 28 pt")
    func layout() {
        let host = ViewHost(SliderHarness(value: 0.5, range: 0...1, log: Recorder()))
        let frame = host.view("slider").globalFrame
        #expect(frame.width == host.canvasSize.width - 2 * LayoutDefaults.padding)
        #expect(frame.height == ControlDefaults.sliderHeight)
        let svg = host.svg()
        #expect(svg.contains("fill=\"#787880\" fill-opacity=\"0.2\""), "the track after the thumb (systemFill)")
        #expect(svg.contains("fill=\"#007aff\""), "the track up to the thumb (accent)")
        #expect(svg.contains("fill=\"#ffffff\""), "the white thumb")
    }

    @Test("the thumb follows the finger: a drag by a quarter of the travel moves the value a quarter of the range")
    func followsTheFinger() {
        let log = Recorder()
        let host = ViewHost(SliderHarness(value: 50, range: 0...100, log: log))
        let start = thumb(host, at: 0.5)
        host.touchDown(at: start)
        host.move(to: CGPoint(x: start.x + travel(host) / 4, y: start.y))
        #expect(abs((log.values.last ?? 0) - 75) < 1e-9)
        host.move(to: CGPoint(x: start.x - travel(host) / 10, y: start.y + 40))
        #expect(abs((log.values.last ?? 0) - 40) < 1e-9, "only horizontal movement counts, even off the track")
        host.touchUp()
        #expect(host.view(withText: "value \(log.values.last ?? -1)") != nil, "the view shows the value written")
    }

    @Test("the value is clamped to the range when the finger goes past either end")
    func clamps() {
        let log = Recorder()
        let host = ViewHost(SliderHarness(value: 5, range: 0...10, log: log))
        let start = thumb(host, at: 0.5)
        host.drag(from: start, to: CGPoint(x: start.x + 1_000, y: start.y))
        #expect(log.values.last == 10)
        #expect(log.values.allSatisfy { (0...10).contains($0) })
        let back = thumb(host, at: 1)
        host.drag(from: back, to: CGPoint(x: back.x - 1_000, y: back.y))
        #expect(log.values.last == 0)
        #expect(log.values.allSatisfy { (0...10).contains($0) })
    }

    @Test("with step, every value written is lowerBound + k × step, and the nearest one to the finger")
    func snapsToStep() {
        let log = Recorder()
        let host = ViewHost(SliderHarness(value: 0, range: 0...100, step: 10, log: log))
        let start = thumb(host, at: 0)
        host.touchDown(at: start)
        host.move(to: CGPoint(x: start.x + travel(host) * 0.23, y: start.y))
        #expect(log.values.last == 20)
        host.move(to: CGPoint(x: start.x + travel(host) * 0.26, y: start.y))
        #expect(log.values.last == 30)
        host.touchUp()
        #expect(log.values.allSatisfy { $0.truncatingRemainder(dividingBy: 10) == 0 })
    }

    @Test("a range that is not a whole number of steps stops at the last step below the upper bound")
    func lastStep() {
        let model = SliderModel(bounds: 0...10, step: 3)
        #expect(model.value(atFraction: 1) == 9)
        #expect(model.value(atFraction: 0.5) == 6)
        #expect(model.value(atFraction: .nan) == 0)
    }

    @Test("onEditingChanged(true) at touch-down on the thumb, values while dragging, onEditingChanged(false) at lift")
    func editingOrder() {
        let log = Recorder()
        let host = ViewHost(SliderHarness(value: 0.5, range: 0...1, log: log))
        let start = thumb(host, at: 0.5)
        host.touchDown(at: start)
        #expect(log.entries == ["editing true"])
        host.move(to: CGPoint(x: start.x + 30, y: start.y))
        host.move(to: CGPoint(x: start.x + 60, y: start.y))
        #expect(log.entries == ["editing true"])
        #expect(!log.values.isEmpty)
        host.touchUp()
        #expect(log.entries == ["editing true", "editing false"])
    }

    @Test("S-02: a second finger ends the drag — onEditingChanged(false) still comes, and the value stays where it was")
    func secondFingerEndsEditing() {
        let log = Recorder()
        let host = ViewHost(SliderHarness(value: 0.5, range: 0...1, log: log))
        let start = thumb(host, at: 0.5)
        host.touchDown(0, at: start)
        host.move(0, to: CGPoint(x: start.x + 40, y: start.y))
        let written = log.values.count
        host.touchDown(1, at: CGPoint(x: start.x, y: start.y + 100))
        #expect(log.entries == ["editing true", "editing false"])
        host.move(0, to: CGPoint(x: start.x + 120, y: start.y))
        #expect(log.values.count == written, "the thumb no longer follows")
        host.touchUp(1)
        host.touchUp(0)
    }

    @Test("a touch on the track away from the thumb does nothing (UISlider tracks only from its thumb)")
    func trackAwayFromThumb() {
        let log = Recorder()
        let host = ViewHost(SliderHarness(value: 0, range: 0...1, log: log))
        let far = thumb(host, at: 0.8)
        host.drag(from: far, to: CGPoint(x: far.x + 50, y: far.y))
        #expect(log.entries.isEmpty)
        #expect(log.values.isEmpty)
    }

    @Test("a disabled slider does not move")
    func disabled() {
        let log = Recorder()
        let host = ViewHost(SliderHarness(value: 0.5, range: 0...1, log: log).disabled(true))
        let frame = host.view("slider").globalFrame
        let start = CGPoint(x: frame.minX + SliderGeometry.thumbCenterX(width: frame.width, fraction: 0.5), y: frame.midY)
        host.drag(from: start, to: CGPoint(x: start.x + 80, y: start.y))
        #expect(log.entries.isEmpty && log.values.isEmpty)
    }

    @Test("accessibility: one adjustable element labelled by the label, valued as a percentage; increments move by 10 % or a step")
    func accessibility() {
        let log = Recorder()
        let host = ViewHost(SliderHarness(value: 50, range: 0...100, log: log))
        let element = host.accessibilityElements.first { $0.identifier == "slider" }
        #expect(element?.label == "Volume")
        #expect(element?.value == "50%")
        #expect(element?.isAdjustable == true)
        #expect(host.performAccessibilityAdjustment(.increment, on: "slider"))
        #expect(log.values.last == 60)
        #expect(host.accessibilityElements.first { $0.identifier == "slider" }?.value == "60%")

        let stepped = Recorder()
        let stepHost = ViewHost(SliderHarness(value: 50, range: 0...100, step: 25, log: stepped))
        #expect(stepHost.performAccessibilityAdjustment(.decrement, on: "slider"))
        #expect(stepped.values.last == 25)
    }

    @Test("minimum and maximum value labels sit at the ends, the track between them")
    func valueLabels() {
        @MainActor struct Labelled: View {
            @State var value = 0.5
            var body: some View {
                Slider(value: $value) { Text("Brightness") } minimumValueLabel: { Text("Dim") } maximumValueLabel: { Text("Bright") }
                    .padding()
            }
        }
        let host = ViewHost(Labelled())
        let dim = host.view("Dim").globalFrame, bright = host.view("Bright").globalFrame
        #expect(dim.minX == LayoutDefaults.padding)
        #expect(bright.maxX == host.canvasSize.width - LayoutDefaults.padding)
        #expect(host.accessibilityTranscript.contains { $0.contains("Brightness") })
    }
}
