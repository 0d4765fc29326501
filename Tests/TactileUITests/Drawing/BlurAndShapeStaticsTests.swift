import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `blur(radius:opaque:)` and the iOS 17 shape statics (`.circle`, `.rect(cornerRadius:)`…).
@MainActor
@Suite("Drawing: blur and shape statics")
struct BlurAndShapeStaticsTests {
    @Test("blur(radius:) wraps what the view draws in an SVG Gaussian blur of stdDeviation radius/2, fading past the edges")
    func blurFilter() {
        let (graph, _) = host(Color.red.frame(width: 20, height: 20).blur(radius: 6), width: 20, height: 20)
        let svg = graph.svg()
        #expect(svg.contains("<filter id=\"blur1\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"3\"/></filter>"))
        #expect(svg.contains("<g filter=\"url(#blur1)\"><path d=\"M0 0 L20 0 L20 20 L0 20 Z\" fill=\"#ff3b30\"/></g>"))
    }

    @Test("an opaque blur keeps its filter region to the bounds and duplicates the edges")
    func opaqueBlur() {
        let svg = host(Color.red.frame(width: 20, height: 20).blur(radius: 4, opaque: true), width: 20, height: 20).0.svg()
        #expect(svg.contains("<filter id=\"blur1\" x=\"0%\" y=\"0%\" width=\"100%\" height=\"100%\"><feGaussianBlur stdDeviation=\"2\" edgeMode=\"duplicate\"/></filter>"))
    }

    @Test("nested blurs compose like Gaussians: radii add in quadrature (3 inside 4 is 5)")
    func nestedBlur() {
        let svg = host(Color.red.frame(width: 20, height: 20).blur(radius: 3).blur(radius: 4), width: 20, height: 20).0.svg()
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"2.5\"/>"))
        #expect(!svg.contains("url(#blur2)"), "one filter for the one drawn item")
    }

    @Test("a blur of radius zero, negative or NaN draws nothing extra; blur changes neither layout nor hit testing")
    func noBlurAndLayout() {
        for radius in [0, -3, CGFloat.nan] {
            #expect(!host(Color.red.frame(width: 20, height: 20).blur(radius: radius)).0.svg().contains("filter"))
        }
        let tapped = Flag()
        let host = ViewHost(Color.red.frame(width: 20, height: 20).blur(radius: 8).accessibilityIdentifier("tile")
            .onTapGesture { tapped.value = true }, canvasSize: CGSize(width: 20, height: 20))
        #expect(host.view("tile").globalFrame == CGRect(x: 0, y: 0, width: 20, height: 20))
        host.tap(on: "tile")
        #expect(tapped.value)
    }

    @Test("the shape statics make the shapes SwiftUI's statics name")
    func statics() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        func same<A: Shape, B: Shape>(_ a: A, _ b: B) -> Bool { a.path(in: rect) == b.path(in: rect) }
        #expect(same(.circle as Circle, Circle()))
        #expect(same(.rect as Rectangle, Rectangle()))
        #expect(same(.capsule as Capsule, Capsule()))
        #expect(same(.ellipse as Ellipse, Ellipse()))
        #expect(same(.rect(cornerRadius: 5) as RoundedRectangle, RoundedRectangle(cornerRadius: 5, style: .continuous)))
        #expect(same(.rect(cornerRadii: .init(topLeading: 4)) as UnevenRoundedRectangle, UnevenRoundedRectangle(topLeadingRadius: 4)))
        // They type-check where SwiftUI code uses them.
        let svg = host(Color.red.frame(width: 40, height: 40).clipShape(.circle)
            .background(.blue, in: .rect(cornerRadius: 8)).contentShape(.rect)).0.svg()
        #expect(svg.contains("<clipPath id=\"clip1\">"))
    }

    @Test("UnevenRoundedRectangle rounds only the corners given a radius, each clamped to half the shorter side")
    func unevenCorners() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(UnevenRoundedRectangle().path(in: rect).boundingRect == rect)
        let shape = UnevenRoundedRectangle(topLeadingRadius: 50, bottomTrailingRadius: 4)
        let path = shape.path(in: rect)
        #expect(path.boundingRect == rect)
        // Top-leading radius clamps to 10: the corner point itself is outside, (10, 10)'s
        // neighbourhood inside; the square top-trailing and bottom-leading corners are inside.
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 10, y: 2)))
        #expect(path.contains(CGPoint(x: 39.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 0.5, y: 19.5)))
        #expect(!path.contains(CGPoint(x: 39.8, y: 19.8)), "bottom-trailing is rounded by 4")
    }
}

/// A flag a view's action sets (a class so an escaping closure can set it).
@MainActor
final class Flag {
    var value = false
}
