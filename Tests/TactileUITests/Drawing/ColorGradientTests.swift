import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Color.gradient` and `AnyGradient` (SwiftUI, iOS 16): "when used as a ShapeStyle, this type
/// draws a linear gradient with start-point [0.5, 0] and end-point [0.5, 1]" (Apple's
/// `AnyGradient` documentation); the colour's standard gradient runs from a lighter tint at the
/// top to the colour at the bottom (`LayoutDefaults.colorGradientHighlight`).
@MainActor
@Suite("Drawing: Color.gradient")
struct ColorGradientTests {
    @Test("a fill with Color.gradient is a vertical gradient from the lightened colour to the colour")
    func colorGradientFill() {
        let (graph, _) = host(Rectangle().fill(Color.red.gradient).frame(width: 100, height: 50), width: 100, height: 50)
        let svg = graph.svg()
        // systemRed (255, 59, 48) mixed 15 % towards white: (255, 88, 79).
        #expect(svg.contains(##"x1="50" y1="0" x2="50" y2="50"><stop offset="0" stop-color="#ff584f"/><stop offset="1" stop-color="#ff3b30"/>"##), "\(svg)")
    }

    @Test("ShapeStyle.opacity(_:) fades every stop of a gradient, and a plain style's colour")
    func shapeStyleOpacity() {
        let (graph, _) = host(Capsule().fill(Color.red.gradient.opacity(0.8)).frame(width: 100, height: 50), width: 100, height: 50)
        let svg = graph.svg()
        #expect(svg.contains(##"<stop offset="0" stop-color="#ff584f" stop-opacity="0.8"/><stop offset="1" stop-color="#ff3b30" stop-opacity="0.8"/>"##),
                Comment(rawValue: svg))
        let (plain, _) = host(Rectangle().fill(HierarchicalShapeStyle.primary.opacity(0.5)).frame(width: 10, height: 10), width: 10, height: 10)
        #expect(plain.svg().contains(##"fill="#000000" fill-opacity="0.5""##), Comment(rawValue: plain.svg()))
    }

    @Test("ImagePaint draws a flat colour here: a named image's missing-asset grey, a symbol's foreground colour")
    func imagePaintIsFlat() {
        let (named, _) = host(Capsule().strokeBorder(ImagePaint(image: Image("Example"), scale: 0.5), lineWidth: 4)
            .frame(width: 60, height: 30), width: 60, height: 30)
        #expect(named.svg().contains(##"stroke="#808080""##), Comment(rawValue: named.svg()))
        let (symbol, _) = host(Rectangle().fill(.image(Image(systemName: "heart"))).foregroundStyle(Color.red)
            .frame(width: 10, height: 10), width: 10, height: 10)
        #expect(symbol.svg().contains(##"fill="#ff3b30""##), Comment(rawValue: symbol.svg()))
    }

    @Test("AnyGradient(gradient) draws exactly as a top-to-bottom LinearGradient of the same stops")
    func anyGradientIsTopToBottom() {
        let gradient = Gradient(colors: [.green, .blue, .yellow])
        let (any, _) = host(Rectangle().fill(AnyGradient(gradient)).frame(width: 40, height: 80), width: 40, height: 80)
        let (linear, _) = host(Rectangle().fill(LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom))
            .frame(width: 40, height: 80), width: 40, height: 80)
        #expect(any.svg() == linear.svg())
    }

    @Test("`.background(.red.gradient)` as SwiftUI code writes it fills the background with the gradient")
    func implicitMemberBackground() {
        let (graph, _) = host(Text("Tap Me").padding(20).background(.red.gradient), width: 200, height: 100)
        #expect(graph.svg().contains(##"stop-color="#ff584f""##))
    }
}
