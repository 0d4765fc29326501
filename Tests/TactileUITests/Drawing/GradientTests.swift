import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Gradients as SwiftUI documents them (`Gradient`, `LinearGradient`, `RadialGradient`,
/// `EllipticalGradient`, `AngularGradient`), drawn as SVG gradient definitions (`SVGGradient`).
@MainActor
@Suite("Drawing: gradients")
struct GradientTests {
    @Test("Gradient(colors:) spaces n colours evenly at i/(n-1), as SwiftUI documents")
    func evenlySpacedColors() {
        let gradient = Gradient(colors: [.red, .green, .blue])
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    }

    @Test("drawn stops are clamped to 0…1 and sorted, a tie keeping its order so a hard edge stays hard")
    func resolvedStops() {
        let gradient = Gradient(stops: [
            .init(color: .blue, location: 2), .init(color: .red, location: 0.5),
            .init(color: .green, location: 0.5), .init(color: .yellow, location: -1),
        ])
        let stops = gradient.resolvedStops
        #expect(stops.map(\.location) == [0, 0.5, 0.5, 1])
        #expect(stops.map(\.color) == [Color.yellow.resolved, Color.red.resolved, Color.green.resolved, Color.blue.resolved])
    }

    @Test("between two stops the colour is interpolated linearly; before the first and after the last it is theirs")
    func interpolation() {
        let paint = LinearGradient(colors: [Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 1, blue: 1)],
                                   startPoint: .leading, endPoint: .trailing).paint
        #expect(abs(paint.color(at: 0.25).red - 0.25) < 1e-9)
        #expect(paint.color(at: -1).red == 0)
        #expect(paint.color(at: 2).red == 1)
    }

    @Test("a linear gradient fill is a userSpaceOnUse <linearGradient> laid out in the shape's bounds")
    func linearFillSVG() {
        let (graph, _) = host(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            .frame(width: 100, height: 50), width: 100, height: 50)
        let expected = """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50">
        <linearGradient id="gradient1" gradientUnits="userSpaceOnUse" x1="0" y1="25" x2="100" y2="25"><stop offset="0" stop-color="#ff3b30"/><stop offset="1" stop-color="#007aff"/></linearGradient>
        <path d="M0 0 L100 0 L100 50 L0 50 Z" fill="url(#gradient1)"/>
        </svg>

        """
        #expect(graph.svg() == expected)
    }

    @Test("equal gradients share one definition, different ones are numbered in order of first use")
    func sharedDefinitions() {
        let warm = LinearGradient(colors: [.red, .yellow], startPoint: .top, endPoint: .bottom)
        let scene = HStack(spacing: 0) {
            Rectangle().fill(warm).frame(width: 20, height: 20)
            Rectangle().fill(warm).frame(width: 20, height: 20)
            Rectangle().fill(LinearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 20, height: 20)
        }
        let svg = host(scene, width: 60, height: 20).0.svg()
        #expect(svg.components(separatedBy: "<linearGradient").count == 3, "two definitions")
        #expect(svg.components(separatedBy: "fill=\"url(#gradient1)\"").count == 3)
        #expect(svg.components(separatedBy: "fill=\"url(#gradient2)\"").count == 2)
        #expect(svg == host(scene, width: 60, height: 20).0.svg(), "deterministic")
    }

    @Test("a radial gradient's start radius moves its stops: offset o becomes (start + o·(end − start)) / end")
    func radialSVG() {
        let (graph, _) = host(Circle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 10, endRadius: 50))
            .frame(width: 100, height: 100), width: 100, height: 100)
        let svg = graph.svg()
        #expect(svg.contains("<radialGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" cx=\"50\" cy=\"50\" r=\"50\"><stop offset=\"0.2\" stop-color=\"#ff3b30\"/><stop offset=\"1\" stop-color=\"#007aff\"/></radialGradient>"))
        #expect(svg.contains("fill=\"url(#gradient1)\""))
    }

    @Test("an elliptical gradient is stretched to its bounds: its end colour reaches the middle of every edge of a wide rectangle")
    func ellipticalStretchesToBounds() {
        let paint = EllipticalGradient(colors: [.red, .blue]).paint
        let raster = RasterPaint(gradient: paint, bounds: CGRect(x: 0, y: 0, width: 200, height: 100), transform: .identity)
        #expect(raster.location(x: 100, y: 50) == 0, "the first colour at the centre")
        #expect(abs(raster.location(x: 200, y: 50) - 1) < 1e-9, "the last colour at the trailing edge's middle, 100 pt away")
        #expect(abs(raster.location(x: 100, y: 100) - 1) < 1e-9, "and at the bottom edge's middle, 50 pt away")
        #expect(abs(raster.location(x: 150, y: 50) - 0.5) < 1e-9)
        let inset = EllipticalGradient(colors: [.red, .blue], center: .center, startRadiusFraction: 0.25, endRadiusFraction: 0.5).paint
        let insetRaster = RasterPaint(gradient: inset, bounds: CGRect(x: 0, y: 0, width: 200, height: 100), transform: .identity)
        #expect(insetRaster.location(x: 150, y: 50) == 0, "the start fraction holds the first colour out to a quarter of the side")

        let (graph, _) = host(Rectangle().fill(.ellipticalGradient(colors: [.red, .blue], startRadiusFraction: 0.1))
            .frame(width: 200, height: 100), width: 200, height: 100)
        #expect(graph.svg().contains("<radialGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" gradientTransform=\"matrix(200 0 0 100 0 0)\" cx=\"0.5\" cy=\"0.5\" r=\"0.5\"><stop offset=\"0.2\" stop-color=\"#ff3b30\"/>"))
    }

    @Test("an angular gradient is a pattern of wedges coloured from the first stop clockwise to the last")
    func angularSVG() {
        let (graph, _) = host(Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center))
            .frame(width: 40, height: 40), width: 40, height: 40)
        let svg = graph.svg()
        #expect(svg.contains("<pattern id=\"gradient1\" patternUnits=\"userSpaceOnUse\" x=\"-40\" y=\"-40\" width=\"120\" height=\"120\">"))
        #expect(svg.components(separatedBy: "<path d=\"M60 60 ").count - 1 == SVGEffectDefaults.segments)
        // The first wedge (0°–4°) is nearly red, the last (356°–360°) nearly blue.
        let paint = AngularGradient(colors: [.red, .blue], center: .center).paint
        let step = 1.0 / Double(SVGEffectDefaults.segments)
        #expect(svg.contains("fill=\"\(paint.color(at: step / 2).hex)\""))
        #expect(svg.contains("fill=\"\(paint.color(at: 1 - step / 2).hex)\""))
        #expect(paint.color(at: step / 2).hex != paint.color(at: 1 - step / 2).hex)
    }

    @Test("a gradient strokes a shape with stroke=\"url(#…)\" and the line width")
    func strokeSVG() {
        let (graph, _) = host(Circle().stroke(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 4)
            .frame(width: 50, height: 50), width: 50, height: 50)
        #expect(graph.svg().contains("fill=\"none\" stroke=\"url(#gradient1)\" stroke-width=\"4\""))
    }

    @Test("foregroundStyle(gradient) fills shapes with the gradient and gives text its first colour")
    func foregroundStyleGradient() {
        let scene = VStack {
            Circle().frame(width: 30, height: 30)
            Text("Hi")
        }
        .foregroundStyle(LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing))
        let svg = host(scene).0.svg()
        #expect(svg.contains("<linearGradient id=\"gradient1\""))
        #expect(svg.contains("fill=\"url(#gradient1)\""))
        #expect(svg.contains("fill=\"#34c759\"><tspan"), "text takes the first stop's colour")
    }

    @Test("background(gradient) and the ShapeStyle statics (.linearGradient) fill the background with the gradient")
    func backgroundGradient() {
        let scene = Text("Hi").padding(10)
            .background(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        let svg = host(scene).0.svg()
        #expect(svg.contains("<linearGradient id=\"gradient1\""))
        #expect(svg.contains("fill=\"url(#gradient1)\""))
    }

    @Test("a gradient used as a view fills the space it is offered")
    func gradientAsView() {
        let (graph, _) = host(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10), width: 80, height: 60)
        #expect(graph.svg().contains("<path d=\"M0 0 L80 0 L80 60 L0 60 Z\" fill=\"url(#gradient1)\"/>"))
    }
}
