import Foundation

/// A shape style drawn at a fraction of its opacity (SwiftUI's `ShapeStyle.opacity(_:)`): its
/// colour's opacity, or each gradient stop's, multiplied by `opacity` (clamped to 0…1).
package struct OpacityShapeStyle: ShapeStyle, ResolvableShapeStyle {
    package let base: any ShapeStyle
    package let opacity: Double

    package func resolve(in environment: EnvironmentValues) -> ResolvedColor {
        faded(base.resolvedColor(in: environment))
    }

    /// The base's gradient with every stop faded, nil when the base is not a gradient.
    package func paint(in environment: EnvironmentValues) -> GradientPaint? {
        guard var paint = base.gradientPaint(in: environment) else { return nil }
        paint.stops = paint.stops.map { GradientPaint.Stop(color: faded($0.color), location: $0.location) }
        return paint
    }

    private func faded(_ color: ResolvedColor) -> ResolvedColor {
        var color = color
        color.opacity *= min(1, max(0, opacity.isFinite ? opacity : 1))
        return color
    }
}

extension ShapeStyle {
    /// This style at `opacity` of its own opacity (SwiftUI's `ShapeStyle.opacity(_:)`;
    /// `OpacityShapeStyle`). Disfavoured: on a type that is both a view and a shape style (a
    /// gradient), an unconstrained `.opacity(_:)` is the view modifier, as in a view builder.
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity)
    }
}
