import Foundation

extension Path {
    /// The part of the path between `fromFraction` and `toFraction` of its length (SwiftUI's
    /// `trimmedPath(from:to:)`): what `Shape.trim(from:to:)` draws.
    ///
    /// Invariants: fractions are clamped to 0…1, and `from >= to` (or a NaN) gives an empty path;
    /// length is measured along lines exactly and along curves by `PathTrimming.curveSamples`
    /// chords; a curve cut inside is split exactly at the parameter of that length (de Casteljau),
    /// so the pieces lie on the original curve; a closing segment counts as a line back to the
    /// subpath's start, and a subpath kept whole stays closed.
    public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
        guard !fromFraction.isNaN, !toFraction.isNaN else { return Path() }
        let from = min(1, max(0, fromFraction)), to = min(1, max(0, toFraction))
        guard from < to else { return Path() }
        if from == 0 && to == 1 { return self }
        let segments = PathTrimming.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let start = from * total, end = to * total
        var result = Path()
        var walked: CGFloat = 0
        var lastDrawn: Int?
        for (index, segment) in segments.enumerated() {
            defer { walked += segment.length }
            let segmentEnd = walked + segment.length
            guard segmentEnd > start, walked < end, segment.length > 0 else { continue }
            let t0 = start > walked ? segment.parameter(atLength: start - walked) : 0
            let t1 = end < segmentEnd ? segment.parameter(atLength: end - walked) : 1
            let piece = segment.piece(from: t0, to: t1)
            // A piece that does not carry on from the one drawn just before starts a subpath.
            if lastDrawn != index - 1 || segment.startsSubpath { result.move(to: piece.start) }
            if segment.isClosing && segment.subpathStartLength >= start && segmentEnd <= end {
                result.closeSubpath()
            } else {
                piece.append(to: &result)
            }
            lastDrawn = index
        }
        return result
    }
}

/// The measured pieces of a path that `trimmedPath(from:to:)` walks.
enum PathTrimming {
    /// Chords per curve when measuring its length (a quarter circle's length is then within 0.01 %).
    static let curveSamples = 32

    struct Segment {
        enum Kind { case line, quad(CGPoint), cubic(CGPoint, CGPoint) }
        let from: CGPoint
        let to: CGPoint
        let kind: Kind
        /// Cumulative chord lengths at `t = i / curveSamples` (curves only).
        let cumulative: [CGFloat]
        let length: CGFloat
        let isClosing: Bool
        let startsSubpath: Bool
        /// Where the subpath this segment belongs to starts along the whole path.
        let subpathStartLength: CGFloat

        func point(at t: CGFloat) -> CGPoint {
            let u = 1 - t
            switch kind {
            case .line:
                return CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            case .quad(let c):
                return CGPoint(x: u * u * from.x + 2 * u * t * c.x + t * t * to.x,
                               y: u * u * from.y + 2 * u * t * c.y + t * t * to.y)
            case .cubic(let c1, let c2):
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                return CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * to.x,
                               y: a * from.y + b * c1.y + c * c2.y + d * to.y)
            }
        }

        /// The parameter at which the segment has run `length` of its length.
        func parameter(atLength length: CGFloat) -> CGFloat {
            guard self.length > 0 else { return 0 }
            if case .line = kind { return min(1, max(0, length / self.length)) }
            // Past the last chord's total (rounding: `end - walked` can exceed the sum it came from).
            guard let upper = cumulative.firstIndex(where: { $0 >= length }) else { return 1 }
            guard upper > 0 else { return 0 }
            let below = cumulative[upper - 1], above = cumulative[upper]
            let within = above > below ? (length - below) / (above - below) : 0
            return (CGFloat(upper - 1) + within) / CGFloat(PathTrimming.curveSamples)
        }

