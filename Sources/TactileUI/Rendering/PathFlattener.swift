import Foundation

/// Replaces a path's curves by line segments.
///
/// A quadratic curve is split into `n = ⌈√(|p₀ − 2c + p₁| / 4tol)⌉` equal steps of its parameter
/// and a cubic into `n = ⌈√(0.75 · max second difference / tol)⌉`: the chord error of a step
/// is at most an eighth of the curve's second derivative over the step, so each polyline lies
/// within `tolerance` of its curve. `n` is capped at `maximumSegments`.
///
/// Invariant: points are transformed first (an affine map takes a Bézier curve to the Bézier
/// curve of the mapped control points), so the tolerance is in the output's units.
package enum PathFlattener {
    package static func contours(of path: Path, transform: CGAffineTransform, tolerance: Double,
                                 maximumSegments: Int) -> [RasterContour] {
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        func map(_ p: CGPoint) -> RasterPoint {
            RasterPoint(x: Double(transform.a * p.x + transform.c * p.y + transform.tx),
                        y: Double(transform.b * p.x + transform.d * p.y + transform.ty))
        }
        func steps(_ secondDifference: Double, _ factor: Double) -> Int {
            guard secondDifference.isFinite else { return 1 }
            let n = (factor * secondDifference / tolerance).squareRoot().rounded(.up)
            return n.isFinite ? max(1, min(maximumSegments, Int(n))) : maximumSegments
        }
        func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }

        var contours: [RasterContour] = []
        var current: [RasterPoint] = []
        // Where drawing continues after a close: the closed subpath's start, as in Core Graphics.
        var reopen: RasterPoint?
        func finish(closed: Bool) {
            // A lone move draws nothing (SVG and Core Graphics agree); a zero-length line does.
            if current.count > 1 { contours.append(RasterContour(points: current, isClosed: closed)) }
            current = []
        }
        func resume() {
            if current.isEmpty, let start = reopen { current = [start] }
            reopen = nil
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                reopen = nil
                current = [map(p)]
            case .line(let p):
                resume()
                current.append(map(p))
            case .quadCurve(let p, let c):
                resume()
                guard let p0 = current.last else { current = [map(p)]; continue }
                let p1 = map(c), p2 = map(p)
                let n = steps(length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y), 0.25)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(i == n ? p2 : RasterPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                                                             y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
                }
            case .curve(let p, let c1, let c2):
                resume()
                guard let p0 = current.last else { current = [map(p)]; continue }
                let p1 = map(c1), p2 = map(c2), p3 = map(p)
                let dd = max(length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                             length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                let n = steps(dd, 0.75)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(i == n ? p3 : RasterPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                                                             y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
            case .closeSubpath:
                if let start = current.first { reopen = start }
                finish(closed: true)
            }
        }
        finish(closed: false)
        return contours
    }
}
