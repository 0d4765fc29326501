import Foundation

/// What fills a coverage mask: one colour, or a gradient evaluated at each pixel's centre.
///
/// A gradient is laid out as the SVG renderer lays it out (`SVGGradient`): unit points in the
/// item's drawn bounds, in the item's local coordinates, padded with the end colours beyond
/// its ends. Linear: the location is the projection of the point on the start→end line
/// (a zero-length line paints the last colour). Radial: (distance from the centre − startRadius)
/// / (endRadius − startRadius); elliptical: the same in the unit square of the bounds. Angular: the angle from `startAngle`, clockwise (y down), over the
/// gradient's sweep; past the sweep, the last colour for the first half of the gap and the first
/// colour after, as SVGGradient draws it. Angles come from `RasterMath.atan2`, not libm.
package struct RasterPaint: Sendable {
    /// The colour when the paint is one colour (premultiplied).
    package let solid: RasterColor?
    private let gradient: GradientPaint?
    private let geometry: Geometry
    /// Device pixel → local coordinates.
    private let inverse: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)

    private enum Geometry: Sendable {
        case none
        case linear(x: Double, y: Double, dx: Double, dy: Double, lengthSquared: Double)
        case radial(x: Double, y: Double, startRadius: Double, endRadius: Double)
        /// In the unit square of the bounds at (`x`, `y`), `width` × `height`; radii in unit lengths.
        case elliptical(x: Double, y: Double, width: Double, height: Double, center: (x: Double, y: Double),
                        startRadius: Double, endRadius: Double)
        case angular(x: Double, y: Double, start: Double, sweep: Double)
    }

    package init(color: ResolvedColor) {
        solid = RasterColor(color)
        gradient = nil
        geometry = .none
        inverse = (1, 0, 0, 1, 0, 0)
    }

    /// `gradient` laid out in `bounds` (local coordinates); `transform` maps local coordinates to
    /// device pixels.
    package init(gradient: GradientPaint, bounds: CGRect, transform: CGAffineTransform) {
        solid = nil
        self.gradient = gradient
        let t = transform.inverted()
        inverse = (Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
        func point(_ unit: UnitPoint) -> (x: Double, y: Double) {
            (Double(bounds.minX + unit.x * bounds.width), Double(bounds.minY + unit.y * bounds.height))
        }
        switch gradient.kind {
        case .linear(let start, let end):
            let a = point(start), b = point(end)
            let dx = b.x - a.x, dy = b.y - a.y
            geometry = .linear(x: a.x, y: a.y, dx: dx, dy: dy, lengthSquared: dx * dx + dy * dy)
        case .radial(let center, let startRadius, let endRadius):
            let c = point(center)
            geometry = .radial(x: c.x, y: c.y, startRadius: Double(startRadius), endRadius: Double(endRadius))
        case .elliptical(let center, let startRadius, let endRadius):
            geometry = .elliptical(x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width),
                                   height: Double(bounds.height), center: (Double(center.x), Double(center.y)),
                                   startRadius: Double(startRadius), endRadius: Double(endRadius))
        case .angular(let center, let startAngle, let endAngle):
            let c = point(center)
            geometry = .angular(x: c.x, y: c.y, start: startAngle, sweep: endAngle - startAngle)
        }
    }

    /// The premultiplied colour at the centre of device pixel `(x, y)`.
    package func color(atPixelX x: Int, y: Int) -> RasterColor? {
        if let solid { return solid }
        guard let gradient else { return nil }
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let lx = inverse.a * px + inverse.c * py + inverse.tx
        let ly = inverse.b * px + inverse.d * py + inverse.ty
        return RasterColor(gradient.color(at: location(x: lx, y: ly)))
    }

    /// The location at offset (`dx`, `dy`) from a radial gradient's centre.
    private static func radialLocation(dx: Double, dy: Double, startRadius: Double, endRadius: Double) -> Double {
        let distance = (dx * dx + dy * dy).squareRoot()
        let span = endRadius - startRadius
        guard span != 0 else { return distance >= endRadius ? 1 : 0 }
        return (distance - startRadius) / span
    }

    /// The gradient location of local point `(x, y)`.
    package func location(x: Double, y: Double) -> Double {
        switch geometry {
        case .none: return 0
        case .linear(let ax, let ay, let dx, let dy, let lengthSquared):
            guard lengthSquared > 0 else { return 1 }
            return ((x - ax) * dx + (y - ay) * dy) / lengthSquared
        case .radial(let cx, let cy, let startRadius, let endRadius):
            return Self.radialLocation(dx: x - cx, dy: y - cy, startRadius: startRadius, endRadius: endRadius)
        case .elliptical(let bx, let by, let width, let height, let center, let startRadius, let endRadius):
            guard width > 0, height > 0 else { return 1 }
            return Self.radialLocation(dx: (x - bx) / width - center.x, dy: (y - by) / height - center.y,
                                       startRadius: startRadius, endRadius: endRadius)
        case .angular(let cx, let cy, let start, let sweep):
            let turn = 2 * Double.pi
            var angle = (RasterMath.atan2(y - cy, x - cx) - start).truncatingRemainder(dividingBy: turn)
            if angle < 0 { angle += turn }
            if angle <= sweep { return sweep > 0 ? angle / sweep : 1 }
            return angle - sweep < (turn - sweep) / 2 ? 1 : 0
        }
    }
}
