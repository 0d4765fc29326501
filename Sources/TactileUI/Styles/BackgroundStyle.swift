import Foundation

/// The background style in the current context (SwiftUI's `BackgroundStyle`, `.background`):
/// the window's background, white in the light appearance and black in the dark
/// (`systemBackground`), so text drawn in it is cut out of what lies behind in colour.
///
/// Invariant: resolves from the environment's colour scheme at the place it is drawn. Differs
/// from SwiftUI where a `backgroundStyle(_:)` modifier replaces the style: that modifier is not
/// provided here, so `.background` is always the window's background.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}

    package func resolve(in environment: EnvironmentValues) -> ResolvedColor {
        SystemColorPalette.windowBackground(environment.colorScheme)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
