import Foundation

/// A colour (SwiftUI's `Color`). A colour is a view that fills the space offered to it, and a
/// shape style.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    package let resolved: ResolvedColor
    private let name: String?

    package init(resolved: ResolvedColor, name: String? = nil) {
        self.resolved = resolved
        self.name = name
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(resolved: ResolvedColor(red: red, green: green, blue: blue, opacity: opacity))
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
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
        Color(resolved: resolved.multiplyingOpacity(opacity))
    }

    public var description: String { name ?? "Color(red: \(resolved.red), green: \(resolved.green), blue: \(resolved.blue), opacity: \(resolved.opacity))" }

    public static let red = Color(resolved: SystemColorPalette.red, name: "red")
    public static let orange = Color(resolved: SystemColorPalette.orange, name: "orange")
    public static let yellow = Color(resolved: SystemColorPalette.yellow, name: "yellow")
    public static let green = Color(resolved: SystemColorPalette.green, name: "green")
    public static let mint = Color(resolved: SystemColorPalette.mint, name: "mint")
    public static let teal = Color(resolved: SystemColorPalette.teal, name: "teal")
    public static let cyan = Color(resolved: SystemColorPalette.cyan, name: "cyan")
    public static let blue = Color(resolved: SystemColorPalette.blue, name: "blue")
    public static let indigo = Color(resolved: SystemColorPalette.indigo, name: "indigo")
    public static let purple = Color(resolved: SystemColorPalette.purple, name: "purple")
    public static let pink = Color(resolved: SystemColorPalette.pink, name: "pink")
    public static let brown = Color(resolved: SystemColorPalette.brown, name: "brown")
    public static let gray = Color(resolved: SystemColorPalette.gray, name: "gray")
    public static let black = Color(resolved: SystemColorPalette.black, name: "black")
    public static let white = Color(resolved: SystemColorPalette.white, name: "white")
    public static let clear = Color(resolved: SystemColorPalette.clear, name: "clear")
    public static let primary = Color(resolved: SystemColorPalette.primary, name: "primary")
    public static let secondary = Color(resolved: SystemColorPalette.secondary, name: "secondary")
    public static let accentColor = Color(resolved: SystemColorPalette.accent, name: "accentColor")
}
