import Foundation
import PropertyBased
import Testing
@testable import TactileUI

/// The software rasterizer draws display lists as the SVG renderer describes them: coverage
/// anti-aliasing, both fill rules, transforms, clips, gradients, opacity, shadows and text —
/// and the same bytes every time.
@Suite("Rasterizer: display lists into pixels")
struct RasterizerTests {
    static let red = ResolvedColor(red: 1, green: 0, blue: 0)
    static let blue = ResolvedColor(red: 0, green: 0, blue: 1)
    static let white = ResolvedColor(red: 1, green: 1, blue: 1)

    static func item(_ content: DisplayItem.Content, transform: CGAffineTransform = .identity, opacity: Double = 1,
                     clips: [Path] = [], shadow: ShadowParameters? = nil, blur: BlurParameters? = nil) -> DisplayItem {
        DisplayItem(content: content, transform: transform, opacity: opacity, clips: clips, shadow: shadow, blur: blur,
                    identifier: nil, identity: .root)
    }

    static func fill(_ path: Path, _ color: ResolvedColor = red, evenOdd: Bool = false) -> DisplayItem.Content {
        .path(path, fill: color, evenOdd: evenOdd, stroke: nil)
    }

    static func render(_ items: [DisplayItem], width: CGFloat = 10, height: CGFloat = 10, scale: Double = 1) throws -> RasterImage {
        try Rasterizer.image(of: DisplayList(canvasSize: CGSize(width: width, height: height), items: items), scale: scale)
    }

    static func alphaSum(_ image: RasterImage) -> Double {
        stride(from: 3, to: image.pixels.count, by: 4).reduce(0.0) { $0 + Double(image.pixels[$1]) } / 255
    }

