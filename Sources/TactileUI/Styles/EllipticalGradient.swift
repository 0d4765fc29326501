import Foundation

/// A radial gradient stretched to the shape it fills (SwiftUI's `EllipticalGradient`, iOS 15): laid
/// out in the unit square of the bounds, then scaled to them, so a wide rectangle gets an oval.
/// The first stop's colour is at `startRadiusFraction` of the unit square's side from `center`,
/// the last's at `endRadiusFraction` and beyond; 0.5 (the default end) reaches the middle of each
/// edge from a centred `center`. As a view it fills the space it is offered.
public struct EllipticalGradient: ShapeStyle, GradientShapeStyle, ResolvableShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    package var paint: GradientPaint {
        let start = startRadiusFraction.isFinite ? max(0, startRadiusFraction) : 0
        let end = endRadiusFraction.isFinite ? max(0, endRadiusFraction) : 0
        return GradientPaint(kind: .elliptical(center: center, startRadiusFraction: start, endRadiusFraction: end),
                             stops: gradient.resolvedStops)
    }
    package func resolve(in environment: EnvironmentValues) -> ResolvedColor { paint.representativeColor }
}

extension EllipticalGradient: View {
    public var body: _ShapeView<Rectangle, EllipticalGradient> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
