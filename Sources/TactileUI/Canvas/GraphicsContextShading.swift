import Foundation

extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.Shading`: what a fill or stroke is painted with.
    ///
    /// On the host: colours, styles and linear, radial and conic gradients draw as they would as
    /// shape styles (a conic one as an angular gradient); gradient points are in the context's
    /// coordinates. `tiledImage` and `palette` draw with their first colour (an image as the
    /// foreground colour); `backdrop` draws nothing.
    public struct Shading {
        enum Kind {
            case color(Color)
            case resolvedColor(ResolvedColor)
            case style(any ShapeStyle)
            case foreground
            case backdrop
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
            case palette([Shading])
            case image
        }

        let kind: Kind

        /// A flat colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        /// Any shape style (a colour, a gradient, `.tint`, `.foreground`…).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// What is already drawn under the shape (not drawn on the host).
        public static var backdrop: Shading { Shading(kind: .backdrop) }
        /// Several shadings, for multi-layer symbols; the host paints with the first.
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }

        /// A radial gradient about `center` from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// A conic (angular) gradient about `center`, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }

        /// An image repeated over the plane; the host paints the foreground colour instead.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading {
            Shading(kind: .image)
        }

        /// `self` with styles resolved in `environment` to a colour or a gradient.
        func resolved(in environment: EnvironmentValues) -> Shading {
            switch kind {
            case .color(let color): Shading(kind: .resolvedColor(color.resolve(in: environment)))
            case .style(let style):
                style is any GradientShapeStyle ? self : Shading(kind: .resolvedColor(style.resolvedColor(in: environment)))
            case .foreground, .image: Shading(kind: .resolvedColor(environment.foregroundColor))
            case .palette(let shadings): shadings.first?.resolved(in: environment) ?? Shading(kind: .backdrop)
            case .resolvedColor, .backdrop, .linear, .radial, .conic: self
            }
        }
    }

    /// SwiftUI's `GraphicsContext.GradientOptions`. Accepted; the host draws every gradient
    /// padded (its end colours beyond its ends) in non-linear colour.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }
}
