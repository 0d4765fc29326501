import Foundation

/// A radial gradient (SwiftUI's `RadialGradient`): the first stop's colour at `startRadius` points
/// from `center` (a unit point of the bounds it fills), the last's at `endRadius` and beyond. As a
/// view it fills the space it is offered.
public struct RadialGradient: ShapeStyle, GradientShapeStyle, ResolvableShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package var paint: GradientPaint {
        let start = startRadius.isFinite ? max(0, startRadius) : 0
        let end = endRadius.isFinite ? max(0, endRadius) : 0
        return GradientPaint(kind: .radial(center: center, startRadius: start, endRadius: end), stops: gradient.resolvedStops)
    }
    package func resolve(in environment: EnvironmentValues) -> ResolvedColor { paint.representativeColor }
}

extension RadialGradient: View {
    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
