/// A colour or pattern to fill or stroke with (SwiftUI's `ShapeStyle`).
public protocol ShapeStyle: Sendable {}

/// A style the view layer can turn into a colour in an environment. Styles that do not conform
/// resolve to the environment's foreground colour.
package protocol ResolvableShapeStyle {
    func resolve(in environment: EnvironmentValues) -> ResolvedColor
}

extension ShapeStyle {
    /// The colour this style draws with in `environment`: its own colour when it has one, the
    /// environment's foreground style for `.foreground` (and styles unknown to the view layer).
    package func resolvedColor(in environment: EnvironmentValues) -> ResolvedColor {
        if let style = self as? any ResolvableShapeStyle { return style.resolve(in: environment) }
        guard let foreground = environment.foregroundStyle else { return SystemColorPalette.label(level: 0, in: environment.colorScheme) }
        var outer = environment
        outer.foregroundStyle = nil
        return foreground.resolvedColor(in: outer)
    }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    package func resolve(in environment: EnvironmentValues) -> ResolvedColor {
        darkResolved == nil ? resolved : resolved(for: environment.colorScheme)
    }
}

/// A type-erased shape style (SwiftUI's `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    package let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    package func resolve(in environment: EnvironmentValues) -> ResolvedColor { base.resolvedColor(in: environment) }
    /// The colour this style is, when it is one (for comparing environments).
    package var colorValue: Color? { base as? Color }
}

/// The foreground style of the environment (SwiftUI's `ForegroundStyle`, `.foreground`).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The levels of the label colours (SwiftUI's `HierarchicalShapeStyle`).
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    private let level: Int
    package init(level: Int) { self.level = level }

    package func resolve(in environment: EnvironmentValues) -> ResolvedColor {
        SystemColorPalette.label(level: level, in: environment.colorScheme)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level (iOS 16): fainter than `quaternary` (`SystemColorPalette.quinary`).
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}
