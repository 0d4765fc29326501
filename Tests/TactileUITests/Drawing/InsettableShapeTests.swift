import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `InsettableShape` and `strokeBorder` (SwiftUI): the stroke lies entirely inside the shape's
/// bounds — the shape inset by half the line width, stroked — and a rounded rectangle's inset
/// keeps its outline parallel (corner radius reduced by the inset), as SwiftUI draws it.
@MainActor
@Suite("Drawing: InsettableShape and strokeBorder")
struct InsettableShapeTests {
    @Test("strokeBorder draws the rectangle inset by half the line width, so the line's outer edge is the bounds")
    func strokeBorderInsideBounds() {
        let (graph, _) = host(Rectangle().strokeBorder(Color.red, lineWidth: 10).frame(width: 100, height: 50), width: 100, height: 50)
        let svg = graph.svg()
        #expect(svg.contains(#"d="M5 5 L95 5 L95 45 L5 45 Z""#), "\(svg)")
        #expect(svg.contains(#"stroke-width="10""#))
        let (plain, _) = host(Rectangle().stroke(Color.red, lineWidth: 10).frame(width: 100, height: 50), width: 100, height: 50)
        #expect(plain.svg().contains(#"d="M0 0 L100 0 L100 50 L0 50 Z""#), "stroke, unlike strokeBorder, is centred on the edge")
    }

    @Test("a rounded rectangle's inset reduces its corner radius by the inset, never below zero")
    func roundedRectangleInset() {
        let shape = RoundedRectangle(cornerRadius: 12, style: .circular)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        #expect(shape.inset(by: 4).path(in: rect) == RoundedRectangle(cornerRadius: 8, style: .circular).path(in: rect.insetBy(dx: 4, dy: 4)))
        #expect(shape.inset(by: 20).path(in: rect) == Rectangle().path(in: rect.insetBy(dx: 20, dy: 20)))
        #expect(shape.inset(by: 2).inset(by: 2).path(in: rect) == shape.inset(by: 4).path(in: rect), "insets add up")
    }

    @Test("a circle's inset is the circle of the inset rectangle; an inset past the middle draws nothing")
    func circleInset() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(Circle().inset(by: 5).path(in: rect) == Circle().path(in: CGRect(x: 5, y: 5, width: 30, height: 30)))
        #expect(Circle().inset(by: 25).path(in: rect).isEmpty)
    }

    /// A custom insettable shape in the style of SwiftUI tutorials (an arc keeping an inset amount).
    struct Arc: InsettableShape {
        var insetAmount: CGFloat = 0
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
                        startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
            return path
        }
        func inset(by amount: CGFloat) -> some InsettableShape {
            var arc = self
            arc.insetAmount += amount
            return arc
        }
    }

    @Test("a custom InsettableShape's strokeBorder draws through its own inset(by:)")
    func customShape() {
        let (graph, _) = host(Arc().strokeBorder(Color.blue, lineWidth: 20).frame(width: 100, height: 100), width: 100, height: 100)
        let (expected, _) = host(Arc(insetAmount: 10).stroke(Color.blue, lineWidth: 20).frame(width: 100, height: 100), width: 100, height: 100)
        #expect(graph.svg() == expected.svg())
    }
}
