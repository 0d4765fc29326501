/// UIKit's adaptable colours that SwiftUI's `Color` does not name, light and dark.
///
/// Source: Apple Human Interface Guidelines, "Color" → "Specifications" (iOS, default light and
/// dark values, sRGB 0…255), and UIKit's "UI element colors" as they resolve on iOS 18 for the
/// background, fill, label and separator colours. The fixed colours (`UIColor.red`, `.orange`…)
/// are the component values UIKit's documentation gives for each ("1.0, 0.5 and 0.0").
enum UIColorPalette {
    static func adaptable(_ light: ResolvedColor, _ dark: ResolvedColor) -> UIColor {
        UIColor(color: Color(resolved: light, dark: dark))
    }

    static var systemGray2: UIColor { adaptable(ResolvedColor(red255: 174, 174, 178), ResolvedColor(red255: 99, 99, 102)) }
    static var systemGray3: UIColor { adaptable(ResolvedColor(red255: 199, 199, 204), ResolvedColor(red255: 72, 72, 74)) }
    static var systemGray4: UIColor { adaptable(ResolvedColor(red255: 209, 209, 214), ResolvedColor(red255: 58, 58, 60)) }
    static var systemGray5: UIColor { adaptable(ResolvedColor(red255: 229, 229, 234), ResolvedColor(red255: 44, 44, 46)) }
    static var systemGray6: UIColor { adaptable(ResolvedColor(red255: 242, 242, 247), ResolvedColor(red255: 28, 28, 30)) }

    static var tertiaryLabel: UIColor { adaptable(SystemColorPalette.tertiary, ResolvedColor(red255: 235, 235, 245, opacity: 0.3)) }
    static var quaternaryLabel: UIColor { adaptable(SystemColorPalette.quaternary, ResolvedColor(red255: 235, 235, 245, opacity: 0.18)) }

    static var systemBackground: UIColor { adaptable(SystemColorPalette.white, SystemColorPalette.black) }
    static var secondarySystemBackground: UIColor { adaptable(ResolvedColor(red255: 242, 242, 247), ResolvedColor(red255: 28, 28, 30)) }
    static var tertiarySystemBackground: UIColor { adaptable(SystemColorPalette.white, ResolvedColor(red255: 44, 44, 46)) }
    static var systemGroupedBackground: UIColor { adaptable(ResolvedColor(red255: 242, 242, 247), SystemColorPalette.black) }
    static var secondarySystemGroupedBackground: UIColor { adaptable(SystemColorPalette.white, ResolvedColor(red255: 28, 28, 30)) }
    static var tertiarySystemGroupedBackground: UIColor { adaptable(ResolvedColor(red255: 242, 242, 247), ResolvedColor(red255: 44, 44, 46)) }

    static var systemFill: UIColor { adaptable(ResolvedColor(red255: 120, 120, 128, opacity: 0.2), ResolvedColor(red255: 120, 120, 128, opacity: 0.36)) }
    static var secondarySystemFill: UIColor { adaptable(ResolvedColor(red255: 120, 120, 128, opacity: 0.16), ResolvedColor(red255: 120, 120, 128, opacity: 0.32)) }
    static var tertiarySystemFill: UIColor { adaptable(ResolvedColor(red255: 118, 118, 128, opacity: 0.12), ResolvedColor(red255: 118, 118, 128, opacity: 0.24)) }
    static var quaternarySystemFill: UIColor { adaptable(ResolvedColor(red255: 116, 116, 128, opacity: 0.08), ResolvedColor(red255: 118, 118, 128, opacity: 0.18)) }
    static var separator: UIColor { adaptable(ResolvedColor(red255: 60, 60, 67, opacity: 0.29), ResolvedColor(red255: 84, 84, 88, opacity: 0.6)) }
    static var opaqueSeparator: UIColor { adaptable(ResolvedColor(red255: 198, 198, 200), ResolvedColor(red255: 56, 56, 58)) }
}