    @Test("a rectangle on whole pixels covers exactly those pixels, fully")
    func rectangleCoversExactPixels() throws {
        let image = try Self.render([Self.item(Self.fill(Path(CGRect(x: 2, y: 3, width: 4, height: 5))))])
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<6).contains(x) && (3..<8).contains(y)
                let pixel = image.pixel(x: x, y: y)
                #expect(pixel == (inside ? (255, 0, 0, 255) : (0, 0, 0, 0)), "pixel \(x), \(y)")
            }
        }
    }

    @Test("an edge inside a pixel covers it by the fraction it covers")
    func edgesAreAntiAliasedByCoverage() throws {
        // Vertical edges at x = 2.25 and 4.5; horizontal edge at y = 5.5.
        let image = try Self.render([Self.item(Self.fill(Path(CGRect(x: 2.25, y: 0, width: 2.25, height: 5.5))))])
        #expect(image.pixel(x: 2, y: 1).alpha == 191)  // 0.75 × 255
        #expect(image.pixel(x: 3, y: 1).alpha == 255)
        #expect(image.pixel(x: 4, y: 1).alpha == 128)  // 0.5 × 255, rounded
        #expect(image.pixel(x: 5, y: 1).alpha == 0)
        #expect(image.pixel(x: 3, y: 5).alpha == 128)
        #expect(image.pixel(x: 3, y: 6).alpha == 0)
        // Premultiplied: red never exceeds alpha.
        #expect(image.pixel(x: 2, y: 1).red == 191)
    }

    @Test("a circle covers π r² pixels within 1%, at scale 1 and 3", arguments: [1.0, 3.0])
    func circleArea(scale: Double) throws {
        let image = try Self.render([Self.item(Self.fill(Path(ellipseIn: CGRect(x: 5, y: 5, width: 40, height: 40))))],
                                    width: 50, height: 50, scale: scale)
        let expected = Double.pi * 20 * 20 * scale * scale
        #expect(abs(Self.alphaSum(image) - expected) / expected < 0.01)
        #expect(image.pixel(x: Int(25 * scale), y: Int(25 * scale)).alpha == 255)
        #expect(image.pixel(x: Int(6 * scale), y: Int(6 * scale)).alpha == 0)
    }

    @Test("even-odd leaves the inner square of two a hole; non-zero fills it")
    func evenOddHole() throws {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        let evenOdd = try Self.render([Self.item(Self.fill(path, evenOdd: true))])
        #expect(evenOdd.pixel(x: 5, y: 5).alpha == 0)
        #expect(evenOdd.pixel(x: 1, y: 1).alpha == 255)
        #expect(Self.alphaSum(evenOdd) == 100 - 16)
        let nonZero = try Self.render([Self.item(Self.fill(path))])
        #expect(nonZero.pixel(x: 5, y: 5).alpha == 255)
        #expect(Self.alphaSum(nonZero) == 100)
    }

    @Test("an item's transform places it and its clip cuts it, in canvas coordinates")
    func transformAndClip() throws {
        // A 10×10 square scaled ×2 and moved to (20, 0): covers 20…40 × 0…20; the clip keeps x ≥ 30, y < 10.
        let transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 20, y: 0))
        let image = try Self.render([Self.item(Self.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10))), transform: transform,
                                               clips: [Path(CGRect(x: 30, y: 0, width: 50, height: 10))])],
                                    width: 50, height: 30)
        #expect(image.pixel(x: 35, y: 5).alpha == 255)
        #expect(image.pixel(x: 25, y: 5).alpha == 0, "clipped away")
        #expect(image.pixel(x: 35, y: 15).alpha == 0, "clipped away")
        #expect(image.pixel(x: 45, y: 5).alpha == 0, "outside the square")
        #expect(Self.alphaSum(image) == 100)
    }

    @Test("nested clips intersect")
    func nestedClips() throws {
        let image = try Self.render([Self.item(Self.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10))),
                                               clips: [Path(CGRect(x: 0, y: 0, width: 6, height: 10)),
                                                       Path(CGRect(x: 4, y: 0, width: 6, height: 10))])])
        #expect(Self.alphaSum(image) == 20)
        #expect(image.pixel(x: 5, y: 5).alpha == 255)
    }

    @Test("a linear gradient runs from its first colour to its last across the bounds")
    func linearGradientEnds() throws {
        let gradient = GradientPaint(kind: .linear(start: .leading, end: .trailing),
                                     stops: [.init(color: Self.red, location: 0), .init(color: Self.blue, location: 1)])
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 4)
        let image = try Self.render([Self.item(.gradientPath(Path(bounds), gradient: gradient, bounds: bounds, evenOdd: false,
                                                             stroke: nil))], width: 100, height: 4)
        let first = image.pixel(x: 0, y: 1), last = image.pixel(x: 99, y: 1), middle = image.pixel(x: 50, y: 1)
        #expect(first.red >= 253 && first.blue <= 2)
        #expect(last.blue >= 253 && last.red <= 2)
        #expect(abs(Int(middle.red) - 126) <= 2 && abs(Int(middle.blue) - 129) <= 2)
        #expect([first.alpha, middle.alpha, last.alpha] == [255, 255, 255])
    }

    @Test("a radial gradient is its first colour at the centre and its last past the end radius")
    func radialGradientEnds() throws {
        let gradient = GradientPaint(kind: .radial(center: .center, startRadius: 0, endRadius: 10),
                                     stops: [.init(color: Self.red, location: 0), .init(color: Self.blue, location: 1)])
        let bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        let image = try Self.render([Self.item(.gradientPath(Path(bounds), gradient: gradient, bounds: bounds, evenOdd: false,
                                                             stroke: nil))], width: 30, height: 30)
        // Pixel (15, 15)'s centre is √0.5 from the centre: 7% of the way to blue.
        let centre = image.pixel(x: 15, y: 15)
        #expect(abs(Int(centre.red) - 237) <= 1 && abs(Int(centre.blue) - 18) <= 1)
        #expect(image.pixel(x: 1, y: 1) == (0, 0, 255, 255))
    }

    @Test("an angular gradient sweeps clockwise from its start angle")
    func angularGradient() throws {
        let gradient = GradientPaint(kind: .angular(center: .center, startAngle: 0, endAngle: 2 * .pi),
                                     stops: [.init(color: Self.red, location: 0), .init(color: Self.blue, location: 1)])
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let image = try Self.render([Self.item(.gradientPath(Path(bounds), gradient: gradient, bounds: bounds, evenOdd: false,
                                                             stroke: nil))], width: 40, height: 40)
        // Just below the trailing axis (a small clockwise angle): nearly red. A quarter turn
        // clockwise (straight down, y grows): a quarter of the way to blue.
        #expect(image.pixel(x: 38, y: 20).red > 240)
        let down = image.pixel(x: 20, y: 38)
        #expect(abs(Int(down.blue) - 64) <= 4 && abs(Int(down.red) - 191) <= 4)
    }

    @Test("opacity multiplies: an item's opacity times its colour's")
    func opacityMultiplies() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = try Self.render([Self.item(Self.fill(square, Self.white), opacity: 0.5)])
        #expect(half.pixel(x: 5, y: 5) == (128, 128, 128, 128))
        let quarterOfHalf = try Self.render([Self.item(Self.fill(square, Self.white.multiplyingOpacity(0.25)), opacity: 0.5)])
        #expect(quarterOfHalf.pixel(x: 5, y: 5).alpha == 32)
        // Source-over: half-transparent red over opaque blue.
        let over = try Self.render([Self.item(Self.fill(square, Self.blue)), Self.item(Self.fill(square), opacity: 0.5)])
        #expect(over.pixel(x: 5, y: 5) == (128, 0, 128, 255))
    }

    @Test("a faded shape with a fill and a stroke fades as one group, as SVG's opacity does")
    func groupOpacity() throws {
        let square = Path(CGRect(x: 2, y: 2, width: 6, height: 6))
        let content = DisplayItem.Content.path(square, fill: Self.white, evenOdd: false,
                                               stroke: StrokeParameters(color: Self.white, style: StrokeStyle(lineWidth: 2)))
        let image = try Self.render([Self.item(content, opacity: 0.5)])
        // Where the stroke covers the fill, still half opaque (not 0.75).
        #expect(image.pixel(x: 2, y: 5).alpha == 128)
        #expect(image.pixel(x: 5, y: 5).alpha == 128)
    }

    @Test("strokes cover their width, with butt, square and round caps")
    func strokeCaps() throws {
        var line = Path()
        line.move(to: CGPoint(x: 3, y: 5))
        line.addLine(to: CGPoint(x: 7, y: 5))
        func stroked(_ cap: CGLineCap) throws -> RasterImage {
            try Self.render([Self.item(.path(line, fill: nil, evenOdd: false,
                                             stroke: StrokeParameters(color: Self.red, style: StrokeStyle(lineWidth: 2, lineCap: cap))))])
        }
        #expect(Self.alphaSum(try stroked(.butt)) == 8)
        #expect(Self.alphaSum(try stroked(.square)) == 12)
        let round = Self.alphaSum(try stroked(.round))
        #expect(abs(round - (8 + Double.pi)) < 0.05)
    }

    @Test("a dashed stroke draws only its dashes")
    func dashes() throws {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 10, y: 5))
        let image = try Self.render([Self.item(.path(line, fill: nil, evenOdd: false,
                                                     stroke: StrokeParameters(color: Self.red, style: StrokeStyle(lineWidth: 2, dash: [2, 3]))))])
        #expect(Self.alphaSum(image) == 8)  // dashes at 0–2 and 5–7
        #expect(image.pixel(x: 1, y: 4).alpha == 255)
        #expect(image.pixel(x: 3, y: 4).alpha == 0)
        #expect(image.pixel(x: 6, y: 5).alpha == 255)
    }

    @Test("text draws strokes within its line box, different text differently")
    func textDraws() throws {
        let font = Font(size: 20)
        func image(_ text: String) throws -> RasterImage {
            try Self.render([Self.item(.text(TextLayout(text, font: font, width: nil, alignment: .leading), color: Self.red))],
                            width: 100, height: 30)
        }
        let hello = try image("Hello")
        let layout = TextLayout("Hello", font: font, width: nil, alignment: .leading)
        #expect(Self.alphaSum(hello) > 20)
        for y in 0..<30 {
            for x in 0..<100 where hello.pixel(x: x, y: y).alpha > 0 {
                #expect(CGFloat(x) < layout.size.width + 1 && CGFloat(y) < layout.size.height + 1, "ink at \(x), \(y)")
            }
        }
        #expect(try image("Hello") == hello)
        #expect(try image("World") != hello)
        // Every printable ASCII character has a glyph; other characters draw a box.
        for code in UInt8(33)...126 { #expect(StrokeFont.strokes(of: Character(UnicodeScalar(code))) != nil, "\(code)") }
        #expect(StrokeFont.strokes(of: "é") == nil)
        #expect(Self.alphaSum(try image("é")) > 0)
    }

    @Test("a shadow draws under the shape, offset and soft; a blur spreads the shape")
    func shadowAndBlur() throws {
        let square = Path(CGRect(x: 10, y: 10, width: 10, height: 10))
        let shadow = ShadowParameters(color: ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1), radius: 2, x: 8, y: 8)
        let shadowed = try Self.render([Self.item(Self.fill(square), shadow: shadow)], width: 40, height: 40)
        #expect(shadowed.pixel(x: 15, y: 15) == (255, 0, 0, 255), "the shape covers its own shadow")
        let underneath = shadowed.pixel(x: 24, y: 24)
        #expect(underneath.alpha > 200 && underneath.red == 0, "shadow offset by (8, 8)")
        #expect(shadowed.pixel(x: 5, y: 5).alpha == 0)
        let blurred = try Self.render([Self.item(Self.fill(square), blur: BlurParameters(radius: 4, opaque: false))],
                                      width: 40, height: 40)
        #expect(blurred.pixel(x: 8, y: 15).alpha > 0, "spread past the edge")
        #expect(blurred.pixel(x: 15, y: 15).alpha < 255)
        #expect(abs(Self.alphaSum(blurred) - 100) < 1, "a blur moves coverage, it does not add any")
    }

    @Test("a clipped and blurred item is clipped first, then blurred past the clip's edge, as the SVG nests them")
    func blurAfterClip() throws {
        let image = try Self.render([Self.item(Self.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30))),
                                               clips: [Path(CGRect(x: 0, y: 0, width: 15, height: 30))],
                                               blur: BlurParameters(radius: 4, opaque: false))], width: 30, height: 30)
        #expect(image.pixel(x: 16, y: 15).alpha > 0, "blurred past the clip")
        #expect(image.pixel(x: 14, y: 15).alpha < 255, "the clipped edge is soft")
        #expect(image.pixel(x: 25, y: 15).alpha == 0, "what the clip removed is not drawn")
    }

    @Test("scale multiplies the pixel size, as displayScale does")
    func scaleMultipliesPixels() throws {
        let image = try Self.render([Self.item(Self.fill(Path(CGRect(x: 1, y: 1, width: 2, height: 2))))], width: 10, height: 5, scale: 3)
        #expect(image.width == 30 && image.height == 15)
        #expect(Self.alphaSum(image) == 36)
    }

    @Test("a bad scale or an enormous image is an error, not a crash")
    func badInputIsAnError() {
        #expect(throws: RasterizationError.invalidScale(0)) { try Self.render([], scale: 0) }
        #expect(throws: RasterizationError.self) { try Self.render([], scale: .nan) }
        #expect(throws: RasterizationError.imageTooLarge(width: 100_000, height: 100_000)) { try Self.render([], scale: 10_000) }
        // Huge or non-finite effects are capped, not a memory explosion.
        let square = Path(CGRect(x: 2, y: 2, width: 6, height: 6))
        let huge = ShadowParameters(color: Self.blue, radius: 1e9, x: .infinity, y: -1e300)
        #expect((try? Self.render([Self.item(Self.fill(square), shadow: huge, blur: BlurParameters(radius: 1e12, opaque: false))])) != nil)
        // Non-finite and huge coordinates draw what they can.
        let everywhere = Path(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
        #expect((try? Self.render([Self.item(Self.fill(everywhere))]))?.pixel(x: 5, y: 5).alpha == 255)
    }

    /// Scenes whose bytes are pinned: a change in any of them changes pixels somewhere.
    static func goldenScenes() -> [(name: String, list: DisplayList, scale: Double)] {
        let gradient = GradientPaint(kind: .linear(start: .topLeading, end: .bottomTrailing),
                                     stops: [.init(color: red, location: 0), .init(color: ResolvedColor(red: 0.2, green: 0.8, blue: 0.4, opacity: 0.7), location: 0.6),
                                             .init(color: blue, location: 1)])
        let angular = GradientPaint(kind: .angular(center: .center, startAngle: 0.3, endAngle: 0.3 + 2 * .pi),
                                    stops: [.init(color: red, location: 0), .init(color: blue, location: 1)])
        var star = Path()
        for index in 0..<10 {
            let radius: Double = index % 2 == 0 ? 30 : 12
            let (s, c) = RasterMath.sincos(Double(index) * .pi / 5)
            star.addLine(to: CGPoint(x: 60 + radius * s, y: 60 - radius * c))
        }
        star.closeSubpath()
        let shapes = DisplayList(canvasSize: CGSize(width: 120, height: 120), items: [
            item(.gradientPath(Path(roundedRect: CGRect(x: 5, y: 5, width: 110, height: 60), cornerRadius: 14), gradient: gradient,
                               bounds: CGRect(x: 5, y: 5, width: 110, height: 60), evenOdd: false, stroke: nil)),
            item(.path(star, fill: ResolvedColor(red: 1, green: 0.8, blue: 0), evenOdd: true,
                       stroke: StrokeParameters(color: blue, style: StrokeStyle(lineWidth: 3, lineJoin: .miter)))),
            item(.gradientPath(Path(ellipseIn: CGRect(x: 70, y: 70, width: 40, height: 40)), gradient: angular,
                               bounds: CGRect(x: 70, y: 70, width: 40, height: 40), evenOdd: false,
                               stroke: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [8, 4]))),
        ])
        let rotation = CGAffineTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 50, ty: 10)
        let effects = DisplayList(canvasSize: CGSize(width: 100, height: 80), items: [
            item(fill(Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 6), blue), transform: rotation,
                 opacity: 0.8, clips: [Path(ellipseIn: CGRect(x: 10, y: 0, width: 90, height: 80))],
                 shadow: ShadowParameters(color: ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0.5), radius: 6, x: 3, y: 5)),
            item(fill(Path(ellipseIn: CGRect(x: 5, y: 40, width: 30, height: 30)), red), blur: BlurParameters(radius: 3, opaque: false)),
        ])
        let text = DisplayList(canvasSize: CGSize(width: 200, height: 60), items: [
            item(.text(TextLayout("Tactile 1.0 — drag & drop? {ok}", font: Font(size: 17), width: 190, alignment: .center),
                       color: ResolvedColor(red: 0.1, green: 0.1, blue: 0.1))),
        ])
        return [("shapes", shapes, 1), ("shapes@3x", shapes, 3), ("effects", effects, 2), ("text", text, 2)]
    }

    @Test("the same display list gives the same bytes every time, and the pinned bytes of the golden scenes")
    func deterministicGoldenHashes() throws {
        // CRC-32 of each scene's premultiplied pixels, recorded on x86-64 Linux; a platform that
        // rounds differently, or a change to the rasterizer, shows here.
        let pinned: [String: UInt32] = [
            "shapes": 0x7862_479F, "shapes@3x": 0x473D_1264, "effects": 0x80CC_4B83, "text": 0xF55A_D6EE,
        ]
        for scene in Self.goldenScenes() {
            let first = try Rasterizer.image(of: scene.list, scale: scene.scale)
            let second = try Rasterizer.image(of: scene.list, scale: scene.scale)
            #expect(first == second, "\(scene.name)")
            let hash = Checksums.crc32(first.pixels)
            #expect(hash == pinned[scene.name], "\(scene.name): \(String(hash, radix: 16))")
        }
    }

    @Test("random rectangles rasterize to a total coverage equal to their area, within the anti-aliasing step")
    func rectangleCoverageEqualsArea() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0...40), Gen.double(in: 0...40), Gen.double(in: 0...30),
                            Gen.double(in: 0...30)) { x, y, width, height in
            let image = try Self.render([Self.item(Self.fill(Path(CGRect(x: x, y: y, width: width, height: height))))],
                                        width: 80, height: 80)
            // Horizontal edges are sampled on 16 sub-scanlines (each off by at most 1/32 of a
            // pixel per unit of width); 8-bit rounding adds at most 1/510 per touched pixel.
            let tolerance = width / 16 + (width + 2) * (height + 2) / 510 + 1e-9
            #expect(abs(Self.alphaSum(image) - width * height) <= tolerance, "\(x), \(y), \(width)×\(height)")
        }
    }
}
