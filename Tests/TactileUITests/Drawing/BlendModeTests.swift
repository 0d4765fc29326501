import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `blendMode(_:)` (SwiftUI's `BlendMode`): the PNG renderer blends each item with what is drawn
/// before it by the W3C Compositing and Blending Level 1 formulas and Porter–Duff's operators
/// (`RasterBlend`); the SVG renderer writes CSS `mix-blend-mode` (docs/COMPATIBILITY.md).
/// systemRed is (255, 59, 48), white (255, 255, 255), systemBlue (0, 122, 255).
@MainActor
@Suite("Drawing: blend modes")
struct BlendModeTests {
    /// A 10 × 10 canvas with `backdrop` filling it and `top` over it in `mode`.
    private static func layered(_ backdrop: Color, _ top: Color, _ mode: BlendMode) -> some View {
        ZStack { backdrop; top.blendMode(mode) }.frame(width: 10, height: 10)
    }

    private static func pixel<V: View>(_ view: V) throws -> (UInt8, UInt8, UInt8, UInt8) {
        let list = ViewHost(view, canvasSize: CGSize(width: 10, height: 10)).displayList()
        return try Rasterizer.image(of: list, scale: 1).pixel(x: 5, y: 5)
    }

    @Test("in PNG, multiply over white keeps the colour, screen of red and blue lightens to both, difference subtracts")
    func separableModesInPixels() throws {
        #expect(try Self.pixel(Self.layered(.white, .red, .multiply)) == (255, 59, 48, 255))
        #expect(try Self.pixel(Self.layered(.white, .red, .screen)) == (255, 255, 255, 255), "screen over white is white")
        #expect(try Self.pixel(Self.layered(.blue, .red, .screen)) == (255, 153, 255, 255), "1 − (1 − b)(1 − s) per channel")
        #expect(try Self.pixel(Self.layered(.white, .red, .difference)) == (0, 196, 207, 255))
        #expect(try Self.pixel(Self.layered(.white, .red, .normal)) == (255, 59, 48, 255))
        #expect(try Self.pixel(Self.layered(.blue, .red, .darken)) == (0, 59, 48, 255))
    }

    @Test("in PNG, destinationOut erases what is behind it where it is opaque, sourceAtop draws only over what is there")
    func porterDuffInPixels() throws {
        #expect(try Self.pixel(Self.layered(.white, .red, .destinationOut)) == (0, 0, 0, 0))
        let half = ZStack { Color.white; Color.red.opacity(0.5).blendMode(.destinationOut) }.frame(width: 10, height: 10)
        #expect(try Self.pixel(half) == (128, 128, 128, 128), "half the backdrop kept (premultiplied)")
        let atop = ZStack { Color.clear; Color.red.blendMode(.sourceAtop) }.frame(width: 10, height: 10)
        #expect(try Self.pixel(atop) == (0, 0, 0, 0), "nothing behind: nothing drawn")
        #expect(try Self.pixel(Self.layered(.white, .red, .destinationOver)) == (255, 255, 255, 255), "drawn under the white")
    }

    @Test("the luminosity mode keeps the backdrop's colour at the source's luminance; plusLighter adds")
    func nonSeparableAndPlus() throws {
        let (r, g, b, a) = try Self.pixel(Self.layered(.white, .red, .luminosity))
        #expect(a == 255 && r == g && g == b, "white has no hue: a grey")
        #expect(abs(Int(r) - 117) <= 1, "0.3 × 1 + 0.59 × 59/255 + 0.11 × 48/255 ≈ 0.457")
        #expect(try Self.pixel(Self.layered(.blue, .red, .plusLighter)) == (255, 181, 255, 255))
    }

    @Test("in SVG, each item of the subtree carries mix-blend-mode; an inner mode wins; destinationOut is not displayed")
    func svgMarkup() {
        let svg = ViewHost(ZStack { Color.white; VStack { Color.red; Color.green.blendMode(.screen) }.blendMode(.multiply) }
            .frame(width: 10, height: 10), canvasSize: CGSize(width: 10, height: 10)).svg()
        #expect(svg.matches(of: /mix-blend-mode:multiply/).count == 1, Comment(rawValue: svg))
        #expect(svg.matches(of: /mix-blend-mode:screen/).count == 1, Comment(rawValue: svg))
        let plain = ViewHost(Self.layered(.white, .red, .normal), canvasSize: CGSize(width: 10, height: 10)).svg()
        #expect(!plain.contains("mix-blend-mode"))
        let erased = ViewHost(Self.layered(.white, .red, .destinationOut), canvasSize: CGSize(width: 10, height: 10)).svg()
        #expect(erased.contains("<g display=\"none\"><path"), Comment(rawValue: erased))
    }

    @Test("a blend mode changes neither layout nor hit testing")
    func layoutAndHitsUnchanged() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let host = ViewHost(Color.blue.frame(width: 60, height: 40).onTapGesture { taps.count += 1 }.blendMode(.multiply)
            .accessibilityIdentifier("box"), canvasSize: CGSize(width: 100, height: 100))
        #expect(host.view(withIdentifier: "box")?.globalFrame.size == CGSize(width: 60, height: 40))
        host.tap(on: "box")
        #expect(taps.count == 1)
    }
}
