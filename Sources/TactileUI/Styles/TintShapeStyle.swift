/// The tint of the view it draws in (SwiftUI's `TintShapeStyle`, `.tint`): the accent colour,
/// since there is no `tint(_:)` modifier to change it yet.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    package func resolve(in environment: EnvironmentValues) -> ResolvedColor { Color.accentColor.resolved }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
