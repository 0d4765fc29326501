/// The tint of the view it draws in (SwiftUI's `TintShapeStyle`, `.tint`): the colour
/// `tint(_:)` set, else the accent colour.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    package func resolve(in environment: EnvironmentValues) -> ResolvedColor { (environment.tint ?? Color.accentColor).resolve(in: environment) }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
