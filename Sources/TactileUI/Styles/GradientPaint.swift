import Foundation

/// A gradient as the renderer draws it: its kind in unit coordinates of the drawn bounds (radii
/// in points, or fractions for an elliptical one) and its resolved stops. What `LinearGradient`,
/// `RadialGradient`, `EllipticalGradient` and `AngularGradient` become when a shape is filled or stroked with them.
///
/// Invariant: `stops` are sorted by location, each location in 0…1.
package struct GradientPaint: Hashable, Sendable {
    package struct Stop: Hashable, Sendable {
        package var color: ResolvedColor
        package var location: Double
    }

    package enum Kind: Hashable, Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Radii as fractions of the unit square's side: a radial gradient in the unit square of
        /// the bounds, stretched to them (`EllipticalGradient`).
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// Angles in radians, clockwise from the trailing direction; `end == start` is a full turn.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    package var kind: Kind
    package var stops: [Stop]

    /// The colour at `location` (0…1): linear interpolation between the stops around it (of
    /// red, green, blue and opacity); the first stop's colour before it, the last's after.
    package func color(at location: Double) -> ResolvedColor {
        guard let first = stops.first, let last = stops.last else { return SystemColorPalette.clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            return ResolvedColor(red: a.color.red + (b.color.red - a.color.red) * t,
                                 green: a.color.green + (b.color.green - a.color.green) * t,
                                 blue: a.color.blue + (b.color.blue - a.color.blue) * t,
                                 opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * t)
        }
        return last.color
    }

    /// The colour a colour-only consumer (text, a snapshot's `fillColor`) uses: the first stop's.
    package var representativeColor: ResolvedColor { stops.first?.color ?? SystemColorPalette.clear }
}

/// A shape style that draws a gradient.
package protocol GradientShapeStyle: ShapeStyle {
    var paint: GradientPaint { get }
}

extension ShapeStyle {
    /// The gradient this style draws in `environment`, if it is one: its own, or for
    /// `.foreground` (and type-erased styles) the one it stands for.
    package func gradientPaint(in environment: EnvironmentValues) -> GradientPaint? {
        if let gradient = self as? any GradientShapeStyle { return gradient.paint }
        if let erased = self as? AnyShapeStyle { return erased.base.gradientPaint(in: environment) }
        if let faded = self as? OpacityShapeStyle { return faded.paint(in: environment) }
        if self is ForegroundStyle, let foreground = environment.foregroundStyle {
            var outer = environment
            outer.foregroundStyle = nil
            return foreground.gradientPaint(in: outer)
        }
        return nil
    }
}

/// A gradient already resolved, as the environment's foreground style keeps it.
package struct ResolvedGradientStyle: GradientShapeStyle, ResolvableShapeStyle {
    package let paint: GradientPaint
    package func resolve(in environment: EnvironmentValues) -> ResolvedColor { paint.representativeColor }
}
