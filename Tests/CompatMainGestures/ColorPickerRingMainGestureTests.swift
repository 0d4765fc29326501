import ColorPickerRing
import DynamicColor
import Foundation
import TactileTesting
import Testing

// hendriku/ColorPicker (ColorPickerRing) — README "Usage": `ColorPickerRing(color: $color, strokeWidth: 30)` in a
// 300 × 300 frame, `color` a `UIColor` (DynamicColor's name for it on iOS). A drag on the ring sets the
// colour to the hue of the angle under the finger (0 to the right, counter-clockwise), and the white-
// ringed indicator moves there. The ring is a `strokeBorder`: only the 30-pt band takes touches.
final class HueLog {
    var hues: [CGFloat] = []
}

struct ColorPickerReadmeView: View {
    let log: HueLog
    @State var color = UIColor.red

    var body: some View {
        ColorPickerRing(color: Binding(get: { color }, set: { color = $0; log.hues.append($0.hueComponent) }), strokeWidth: 30)
            .frame(width: 300, height: 300, alignment: .center)
            .accessibilityIdentifier("ring")
    }
}

@MainActor
@Suite("hendriku/ColorPicker: dragging on the ring picks the hue under the finger")
struct ColorPickerRingMainGestureTests {
    let log = HueLog()
    let host: ViewHost<ColorPickerReadmeView>

    init() {
        host = ViewHost(ColorPickerReadmeView(log: log))
    }

    /// The middle of the ring's band at `degrees`, counter-clockwise from the right.
    func band(_ degrees: Double) -> CGPoint {
        let c = host.center(of: "ring"), r = 150.0 - 15, a = degrees * .pi / 180
        return CGPoint(x: c.x + r * cos(a), y: c.y - r * sin(a))
    }

    @Test("A touch at the top of the ring picks hue 0.25; dragging round to the left picks 0.5")
    func dragAlongTheRing() {
        host.touchDown(at: band(90))
        for step in 1...12 {
            host.advance(by: 1.0 / 60)
            host.move(to: band(90 + 90 * Double(step) / 12))
        }
        host.touchUp()
        #expect(abs((log.hues.first ?? .nan) - 0.25) < 0.01, "first hue \(log.hues.first.map { "\($0)" } ?? "none")")
        #expect(abs((log.hues.last ?? .nan) - 0.5) < 0.01, "last hue \(log.hues.last.map { "\($0)" } ?? "none")")
        #expect(log.hues.count >= 12, "one colour per move: \(log.hues.count)")
    }

    @Test("A tap inside the ring, off the band, changes nothing")
    func centreIsNotTheRing() {
        host.tap(at: host.center(of: "ring"))
        host.tap(at: band(45).applying(CGAffineTransform(translationX: -40, y: 40)))
        #expect(log.hues.isEmpty, "hues \(log.hues)")
    }
}
