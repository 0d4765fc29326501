import Foundation
import Sliders
import TactileTesting
import Testing

// spacenation/swiftui-sliders — README "Import and use": a `ValueSlider`, a `RangeSlider` and a
// `PointSlider` bound to `@State`. Their thumbs are dragged; the track is not interactive unless
// `.interactiveTrack` is asked for (ValueSliderOptions.defaultOptions is empty).
struct SlidersReadmeView: View {
    @State var value = 0.5
    @State var range = 0.2...0.8
    @State var x = 0.5
    @State var y = 0.5

    var body: some View {
        VStack(spacing: 40) {
            ValueSlider(value: $value)
                .frame(height: 44)
                .accessibilityIdentifier("value")
            RangeSlider(range: $range)
                .frame(height: 44)
                .accessibilityIdentifier("range")
            PointSlider(x: $x, y: $y)
                .frame(width: 200, height: 200)
                .accessibilityIdentifier("point")
        }
        .padding(20)
    }
}

@MainActor
@Suite("spacenation/swiftui-sliders: the README's sliders follow their thumbs")
struct SlidersMainGestureTests {
    let host = ViewHost(SlidersReadmeView())

    func state(_ name: String) -> String { host.stateValue(named: name, in: "SlidersReadmeView") ?? "?" }
    func number(_ name: String) -> Double { Double(state(name)) ?? .nan }

    @Test("Dragging the value slider's thumb 100 pt right moves the value by 100 over the 323-pt travel")
    func valueThumbDrag() {
        let frame = host.view("value").globalFrame
        // The thumb's centre: 13.5 pt (half its 27-pt width) + 0.5 × (width − 27).
        let thumb = CGPoint(x: frame.minX + 13.5 + 0.5 * (frame.width - 27), y: frame.midY)
        host.drag(from: thumb, to: CGPoint(x: thumb.x + 100, y: thumb.y))
        let expected = 0.5 + 100 / (frame.width - 27)
        #expect(abs(number("value") - expected) < 0.002, "value \(state("value")), expected \(expected)")
    }

    @Test("Dragging the value thumb past the track's end clamps the value at 1")
    func valueClamps() {
        let frame = host.view("value").globalFrame
        let thumb = CGPoint(x: frame.minX + 13.5 + 0.5 * (frame.width - 27), y: frame.midY)
        host.drag(from: thumb, to: CGPoint(x: frame.maxX + 60, y: thumb.y))
        #expect(number("value") == 1)
    }

    @Test("A tap on the track away from the thumb changes nothing (the track is not interactive by default)")
    func trackIsInert() {
        let frame = host.view("value").globalFrame
        host.tap(at: CGPoint(x: frame.minX + 40, y: frame.midY))
        #expect(number("value") == 0.5)
    }

    @Test("Dragging the range slider's lower thumb 50 pt right raises the lower bound and keeps the upper")
    func rangeLowerThumbDrag() {
        let frame = host.view("range").globalFrame
        // Lower thumb: its travel is the width less the upper thumb's 27 pt, less its own 27 pt.
        let travel = frame.width - 27 - 27
        let lower = CGPoint(x: frame.minX + 13.5 + 0.2 * travel, y: frame.midY)
        host.drag(from: lower, to: CGPoint(x: lower.x + 50, y: lower.y))
        let bounds = state("range").components(separatedBy: "...").compactMap(Double.init)
        #expect(bounds.count == 2, "range \(state("range"))")
        let expected = 0.2 + 50 / travel
        #expect(abs((bounds.first ?? .nan) - expected) < 0.002, "range \(state("range")), expected lower \(expected)")
        #expect(bounds.last == 0.8)
    }

    @Test("Dragging the point slider's thumb up and right raises both x and y (y grows upwards)")
    func pointThumbDrag() {
        let frame = host.view("point").globalFrame
        let thumb = CGPoint(x: frame.midX, y: frame.midY)
        host.drag(from: thumb, to: CGPoint(x: thumb.x + 40, y: thumb.y - 40))
        let expected = 0.5 + 40 / (frame.width - 27)
        #expect(abs(number("x") - expected) < 0.002, "x \(state("x")), expected \(expected)")
        #expect(abs(number("y") - expected) < 0.002, "y \(state("y")), expected \(expected)")
    }
}
