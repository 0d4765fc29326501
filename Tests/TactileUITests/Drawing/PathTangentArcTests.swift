import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Path.addArc(tangent1End:tangent2End:radius:transform:)` (SwiftUI, after CoreGraphics'
/// `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`): a line to the first tangent
/// point, then the arc tangent to both lines; collinear lines give a line to `tangent1End`. Used
/// for rounded corners of any angle (Mijick/PopupView builds its background this way).
@MainActor
@Suite("Drawing: Path.addArc(tangent1End:tangent2End:radius:)")
struct PathTangentArcTests {
    /// The points a path's elements end at, and every curve's control points.
    private func points(_ path: Path) -> (ends: [CGPoint], controls: [CGPoint]) {
        var ends: [CGPoint] = [], controls: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): ends.append(p)
            case .quadCurve(let p, let c): ends.append(p); controls.append(c)
            case .curve(let p, let c1, let c2): ends.append(p); controls += [c1, c2]
            case .closeSubpath: break
            }
        }
        return (ends, controls)
    }

    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test("a right-angle corner: a line to (80, 0), then a quarter circle about (80, 20) to (100, 20)")
    func rightAngleCorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let (ends, controls) = points(path)
        #expect(close(ends[0], .zero) && close(ends[1], CGPoint(x: 80, y: 0)) && close(ends.last!, CGPoint(x: 100, y: 20)))
        for end in ends.dropFirst(2) {
            #expect(abs(hypot(end.x - 80, end.y - 20) - 20) < 1e-9, "every arc point on the circle about (80, 20)")
        }
        #expect(controls.allSatisfy { $0.x >= 80 - 1e-9 && $0.x <= 100 + 1e-9 && $0.y >= -1e-9 && $0.y <= 20 + 1e-9 },
                "the quarter turn inside the corner, the shorter way round")
    }

    @Test("turning the other way draws the arc the other way round, still the shorter way")
    func leftTurn() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: -100), radius: 20)
        let (ends, controls) = points(path)
        #expect(close(ends[1], CGPoint(x: 80, y: 0)) && close(ends.last!, CGPoint(x: 100, y: -20)))
        #expect(controls.allSatisfy { $0.x >= 80 - 1e-9 && $0.y <= 1e-9 && $0.y >= -20 - 1e-9 })
    }

    @Test("collinear tangents, a zero radius and an empty path degrade as CoreGraphics does")
    func degenerateCases() {
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 50, y: 0))
        #expect(straight == line)
        var flat = Path()
        flat.move(to: .zero)
        flat.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 0)
        #expect(flat == line)
        var empty = Path()
        empty.addArc(tangent1End: CGPoint(x: 5, y: 6), tangent2End: CGPoint(x: 50, y: 50), radius: 10)
        var moved = Path()
        moved.move(to: CGPoint(x: 5, y: 6))
        #expect(empty == moved)
    }

    @Test("the transform maps the tangent points and the arc into the path's space")
    func transformed() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 10,
                    transform: CGAffineTransform(scaleX: 2, y: 2))
        var expected = Path()
        expected.move(to: .zero)
        expected.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let a = path.boundingRect, b = expected.boundingRect
        #expect(abs(a.maxX - b.maxX) < 1e-9 && abs(a.maxY - b.maxY) < 1e-9 && abs(a.maxX - 100) < 1e-9 && abs(a.maxY - 20) < 1e-9)
    }
}
