import Foundation
import Testing
import TactileTesting
@testable import TactileUI

@MainActor
@Suite("SVG rendering")
struct SVGRenderingTests {
    @Test("a small scene renders to the exact expected SVG")
    func smallSceneExactSVG() {
        // VStack(spacing: 0) of a 100×50 rectangle and "Hi" (18.7×20.4) is 100×70.4, centred on
        // 200×100 at (50, 14.8). The text is centred below: x = 50 + (100-18.7)/2 = 90.65, y = 64.8;
        // its baseline is (20.4-17)/2 + 0.8×17 = 15.3 below its top.
        let (graph, _) = host(VStack(spacing: 0) {
            Rectangle().fill(.blue).frame(width: 100, height: 50).accessibilityIdentifier("box")
            Text("Hi")
        }, width: 200, height: 100)
        let expected = """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
        <path id="box" d="M0 0 L100 0 L100 50 L0 50 Z" transform="matrix(1 0 0 1 50 14.8)" fill="#007aff"/>
        <text transform="matrix(1 0 0 1 90.65 64.8)" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="17" fill="#000000"><tspan x="0" y="15.3">Hi</tspan></text>
        </svg>

        """
        #expect(graph.svg() == expected)
    }

    @Test("clips, opacity, shadows and repeated identifiers are written deterministically")
    func clipsOpacityShadowIDs() {
        let scene = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("tile")
            Color.green.frame(width: 20, height: 20).accessibilityIdentifier("tile").opacity(0.5)
        }
        .cornerRadius(4)
        .shadow(radius: 2, y: 1)
        let (graph, _) = host(scene, width: 40, height: 20)
        let svg = graph.svg()
        #expect(svg == host(scene, width: 40, height: 20).0.svg())
        // The clip is the 40×20 HStack's rounded rectangle: corners of radius 4.
        #expect(svg.contains("<clipPath id=\"clip1\"><path d=\"M4 0 L36 0 C38.209 0 40 1.791 40 4 L40 16"))
        #expect(svg.contains("<filter id=\"shadow1\""))
        #expect(svg.contains("<g clip-path=\"url(#clip1)\" filter=\"url(#shadow1)\"><path id=\"tile\" "))
        #expect(svg.contains("id=\"tile-2\""))
        #expect(svg.contains("fill=\"#34c759\" opacity=\"0.5\""))
    }

    @Test("numbers are rounded to three decimals without trailing zeros or negative zero")
    func numberFormat() {
        #expect(SVGFormat.number(CGFloat(1.23456)) == "1.235")
        #expect(SVGFormat.number(CGFloat(2.5)) == "2.5")
        #expect(SVGFormat.number(CGFloat(-0.0001)) == "0")
        #expect(SVGFormat.number(CGFloat.nan) == "0")
        #expect(SVGFormat.number(CGFloat(100)) == "100")
    }

    @Test("text content is escaped")
    func escaping() {
        let (graph, _) = host(Text(verbatim: "a<b & \"c\""))
        #expect(graph.svg().contains(">a&lt;b &amp; &quot;c&quot;</tspan>"))
    }

    @Test("an unknown symbol and a missing image draw a visible placeholder")
    func placeholders() {
        for view in [AnyView(Image(systemName: "no.such.symbol")), AnyView(Image("missing"))] {
            let (graph, _) = host(view)
            let items = graph.displayList().items
            #expect(items.count == 2)
            if case .path(_, _, _, let stroke) = items.last?.content { #expect(stroke != nil) } else { Issue.record("no outline") }
        }
    }

    @Test("every required symbol is built in and draws inside its box")
    func requiredSymbols() {
        let names = ["star.circle.fill", "star.fill", "heart.fill", "heart", "photo", "circle", "circle.fill",
                     "hand.tap", "arrow.up.and.down.and.arrow.left.and.right", "magnifyingglass"]
        for name in names {
            let symbol = SymbolCatalog.symbol(named: name)
            #expect(symbol != nil, "\(name)")
            if let symbol {
                let box = symbol.path.boundingRect
                #expect(box.minX >= 0 && box.minY >= 0 && box.maxX <= symbol.size.width && box.maxY <= symbol.size.height, "\(name)")
            }
        }
    }

    @Test("ring symbols leave their centre empty under the even-odd rule")
    func ringSymbolsHaveHoles() throws {
        let circle = try #require(SymbolCatalog.symbol(named: "circle"))
        #expect(circle.evenOdd)
        #expect(!circle.path.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(circle.path.contains(CGPoint(x: 50, y: 5), eoFill: true))
        let filled = try #require(SymbolCatalog.symbol(named: "circle.fill"))
        #expect(filled.path.contains(CGPoint(x: 50, y: 50)))
    }
}