        /// The part between parameters `t0` and `t1`, as an element drawn from its start.
        func piece(from t0: CGFloat, to t1: CGFloat) -> Piece {
            switch kind {
            case .line:
                return Piece(start: point(at: t0), end: point(at: t1), element: .line(to: point(at: t1)))
            case .quad(let c):
                let (p0, q, p2) = PathTrimming.subQuad(from, c, to, t0, t1)
                return Piece(start: p0, end: p2, element: .quadCurve(to: p2, control: q))
            case .cubic(let c1, let c2):
                let (p0, q1, q2, p3) = PathTrimming.subCubic(from, c1, c2, to, t0, t1)
                return Piece(start: p0, end: p3, element: .curve(to: p3, control1: q1, control2: q2))
            }
        }
    }

    struct Piece {
        let start: CGPoint
        let end: CGPoint
        let element: Path.Element

        func append(to path: inout Path) {
            switch element {
            case .line(let p): path.addLine(to: p)
            case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .move, .closeSubpath: break
            }
        }
    }

    static func segments(of path: Path) -> [Segment] {
        var segments: [Segment] = []
        var start = CGPoint.zero, current = CGPoint.zero
        var length: CGFloat = 0, subpathStartLength: CGFloat = 0
        var startsSubpath = true
        func add(_ to: CGPoint, _ kind: Segment.Kind, closing: Bool = false) {
            var cumulative: [CGFloat] = []
            var segmentLength: CGFloat
            if case .line = kind {
                segmentLength = hypot(to.x - current.x, to.y - current.y)
            } else {
                let probe = Segment(from: current, to: to, kind: kind, cumulative: [], length: 0, isClosing: false,
                                    startsSubpath: false, subpathStartLength: 0)
                cumulative.reserveCapacity(curveSamples + 1)
                cumulative.append(0)
                var previous = current
                segmentLength = 0
                for i in 1...curveSamples {
                    let p = probe.point(at: CGFloat(i) / CGFloat(curveSamples))
                    segmentLength += hypot(p.x - previous.x, p.y - previous.y)
                    cumulative.append(segmentLength)
                    previous = p
                }
            }
            segments.append(Segment(from: current, to: to, kind: kind, cumulative: cumulative, length: segmentLength,
                                    isClosing: closing, startsSubpath: startsSubpath, subpathStartLength: subpathStartLength))
            startsSubpath = false
            length += segmentLength
            current = to
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                start = p; current = p
                startsSubpath = true
                subpathStartLength = length
            case .line(let p): add(p, .line)
            case .quadCurve(let p, let c): add(p, .quad(c))
            case .curve(let p, let c1, let c2): add(p, .cubic(c1, c2))
            case .closeSubpath:
                add(start, .line, closing: true)
                startsSubpath = true
                subpathStartLength = length
            }
        }
        return segments
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The quadratic curve `p0 c p2` between parameters `t0` and `t1`, exactly (de Casteljau).
    static func subQuad(_ p0: CGPoint, _ c: CGPoint, _ p2: CGPoint, _ t0: CGFloat, _ t1: CGFloat) -> (CGPoint, CGPoint, CGPoint) {
        // Cut at t1 and keep the first part, then cut that at t0 / t1 and keep the second.
        let a = lerp(p0, c, t1), b = lerp(c, p2, t1), end = lerp(a, b, t1)
        guard t0 > 0, t1 > 0 else { return (p0, a, end) }
        let s = t0 / t1
        let a2 = lerp(p0, a, s), b2 = lerp(a, end, s), start = lerp(a2, b2, s)
        return (start, b2, end)
    }

    /// The cubic curve `p0 c1 c2 p3` between parameters `t0` and `t1`, exactly (de Casteljau).
    static func subCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint,
                         _ t0: CGFloat, _ t1: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        func split(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: CGFloat)
            -> (first: (CGPoint, CGPoint, CGPoint, CGPoint), second: (CGPoint, CGPoint, CGPoint, CGPoint)) {
            let a = lerp(p0, c1, t), b = lerp(c1, c2, t), c = lerp(c2, p3, t)
            let d = lerp(a, b, t), e = lerp(b, c, t), m = lerp(d, e, t)
            return ((p0, a, d, m), (m, e, c, p3))
        }
        let head = t1 < 1 ? split(p0, c1, c2, p3, t1).first : (p0, c1, c2, p3)
        guard t0 > 0, t1 > 0 else { return head }
        return split(head.0, head.1, head.2, head.3, t0 / t1).second
    }
}
