import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `brightness(_:)`, `contrast(_:)`, `saturation(_:)`, `grayscale(_:)` (SwiftUI's colour effects)
/// and the materials (`.ultraThinMaterial` …). The colour formulas follow `ColorEffect`: Core
/// Image's additive brightness, contrast about mid-grey, and the W3C Filter Effects
/// `feColorMatrix type="saturate"` matrix; the materials' values are Tactile's
/// (`LayoutDefaults.materialOpacities`). systemRed is (255, 59, 48).
@MainActor
@Suite("Drawing: colour effects and materials")
struct ColorEffectTests {
    private static func fills(_ svg: String) -> [String] {
        svg.matches(of: /fill="(#[0-9a-f]+)"/).map { String($0.output.1) }
    }

    private static func svg<V: View>(_ view: V) -> String { host(view, width: 50, height: 50).0.svg() }

    @Test("brightness adds to every component; saturation 0 and grayscale 1 give the luminance grey; contrast 0 mid-grey")
    func effectsOnAFill() {
        let red = Rectangle().fill(Color.red).frame(width: 50, height: 50)
        #expect(Self.fills(Self.svg(red.brightness(0.3))) == ["#ff887d"])
        #expect(Self.fills(Self.svg(red.saturation(0))) == ["#646464"], "0.213 × 1 + 0.715 × 59/255 + 0.072 × 48/255")
        #expect(Self.fills(Self.svg(red.grayscale(1))) == ["#646464"])
        #expect(Self.fills(Self.svg(red.saturation(0.5))) == ["#b14f4a"])
        #expect(Self.fills(Self.svg(red.contrast(0))) == ["#808080"])
        #expect(Self.fills(Self.svg(red.brightness(0))) == ["#ff3b30"], "an amount of 0 changes nothing")
    }

    @Test("hueRotation turns the hue by the W3C hueRotate matrix: 0° and 360° change nothing, 180° takes red to a cyan")
    func hueRotation() {
        let red = Rectangle().fill(Color.red).frame(width: 50, height: 50)
        #expect(Self.fills(Self.svg(red.hueRotation(.degrees(0)))) == ["#ff3b30"])
        #expect(Self.fills(Self.svg(red.hueRotation(.degrees(360)))) == ["#ff3b30"])
        // R: −0.574 + 1.430 × 59/255 + 0.144 × 48/255 < 0 → 0; G: 0.426 + 0.430 × 59/255 + 0.144 × 48/255 ≈ 0.553;
        // B: 0.426 + 1.430 × 59/255 − 0.856 × 48/255 ≈ 0.596.
        #expect(Self.fills(Self.svg(red.hueRotation(.degrees(180)))) == ["#008d98"])
        #expect(Self.fills(Self.svg(red.hueRotation(.degrees(90)))) != ["#ff3b30"])
    }

    @Test("nested effects apply innermost first, and reach text, strokes and gradient stops of the whole subtree")
    func nestedAndEveryColour() {
        let nested = Rectangle().fill(Color.red).frame(width: 50, height: 50).brightness(0.3).saturation(0)
        #expect(Self.fills(Self.svg(nested)) == ["#a0a0a0"], "brightened, then desaturated")
        let subtree = VStack(spacing: 0) {
            Text("A").foregroundStyle(Color.red)
            Circle().stroke(Color.red, lineWidth: 2).frame(width: 10, height: 10)
            Rectangle().fill(LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom)).frame(width: 10, height: 10)
        }
        .saturation(0)
        let svg = Self.svg(subtree)
        #expect(!svg.contains("#ff3b30"), "no part keeps its red: \(svg)")
        #expect(svg.matches(of: /#646464/).count >= 4, "text, stroke and both stops turn grey: \(svg)")
    }

    @Test("luminanceToAlpha draws black at the colour's luminance: white opaque, black clear, red at 0.2125 + …")
    func luminanceToAlpha() {
        #expect(Self.svg(Color.white.frame(width: 50, height: 50).luminanceToAlpha()).contains(##"fill="#000000""##))
        #expect(!Self.svg(Color.white.frame(width: 50, height: 50).luminanceToAlpha()).contains("fill-opacity"))
        #expect(Self.svg(Color.black.frame(width: 50, height: 50).luminanceToAlpha()).contains(##"fill="#000000" fill-opacity="0""##))
        let red = Self.svg(Color.red.frame(width: 50, height: 50).luminanceToAlpha())
        #expect(red.contains(##"fill="#000000" fill-opacity="0.392""##), "0.2125 + 0.7154 × 59/255 + 0.0721 × 48/255 ≈ 0.3916")
    }

    @Test("a colour effect changes neither layout nor hit testing")
    func layoutAndHitsUnchanged() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let host = ViewHost(Color.blue.frame(width: 60, height: 40).onTapGesture { taps.count += 1 }.brightness(-0.5)
            .accessibilityIdentifier("box"), canvasSize: CGSize(width: 100, height: 100))
        #expect(host.view(withIdentifier: "box")?.globalFrame.size == CGSize(width: 60, height: 40))
        host.tap(on: "box")
        #expect(taps.count == 1)
    }

    @Test("materials are translucent fills, thicker ones more opaque, white in light mode and dark grey in dark mode")
    func materials() {
        func drawn(_ material: Material, dark: Bool = false) -> String {
            let view = Rectangle().fill(material).frame(width: 50, height: 50)
            return ViewHost(view, device: dark ? Device.iPhone16.dark() : .iPhone16).svg()
        }
        #expect(drawn(.ultraThin).contains(##"fill="#ffffff" fill-opacity="0.3""##))
        #expect(drawn(.ultraThick).contains(##"fill="#ffffff" fill-opacity="0.85""##))
        #expect(drawn(.regular, dark: true).contains(##"fill="#1c1c1e" fill-opacity="0.6""##))
        let behind = ZStack { Color.red; Rectangle().fill(.ultraThinMaterial) }.frame(width: 50, height: 50)
        #expect(Self.fills(Self.svg(behind)) == ["#ff3b30", "#ffffff"], "what is behind is drawn, then the material over it")
    }

    @Test("compositingGroup() draws exactly as without it (COMPATIBILITY: opacity applies per part, as SwiftUI without a group)")
    func compositingGroupDrawsAsWithout() {
        let parts = ZStack { Color.red.frame(width: 30, height: 30); Color.blue.frame(width: 20, height: 20) }
        #expect(Self.svg(parts.compositingGroup().opacity(0.5)) == Self.svg(parts.opacity(0.5)))
    }

    @Test("drawingGroup() draws exactly as without it, whatever its options (COMPATIBILITY: no off-screen pass here)")
    func drawingGroupDrawsAsWithout() {
        let parts = ZStack { Color.red.frame(width: 30, height: 30); Color.blue.frame(width: 20, height: 20) }
        #expect(Self.svg(parts.drawingGroup().opacity(0.5)) == Self.svg(parts.opacity(0.5)))
        #expect(Self.svg(parts.drawingGroup(opaque: true, colorMode: .linear)) == Self.svg(parts))
        #expect(Self.svg(parts.drawingGroup()).contains("#007aff"), "the content is drawn")
    }
}
