import Foundation

/// A background material (SwiftUI's `Material`, iOS 15): a translucent layer between the view and
/// what is behind it, in five thicknesses and the system bars' material.
///
/// What it draws here (docs/COMPATIBILITY.md): Tactile draws **no backdrop blur**; a material is
/// a translucent fill — white in light mode, systemGray6's dark value in dark mode — whose opacity
/// grows with its thickness (`LayoutDefaults.materialOpacities`), so what is behind shows through
/// less the thicker the material, as on iOS, but sharp. `.bar` draws as `.regular`.
/// Invariant: a material resolves to one colour per colour scheme.
public struct Material: ShapeStyle, ResolvableShapeStyle, Hashable {
    /// 0 (ultra-thin) … 4 (ultra-thick).
    package let thickness: Int

    private init(thickness: Int) { self.thickness = thickness }

    /// The most translucent material.
    public static let ultraThin = Material(thickness: 0)
    /// More translucent than regular.
    public static let thin = Material(thickness: 1)
    /// The default material.
    public static let regular = Material(thickness: 2)
    /// More opaque than regular.
    public static let thick = Material(thickness: 3)
    /// The most opaque material.
    public static let ultraThick = Material(thickness: 4)
    /// The material of system bars; drawn as `regular` here.
    public static let bar = Material(thickness: 2)

    package func resolve(in environment: EnvironmentValues) -> ResolvedColor {
        let opacity = LayoutDefaults.materialOpacities[thickness]
        return environment.colorScheme == .dark
            ? ResolvedColor(red255: 28, 28, 30, opacity: opacity)
            : ResolvedColor(red: 1, green: 1, blue: 1, opacity: opacity)
    }
}

extension ShapeStyle where Self == Material {
    /// `Material.ultraThin`.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// `Material.thin`.
    public static var thinMaterial: Material { .thin }
    /// `Material.regular`.
    public static var regularMaterial: Material { .regular }
    /// `Material.thick`.
    public static var thickMaterial: Material { .thick }
    /// `Material.ultraThick`.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// `Material.bar`.
    public static var bar: Material { .bar }
}
