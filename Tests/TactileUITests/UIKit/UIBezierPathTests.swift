import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `UIBezierPath` as SwiftUI shapes use it: built in UIKit's coordinates and returned as
/// `Path(bezierPath.cgPath)`, then drawn and hit-tested as any path (S-66).
@MainActor
@Suite("UIKit: UIBezierPath in SwiftUI shapes")
struct UIBezierPathTests {
    /// The idiom of many apps: a rectangle with only some corners rounded.
    struct RoundedCorner: Shape {
        var radius: CGFloat
        var corners: UIRectCorner
        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
            return Path(path.cgPath)
        }
    }

    struct Card: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Color.orange
                    .frame(width: 200, height: 100)
                    .clipShape(RoundedCorner(radius: 40, corners: [.topLeft, .topRight]))
                    .contentShape(RoundedCorner(radius: 40, corners: [.topLeft, .topRight]))
                    .accessibilityIdentifier("card")
                    .onTapGesture { taps += 1 }
                Text("\(taps)").accessibilityIdentifier("taps")
            }
        }
    }

    @Test("S-66: a card whose top corners are rounded with UIBezierPath is not hit in a rounded-off corner, and is in a square one")
    func roundedCornersHit() {
        let host = ViewHost(Card(), canvasSize: CGSize(width: 300, height: 300))
        host.tap(on: "card", at: UnitPoint(x: 0.02, y: 0.03), reportingMisses: false)
        #expect(host.view("taps").text == "0", "the top-left corner is rounded off")
        host.tap(on: "card", at: UnitPoint(x: 0.02, y: 0.97))
        #expect(host.view("taps").text == "1", "the bottom-left corner is square")
    }

    @Test("byRoundingCorners rounds only the named corners, by the radii's width, at most half the shorter side")
    func roundingCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let top = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 30))
        #expect(!top.contains(CGPoint(x: 1, y: 1)) && !top.contains(CGPoint(x: 99, y: 1)))
        #expect(top.contains(CGPoint(x: 1, y: 39)) && top.contains(CGPoint(x: 99, y: 39)))
        #expect(top.contains(CGPoint(x: 4, y: 5)), "a 10-pt corner, not a 30-pt one: the height of the radii is not used")
        let pill = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 500, height: 500))
        #expect(pill.contains(CGPoint(x: 20, y: 1)) && !pill.contains(CGPoint(x: 3, y: 3)), "clamped to 20: a capsule")
        #expect(pill.bounds == rect)
    }

    @Test("clockwise is clockwise on screen: a quarter arc from 0 to π/2 clockwise runs through the bottom right, anticlockwise the long way round")
    func arcDirection() {
        let center = CGPoint(x: 50, y: 50)
        let short = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(short.bounds.minX - 50) < 0.01 && abs(short.bounds.maxY - 60) < 0.01 && abs(short.bounds.minY - 50) < 0.01)
        let long = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(long.bounds.minX - 40) < 0.01 && abs(long.bounds.minY - 40) < 0.01, "three quarters, through the top and the left")
    }

    @Test("a path built point by point keeps its elements through cgPath, and drawing calls without a graphics context draw nothing")
    func builtPointByPoint() {
        let bezier = UIBezierPath()
        bezier.move(to: CGPoint(x: 0, y: 0))
        bezier.addLine(to: CGPoint(x: 10, y: 0))
        bezier.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 15, y: 10))
        bezier.addQuadCurve(to: CGPoint(x: 0, y: 10), controlPoint: CGPoint(x: 5, y: 15))
        bezier.close()
        UIColor(red: 0, green: 0, blue: 0, alpha: 1).setFill()
        bezier.fill()
        bezier.stroke()
        let path = Path(bezier.cgPath)
        #expect(path.elements == [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
                                  .curve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 15, y: 0), control2: CGPoint(x: 15, y: 10)),
                                  .quadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 5, y: 15)), .closeSubpath])
        #expect(bezier.currentPoint == CGPoint(x: 0, y: 0), "a closed subpath ends where it began")
        bezier.apply(CGAffineTransform(translationX: 5, y: 0))
        #expect(bezier.bounds.minX == 5)
    }

    @Test("reversing traces each subpath the other way: an open one from its end, a closed one back along its closing line first")
    func reversing() {
        let open = UIBezierPath()
        open.move(to: CGPoint(x: 0, y: 0))
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 12, y: 0), controlPoint2: CGPoint(x: 20, y: 8))
        #expect(Path(open.reversing().cgPath).elements == [
            .move(to: CGPoint(x: 20, y: 10)),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 20, y: 8), control2: CGPoint(x: 12, y: 0)),
            .line(to: CGPoint(x: 0, y: 0)),
        ])
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).reversing()
        #expect(Path(square.cgPath).elements == [
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 10, y: 10)),
            .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 0, y: 0)), .closeSubpath,
        ])
        #expect(square.contains(CGPoint(x: 5, y: 5)))
    }

    @Test("a copy keeps the outline and the stroke attributes and is independent of the original")
    func copying() throws {
        let original = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        original.lineWidth = 3
        original.lineCapStyle = .round
        let copy = try #require(original.copy() as? UIBezierPath)
        original.removeAllPoints()
        #expect(original.isEmpty && !copy.isEmpty && copy.lineWidth == 3 && copy.lineCapStyle == .round)
    }
}
