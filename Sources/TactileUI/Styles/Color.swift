import Foundation

/// A colour (SwiftUI's `Color`). A colour is a view that fills the space offered to it, and a
/// shape style.
///
/// The system colours (`.red`, `.primary`, …) adapt to the appearance as on iOS: in a dark
/// environment (`colorScheme` `.dark`, from the device or `preferredColorScheme`) they draw with
/// their dark values (`SystemColorPalette.dark`); a colour made from components is the same in
/// both.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The colour in the light appearance (and in both, for a colour with no dark value).
    package let resolved: ResolvedColor
    /// The colour in the dark appearance, when it differs.
    package let darkResolved: ResolvedColor?
    private let name: String?

    package init(resolved: ResolvedColor, dark: ResolvedColor? = nil, name: String? = nil) {
        self.resolved = resolved
        self.darkResolved = dark
        self.name = name
    }

    /// The colour drawn in `colorScheme`.
    package func resolved(for colorScheme: ColorScheme) -> ResolvedColor {
        colorScheme == .dark ? darkResolved ?? resolved : resolved
    }

    /// A system colour: its light value, and its dark value when the palette has one.
    private init(system light: ResolvedColor, name: String) {
        self.init(resolved: light, dark: SystemColorPalette.dark[name], name: name)
    }

    /// Components in `colorSpace` (sRGB unless named, as SwiftUI's default), converted to the sRGB
    /// the host draws in (`ColorSpaceConversion`); what falls outside sRGB's gamut is clamped.
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = ColorSpaceConversion.sRGB(red: red, green: green, blue: blue, from: colorSpace)
        self.init(resolved: ResolvedColor(red: r, green: g, blue: b, opacity: opacity))
    }

    /// A gray of `white` in `colorSpace` (sRGB unless named).
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Hue, saturation and brightness in 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(resolved: resolved.multiplyingOpacity(opacity), dark: darkResolved?.multiplyingOpacity(opacity))
    }

    public var description: String { name ?? "Color(red: \(resolved.red), green: \(resolved.green), blue: \(resolved.blue), opacity: \(resolved.opacity))" }

    public static let red = Color(system: SystemColorPalette.red, name: "red")
    public static let orange = Color(system: SystemColorPalette.orange, name: "orange")
    public static let yellow = Color(system: SystemColorPalette.yellow, name: "yellow")
    public static let green = Color(system: SystemColorPalette.green, name: "green")
    public static let mint = Color(system: SystemColorPalette.mint, name: "mint")
    public static let teal = Color(system: SystemColorPalette.teal, name: "teal")
    public static let cyan = Color(system: SystemColorPalette.cyan, name: "cyan")
    public static let blue = Color(system: SystemColorPalette.blue, name: "blue")
    public static let indigo = Color(system: SystemColorPalette.indigo, name: "indigo")
    public static let purple = Color(system: SystemColorPalette.purple, name: "purple")
    public static let pink = Color(system: SystemColorPalette.pink, name: "pink")
    public static let brown = Color(system: SystemColorPalette.brown, name: "brown")
    public static let gray = Color(system: SystemColorPalette.gray, name: "gray")
    public static let black = Color(system: SystemColorPalette.black, name: "black")
    public static let white = Color(system: SystemColorPalette.white, name: "white")
    public static let clear = Color(system: SystemColorPalette.clear, name: "clear")
    public static let primary = Color(system: SystemColorPalette.primary, name: "primary")
    public static let secondary = Color(system: SystemColorPalette.secondary, name: "secondary")
    public static let accentColor = Color(system: SystemColorPalette.accent, name: "accentColor")
}
