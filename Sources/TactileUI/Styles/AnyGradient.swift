import Foundation

/// A colour gradient used as a shape style (SwiftUI's `AnyGradient`, iOS 16): drawn as a linear
/// gradient from the top centre to the bottom centre of the bounds it fills (start point
/// (0.5, 0), end point (0.5, 1), as Apple documents it).
///
/// `Color.gradient` makes one: the colour's "standard gradient", from a lighter tint of the
/// colour at the top (`LayoutDefaults.colorGradientHighlight` of the way to white) to the colour
/// at the bottom. Invariant: it draws exactly as `LinearGradient(gradient:startPoint: .top,
/// endPoint: .bottom)` of the same stops.
public struct AnyGradient: ShapeStyle, GradientShapeStyle, ResolvableShapeStyle, Hashable {
    /// The stops drawn top to bottom.
    package let gradient: Gradient

    /// A gradient shape style of `gradient`'s stops, drawn top to bottom.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    package var paint: GradientPaint { LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).paint }
    package func resolve(in environment: EnvironmentValues) -> ResolvedColor { paint.representativeColor }
}

extension AnyGradient: View {
    public var body: _ShapeView<Rectangle, AnyGradient> { Rectangle().fill(self) }
}

extension Color {
    /// The standard gradient of this colour (SwiftUI's `Color.gradient`, iOS 16): from the colour
    /// lightened by `LayoutDefaults.colorGradientHighlight` towards white at the top to the colour
    /// itself at the bottom.
    public var gradient: AnyGradient {
        let base = resolved
        let mix = LayoutDefaults.colorGradientHighlight
        let top = Color(red: base.red + (1 - base.red) * mix, green: base.green + (1 - base.green) * mix,
                        blue: base.blue + (1 - base.blue) * mix, opacity: base.opacity)
        return AnyGradient(Gradient(colors: [top, self]))
    }
}
