import Foundation

/// The outline of a 2D shape (SwiftUI's `Path`): moves, lines, quadratic and cubic curves and
/// closes. Arcs and ellipses are stored as cubic Bézier segments.
///
/// Invariant: every element's points are finite; elements with non-finite points are dropped
/// on the way in, so a path built from bad input draws less, never crashes.
public struct Path: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element of the path, in order (SwiftUI's `forEach(_:)`): a
    /// `closeSubpath` as written, curves with their control points as added.
    public func forEach(_ body: (Path.Element) -> Void) {
        for element in elements { body(element) }
    }

    /// The last point of the path: the end of its last element, or the start of the subpath a
    /// `closeSubpath` closed; nil for an empty path (SwiftUI's `currentPoint`). Read from the end,
    /// so building a path point by point stays linear.
    public var currentPoint: CGPoint? {
        var closing = false
        for element in elements.reversed() {
            switch element {
            case .move(let p): return p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): if !closing { return p }
            case .closeSubpath: closing = true
            }
        }
        return nil
    }

    /// Appends `element` when all its points are finite. Fixed arities, not a variadic list:
    /// a variadic argument is a new array per element, and hit testing builds a path per view.
    private mutating func append(_ element: Element, _ p: CGPoint, _ q: CGPoint? = nil, _ r: CGPoint? = nil) {
        guard p.isFinite, q?.isFinite ?? true, r?.isFinite ?? true else { return }
        elements.append(element)
    }

    public mutating func move(to p: CGPoint) { append(.move(to: p), p) }

    public mutating func addLine(to p: CGPoint) {
        if elements.isEmpty { move(to: p) } else { append(.line(to: p), p) }
    }

    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if elements.isEmpty { move(to: p) } else { append(.quadCurve(to: p, control: control), p, control) }
    }

    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { move(to: p) } else { append(.curve(to: p, control1: control1, control2: control2), p, control1, control2) }
    }

    public mutating func closeSubpath() {
        if !elements.isEmpty { elements.append(.closeSubpath) }
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        elements.reserveCapacity(elements.count + 5)
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds an ellipse inscribed in `rect`, clockwise from the right-most point (4 cubic arcs).
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        addArcSegments(center: CGPoint(x: r.midX, y: r.midY), radii: CGSize(width: r.width / 2, height: r.height / 2),
                       start: 0, end: 2 * .pi, moveFirst: true)
        closeSubpath()
    }

    /// Adds a rounded rectangle; corner radii are clamped to half the sides. Both corner styles
    /// are drawn as circular corners (the continuous curve differs by under a point at usual radii).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let rx = min(max(0, cornerSize.width), r.width / 2), ry = min(max(0, cornerSize.height), r.height / 2)
        guard rx > 0, ry > 0 else { addRect(r); return }
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addArcSegments(center: CGPoint(x: r.maxX - rx, y: r.minY + ry), radii: CGSize(width: rx, height: ry), start: -.pi / 2, end: 0, moveFirst: false)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addArcSegments(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), radii: CGSize(width: rx, height: ry), start: 0, end: .pi / 2, moveFirst: false)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addArcSegments(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), radii: CGSize(width: rx, height: ry), start: .pi / 2, end: .pi, moveFirst: false)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addArcSegments(center: CGPoint(x: r.minX + rx, y: r.minY + ry), radii: CGSize(width: rx, height: ry), start: .pi, end: 1.5 * .pi, moveFirst: false)
        closeSubpath()
    }

    /// Adds a circular arc (SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`).
    /// `clockwise` is in SwiftUI's flipped coordinates: `true` sweeps with decreasing angles.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var end = endAngle.radians
        let start = startAngle.radians
        if clockwise { while end > start { end -= 2 * .pi } } else { while end < start { end += 2 * .pi } }
        addArcSegments(center: center, radii: CGSize(width: radius, height: radius), start: start, end: end, moveFirst: elements.isEmpty, lineToStart: true)
    }

    /// Adds an arc of radius `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End` (SwiftUI's and CoreGraphics'
    /// `addArc(tangent1End:tangent2End:radius:transform:)`): a line from the current point to the
    /// first tangent point, then the arc (the shorter way round) to the second; the path ends there.
    /// The points are in the space `transform` maps into the path's, as CoreGraphics takes them.
    /// When the two lines are collinear, a point coincides or the radius is not positive, it adds
    /// a line to `tangent1End`, as CoreGraphics does; on an empty path it moves to `tangent1End` first.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        let p0 = current.applying(transform.inverted())
        let (p1, p2) = (tangent1End, tangent2End)
        func unit(_ a: CGPoint, _ b: CGPoint) -> CGVector? {
            let (dx, dy) = (a.x - b.x, a.y - b.y)
            let length = (dx * dx + dy * dy).squareRoot()
            return length > 0 && length.isFinite ? CGVector(dx: dx / length, dy: dy / length) : nil
        }
        guard radius > 0, let v1 = unit(p0, p1), let v2 = unit(p2, p1) else {
            addLine(to: tangent1End.applying(transform))
            return
        }
        let cosine = max(-1, min(1, v1.dx * v2.dx + v1.dy * v2.dy))
        let theta = acos(cosine)
        guard sin(theta) > 1e-9 else {
            addLine(to: tangent1End.applying(transform))
            return
        }
        let toTangent = radius / tan(theta / 2)
        let toCenter = radius / sin(theta / 2)
        let bisector = CGVector(dx: v1.dx + v2.dx, dy: v1.dy + v2.dy)
        let bisectorLength = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
        let center = CGPoint(x: p1.x + bisector.dx / bisectorLength * toCenter, y: p1.y + bisector.dy / bisectorLength * toCenter)
        let t1 = CGPoint(x: p1.x + v1.dx * toTangent, y: p1.y + v1.dy * toTangent)
        let t2 = CGPoint(x: p1.x + v2.dx * toTangent, y: p1.y + v2.dy * toTangent)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        var arc = Path()
        arc.move(to: p0)
        arc.addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(start + sweep), clockwise: sweep < 0)
        elements += arc.applying(transform).elements.dropFirst()
    }

    /// Cubic approximation of an elliptical arc, in segments of at most 90°.
    private mutating func addArcSegments(center: CGPoint, radii: CGSize, start: Double, end: Double, moveFirst: Bool, lineToStart: Bool = false) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
        }
        let first = point(start)
        if moveFirst { move(to: first) } else if lineToStart { addLine(to: first) }
        let sweep = end - start
        guard sweep.isFinite, sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        for index in 0..<count {
            let a0 = start + Double(index) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: p0.x - k * radii.width * sin(a0), y: p0.y + k * radii.height * cos(a0))
            let c2 = CGPoint(x: p1.x + k * radii.width * sin(a1), y: p1.y - k * radii.height * cos(a1))
            addCurve(to: p1, control1: c1, control2: c2)
        }
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2): .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return result
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The path as closed polygons, curves flattened into `segmentsPerCurve` lines each.
    package func polygons(segmentsPerCurve: Int = 16) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func flush() { if current.count > 1 { polygons.append(current) }; current = [] }
        for element in elements {
            switch element {
            case .move(let p): flush(); current = [p]
            case .line(let p): current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                for i in 1...segmentsPerCurve {
                    let t = Double(i) / Double(segmentsPerCurve), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current.last ?? p
                for i in 1...segmentsPerCurve {
                    let t = Double(i) / Double(segmentsPerCurve), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath: flush()
            }
        }
        flush()
        return polygons
    }

    /// The smallest rectangle containing every point of the flattened path (`.null` when empty).
    public var boundingRect: CGRect {
        let points = polygons().flatMap { $0 }
        guard let first = points.first else { return .null }
        return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// Whether `point` is inside the path, with the non-zero winding rule or, when `eoFill`, the
    /// even-odd rule (SwiftUI's `contains(_:eoFill:)`).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in polygons() {
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

/// How the corners of a rounded rectangle are drawn (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular
    case continuous
}
