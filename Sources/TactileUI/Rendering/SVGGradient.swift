import Foundation

/// The SVG definitions of gradients and blurs.
///
/// - Linear and radial gradients are `<linearGradient>`/`<radialGradient>` in user space
///   (`gradientUnits="userSpaceOnUse"`): the unit points are laid out in the drawn bounds, in the
///   coordinates of the element that uses them (its `transform` applies to them too). A radial
///   gradient's `startRadius` is written by moving the stops: offset `o` becomes
///   `(startRadius + o·(endRadius − startRadius)) / endRadius`, so it needs only SVG 1.1. An
///   elliptical gradient is the radial one of the unit square, stretched to the bounds by its
///   `gradientTransform`.
/// - SVG has no conic gradient: an angular gradient is a `<pattern>` of
///   `SVGEffectDefaults.segments` wedges about its centre, each filled with the gradient's
///   colour at the wedge's middle angle; the pattern's tile reaches past the bounds by their
///   longer side, so strokes and blurs never reach a repeat.
/// - A blur is `<feGaussianBlur>` with `stdDeviation = radius × blurDeviationPerRadius`; an opaque
///   blur keeps its filter region to the bounds and duplicates the edges instead of fading.
package enum SVGGradient {
    /// Stands for the id in a definition until the renderer numbers it.
    package static let idPlaceholder = "@ID@"

    package static func definition(of gradient: GradientPaint, in bounds: CGRect) -> String {
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let n = SVGFormat.number as (CGFloat) -> String
        switch gradient.kind {
        case .linear(let start, let end):
            let a = point(start), b = point(end)
            return "<linearGradient id=\"\(idPlaceholder)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\">"
                + stops(gradient.stops) { $0 } + "</linearGradient>"
        case .radial(let center, let startRadius, let endRadius):
            let c = point(center)
            let offset: (Double) -> Double = endRadius > 0
                ? { (Double(startRadius) + $0 * Double(endRadius - startRadius)) / Double(endRadius) }
                : { _ in 1 }
            return "<radialGradient id=\"\(idPlaceholder)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" r=\"\(n(endRadius))\">"
                + stops(gradient.stops, offset: offset) + "</radialGradient>"
        case .elliptical(let center, let startRadius, let endRadius):
            // The unit square's gradient, stretched to the bounds by the gradient's transform.
            let offset: (Double) -> Double = endRadius > 0
                ? { (Double(startRadius) + $0 * Double(endRadius - startRadius)) / Double(endRadius) }
                : { _ in 1 }
            let transform = "matrix(\(n(bounds.width)) 0 0 \(n(bounds.height)) \(n(bounds.minX)) \(n(bounds.minY)))"
            return "<radialGradient id=\"\(idPlaceholder)\" gradientUnits=\"userSpaceOnUse\" gradientTransform=\"\(transform)\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(endRadius))\">"
                + stops(gradient.stops, offset: offset) + "</radialGradient>"
        case .angular(let center, let startAngle, let endAngle):
            let pad = max(bounds.width, bounds.height)
            let tile = bounds.insetBy(dx: -pad, dy: -pad)
            let c = point(center)
            let count = SVGEffectDefaults.segments
            let step = 2 * Double.pi / Double(count)
            // Every point of the tile is within its diagonal of the centre; the wedges' straight
            // outer edges must still reach that far.
            let radius = (tile.width * tile.width + tile.height * tile.height).squareRoot() / CGFloat(cos(step / 2)) + 1
            let span = endAngle - startAngle
            let wedges = (0..<count).map { index -> String in
                let from = Double(index) * step, to = from + step, middle = from + step / 2
                // Past the end: the last colour for the first half of the gap, the first colour after.
                let location = middle <= span ? middle / span : (middle - span < (2 * .pi - span) / 2 ? 1 : 0)
                let color = gradient.color(at: location)
                func corner(_ angle: Double) -> String {
                    let x = c.x + radius * CGFloat(cos(startAngle + angle)) - tile.minX
                    let y = c.y + radius * CGFloat(sin(startAngle + angle)) - tile.minY
                    return "\(n(x)) \(n(y))"
                }
                let opacity = color.opacity < 1 ? " fill-opacity=\"\(SVGFormat.number(color.opacity))\"" : ""
                return "<path d=\"M\(n(c.x - tile.minX)) \(n(c.y - tile.minY)) L\(corner(from)) L\(corner(to)) Z\" fill=\"\(color.hex)\"\(opacity)/>"
            }
            return "<pattern id=\"\(idPlaceholder)\" patternUnits=\"userSpaceOnUse\" x=\"\(n(tile.minX))\" y=\"\(n(tile.minY))\" width=\"\(n(tile.width))\" height=\"\(n(tile.height))\">"
                + wedges.joined() + "</pattern>"
        }
    }

    private static func stops(_ stops: [GradientPaint.Stop], offset: (Double) -> Double) -> String {
        stops.map { stop in
            let opacity = stop.color.opacity < 1 ? " stop-opacity=\"\(SVGFormat.number(stop.color.opacity))\"" : ""
            return "<stop offset=\"\(SVGFormat.number(offset(stop.location)))\" stop-color=\"\(stop.color.hex)\"\(opacity)/>"
        }.joined()
    }

    package static func blurFilter(_ blur: BlurParameters, id: String) -> String {
        let deviation = SVGFormat.number(blur.radius * SVGEffectDefaults.blurDeviationPerRadius)
        return blur.opaque
            ? "<filter id=\"\(id)\" x=\"0%\" y=\"0%\" width=\"100%\" height=\"100%\"><feGaussianBlur stdDeviation=\"\(deviation)\" edgeMode=\"duplicate\"/></filter>"
            : "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(deviation)\"/></filter>"
    }
}

/// The constants of drawing gradients and blurs in SVG.
package enum SVGEffectDefaults {
    /// Wedges an angular gradient is drawn with: 4° each, below the angle at which neighbouring
    /// bands of a 1-point-per-degree gradient differ visibly (our choice, not SwiftUI's).
    package static let segments = 90
    /// SVG standard deviation per point of `blur(radius:)`: the convention this renderer already
    /// uses for shadows (`stdDeviation = radius / 2`), so a shadow and a blur of one radius match.
    package static let blurDeviationPerRadius: CGFloat = 0.5
}
