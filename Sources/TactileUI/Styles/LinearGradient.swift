import Foundation

/// A linear gradient (SwiftUI's `LinearGradient`): colours change along the line from
/// `startPoint` to `endPoint`, given in unit coordinates of the bounds it fills, and stay constant
/// across it. As a view it fills the space it is offered.
public struct LinearGradient: ShapeStyle, GradientShapeStyle, ResolvableShapeStyle {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package var paint: GradientPaint { GradientPaint(kind: .linear(start: startPoint, end: endPoint), stops: gradient.resolvedStops) }
    package func resolve(in environment: EnvironmentValues) -> ResolvedColor { paint.representativeColor }
}

extension LinearGradient: View {
    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
