import Foundation
import Testing
@testable import TactileUI

/// `CGPath` / `CGMutablePath` as SwiftUI code reaches them (`Path.cgPath`, `Path(_:)`), and
/// `Path.currentPoint`, as Core Graphics and SwiftUI document them.
@MainActor
@Suite("CGPath and Path.currentPoint")
struct CGPathTests {
    @Test("a path walked through cgPath gives Core Graphics' elements and points, control points before the destination")
    func elementsRoundTrip() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 15, y: 0))
        path.addCurve(to: CGPoint(x: 0, y: 20), control1: CGPoint(x: 20, y: 20), control2: CGPoint(x: 5, y: 25))
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.cgPath.applyWithBlock { element in
            let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][element.pointee.type] ?? 0
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(seen.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(seen[2].1 == [CGPoint(x: 15, y: 0), CGPoint(x: 20, y: 10)])
        #expect(seen[3].1 == [CGPoint(x: 20, y: 20), CGPoint(x: 5, y: 25), CGPoint(x: 0, y: 20)])
        #expect(Path(path.cgPath) == path)
    }

    @Test("a mutable path built with transforms; its bounding box holds its control points, its path box only the outline")
    func mutablePath() {
        let mutable = CGMutablePath()
        mutable.move(to: CGPoint(x: 0, y: 0), transform: CGAffineTransform(translationX: 10, y: 10))
        mutable.addQuadCurve(to: CGPoint(x: 100, y: 10), control: CGPoint(x: 50, y: -40))
        #expect(mutable.currentPoint == CGPoint(x: 100, y: 10))
        #expect(mutable.boundingBox == CGRect(x: 10, y: -40, width: 90, height: 50))
        #expect(mutable.boundingBoxOfPath.minY > -40, "the curve does not reach its control point")
        #expect(!mutable.isEmpty && CGMutablePath().isEmpty)
    }

    @Test("currentPoint: nil when empty, the last destination, the subpath's start after a close")
    func currentPoint() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test("forEach visits every element in order, as a chart library sums a path's length")
    func forEachVisitsElementsInOrder() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 6, y: 0), control: CGPoint(x: 5, y: 5))
        path.closeSubpath()
        var visited: [Path.Element] = []
        path.forEach { visited.append($0) }
        #expect(visited == [.move(to: .zero), .line(to: CGPoint(x: 3, y: 4)),
                            .quadCurve(to: CGPoint(x: 6, y: 0), control: CGPoint(x: 5, y: 5)), .closeSubpath])
        var length: CGFloat = 0
        var point = CGPoint.zero
        path.forEach { element in
            if case .line(let to) = element { length += hypot(to.x - point.x, to.y - point.y); point = to }
        }
        #expect(length == 5)
    }
}
