import Foundation

/// Turns polylines into the polygons a stroke covers, filled together with the non-zero rule.
///
/// Each segment becomes a rectangle `lineWidth` wide; each interior corner (and the closing
/// corner of a closed contour) gets its join — a circle (`round`), the triangle between the two
/// rectangles' outer corners (`bevel`), or that triangle extended to the outer edges' meeting
/// point (`miter`, when the miter is at most `miterLimit` × `lineWidth / 2` long, else a bevel,
/// as SVG and Core Graphics define it); each end of an open contour gets its cap — nothing
/// (`butt`), a half-square (`square`) or a circle (`round`). A contour of one repeated point is a
/// dot for round and square caps. Dashes (`dash`, `dashPhase`) first cut contours into open
/// pieces along their length.
///
/// Invariant: every polygon is oriented with positive signed area, so overlapping pieces add
/// to the winding number and never cancel: the non-zero fill of the pieces is their union.
package enum PathStroker {
    package static func polygons(of contours: [RasterContour], style: StrokeStyle, circleSegments: Int) -> [[RasterPoint]] {
        let halfWidth = Double(style.lineWidth) / 2
        guard halfWidth > 0, halfWidth.isFinite else { return [] }
        let circle = unitCircle(segments: circleSegments)
        var polygons: [[RasterPoint]] = []
        for contour in dashed(contours, style: style) {
            stroke(contour, halfWidth: halfWidth, style: style, circle: circle, into: &polygons)
        }
        return polygons
    }

    /// Sides of the polygon standing for a round cap's or join's circle of `radius` (device
    /// pixels): enough that its chords stay within `configuration.circleTolerance` of the circle
    /// (a circle of radius r in n segments is off by r·(1 − cos(π/n)) ≈ r·π²/(2n²)), at least
    /// `minimumCircleSegments`, at most 256.
    package static func circleSegments(radius: Double, configuration: RasterConfiguration) -> Int {
        max(configuration.minimumCircleSegments,
            Int(min(256, (Double.pi * (radius / (2 * configuration.circleTolerance)).squareRoot()).rounded(.up))))
    }

    /// The vertices of a regular polygon with `segments` sides and the area of the unit circle
    /// (radius √(2π / (n·sin(2π/n))), just over 1), so a round cap or join covers the area a
    /// circle does. Angles from `RasterMath` (not libm).
    package static func unitCircle(segments: Int) -> [RasterPoint] {
        let n = max(8, segments)
        let step = 2 * Double.pi / Double(n)
        let radius = (step / RasterMath.sine(step)).squareRoot()
        return (0..<n).map { index in
            let (s, c) = RasterMath.sincos(step * Double(index))
            return RasterPoint(x: c * radius, y: s * radius)
        }
    }

    private static func stroke(_ contour: RasterContour, halfWidth: Double, style: StrokeStyle, circle: [RasterPoint],
                               into polygons: inout [[RasterPoint]]) {
        // Consecutive duplicates carry no direction.
        var points: [RasterPoint] = []
        for point in contour.points where points.last != point { points.append(point) }
        if contour.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        guard let first = points.first else { return }
        if points.count == 1 {
            switch style.lineCap {
            case .butt: break
            case .round: polygons.append(disc(at: first, radius: halfWidth, circle: circle))
            case .square:
                polygons.append(oriented([RasterPoint(x: first.x - halfWidth, y: first.y - halfWidth),
                                          RasterPoint(x: first.x + halfWidth, y: first.y - halfWidth),
                                          RasterPoint(x: first.x + halfWidth, y: first.y + halfWidth),
                                          RasterPoint(x: first.x - halfWidth, y: first.y + halfWidth)]))
            }
            return
        }
        let closed = contour.isClosed && points.count > 2
        let segmentCount = closed ? points.count : points.count - 1
        var directions: [RasterPoint] = []
        directions.reserveCapacity(segmentCount)
        for index in 0..<segmentCount {
            let a = points[index], b = points[(index + 1) % points.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            directions.append(RasterPoint(x: dx / length, y: dy / length))
            let n = RasterPoint(x: -dy / length * halfWidth, y: dx / length * halfWidth)
            polygons.append(oriented([RasterPoint(x: a.x + n.x, y: a.y + n.y), RasterPoint(x: b.x + n.x, y: b.y + n.y),
                                      RasterPoint(x: b.x - n.x, y: b.y - n.y), RasterPoint(x: a.x - n.x, y: a.y - n.y)]))
        }
        // Joins: at every interior point, and at the start of a closed contour.
        let joinIndices = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
        for index in joinIndices {
            let incoming = directions[(index - 1 + segmentCount) % segmentCount]
            let outgoing = directions[index % segmentCount]
            join(at: points[index], incoming: incoming, outgoing: outgoing, halfWidth: halfWidth, style: style,
                 circle: circle, into: &polygons)
        }
        guard !closed else { return }
        cap(at: points[0], direction: RasterPoint(x: -directions[0].x, y: -directions[0].y), halfWidth: halfWidth,
            cap: style.lineCap, circle: circle, into: &polygons)
        cap(at: points[points.count - 1], direction: directions[segmentCount - 1], halfWidth: halfWidth,
            cap: style.lineCap, circle: circle, into: &polygons)
    }

    /// The cap at `point` of a contour leaving it in `direction` (pointing outward).
    private static func cap(at point: RasterPoint, direction u: RasterPoint, halfWidth: Double, cap: CGLineCap,
                            circle: [RasterPoint], into polygons: inout [[RasterPoint]]) {
        switch cap {
        case .butt: return
        case .round: polygons.append(disc(at: point, radius: halfWidth, circle: circle))
        case .square:
            let n = RasterPoint(x: -u.y * halfWidth, y: u.x * halfWidth)
            let e = RasterPoint(x: u.x * halfWidth, y: u.y * halfWidth)
            polygons.append(oriented([RasterPoint(x: point.x + n.x, y: point.y + n.y),
                                      RasterPoint(x: point.x + n.x + e.x, y: point.y + n.y + e.y),
                                      RasterPoint(x: point.x - n.x + e.x, y: point.y - n.y + e.y),
                                      RasterPoint(x: point.x - n.x, y: point.y - n.y)]))
        }
    }

    private static func join(at v: RasterPoint, incoming u1: RasterPoint, outgoing u2: RasterPoint, halfWidth: Double,
                             style: StrokeStyle, circle: [RasterPoint], into polygons: inout [[RasterPoint]]) {
        let cross = u1.x * u2.y - u1.y * u2.x
        let dot = u1.x * u2.x + u1.y * u2.y
        if abs(cross) < 1e-12, dot > 0 { return }
        if style.lineJoin == .round {
            polygons.append(disc(at: v, radius: halfWidth, circle: circle))
            return
        }
        // The outer side is the one the path turns away from.
        let side = cross > 0 ? -1.0 : 1.0
        let n1 = RasterPoint(x: -u1.y * side, y: u1.x * side), n2 = RasterPoint(x: -u2.y * side, y: u2.x * side)
        let a = RasterPoint(x: v.x + n1.x * halfWidth, y: v.y + n1.y * halfWidth)
        let b = RasterPoint(x: v.x + n2.x * halfWidth, y: v.y + n2.y * halfWidth)
        let sum = RasterPoint(x: n1.x + n2.x, y: n1.y + n2.y)
        let sumSquared = sum.x * sum.x + sum.y * sum.y
        // Miter length over half the width is 1/cos(turn/2) = 2/|n1 + n2|.
        if style.lineJoin == .miter, sumSquared > 0, 2 / sumSquared.squareRoot() <= Double(style.miterLimit) {
            let scale = 2 * halfWidth / sumSquared
            let m = RasterPoint(x: v.x + sum.x * scale, y: v.y + sum.y * scale)
            polygons.append(oriented([v, a, m, b]))
        } else {
            polygons.append(oriented([v, a, b]))
        }
    }

    private static func disc(at center: RasterPoint, radius: Double, circle: [RasterPoint]) -> [RasterPoint] {
        oriented(circle.map { RasterPoint(x: center.x + $0.x * radius, y: center.y + $0.y * radius) })
    }

    /// `polygon` with positive signed area (reversed when negative).
    package static func oriented(_ polygon: [RasterPoint]) -> [RasterPoint] {
        var area = 0.0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }

    /// The contours cut into dashes: `dash` lengths alternate on and off, starting `dashPhase`
    /// into the pattern. No cutting when the pattern is empty, has a negative or non-finite
    /// length, or sums to zero (SVG renders such a stroke solid).
    package static func dashed(_ contours: [RasterContour], style: StrokeStyle) -> [RasterContour] {
        let pattern = style.dash.map(Double.init)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return contours }
        // An odd pattern repeats twice so that on and off alternate (SVG).
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return contours }
        var result: [RasterContour] = []
        for contour in contours {
            var points = contour.points
            if contour.isClosed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            var phase = Double(style.dashPhase).truncatingRemainder(dividingBy: total)
            if phase < 0 || !phase.isFinite { phase = phase.isFinite ? phase + total : 0 }
            var index = 0
            while phase >= lengths[index] { phase -= lengths[index]; index = (index + 1) % lengths.count }
            var remaining = lengths[index] - phase
            var on = index % 2 == 0
            var piece: [RasterPoint] = on ? [points[0]] : []
            for segment in 0..<(points.count - 1) {
                var a = points[segment]
                let b = points[segment + 1]
                var length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                while length > remaining {
                    let t = remaining / length
                    let cut = RasterPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on {
                        piece.append(cut)
                        result.append(RasterContour(points: piece, isClosed: false))
                        piece = []
                    } else {
                        piece = [cut]
                    }
                    on.toggle()
                    length -= remaining
                    a = cut
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                }
                remaining -= length
                if on { piece.append(b) }
            }
            if on, piece.count > 1 { result.append(RasterContour(points: piece, isClosed: false)) }
        }
        return result
    }
}
