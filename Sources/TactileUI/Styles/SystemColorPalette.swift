/// The light-mode values of SwiftUI's system colours on iOS, from Apple's Human Interface
/// Guidelines ("Color" → "Specifications", default light values, sRGB 0…255).
package enum SystemColorPalette {
    package static let red = ResolvedColor(red255: 255, 59, 48)
    package static let orange = ResolvedColor(red255: 255, 149, 0)
    package static let yellow = ResolvedColor(red255: 255, 204, 0)
    package static let green = ResolvedColor(red255: 52, 199, 89)
    package static let mint = ResolvedColor(red255: 0, 199, 190)
    package static let teal = ResolvedColor(red255: 48, 176, 199)
    package static let cyan = ResolvedColor(red255: 50, 173, 230)
    package static let blue = ResolvedColor(red255: 0, 122, 255)
    package static let indigo = ResolvedColor(red255: 88, 86, 214)
    package static let purple = ResolvedColor(red255: 175, 82, 222)
    package static let pink = ResolvedColor(red255: 255, 45, 85)
    package static let brown = ResolvedColor(red255: 162, 132, 94)
    package static let gray = ResolvedColor(red255: 142, 142, 147)
    package static let black = ResolvedColor(red: 0, green: 0, blue: 0)
    package static let white = ResolvedColor(red: 1, green: 1, blue: 1)
    package static let clear = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
    /// `label`: black.
    package static let primary = ResolvedColor(red: 0, green: 0, blue: 0)
    /// `secondaryLabel`: (60, 60, 67) at 60 % opacity.
    package static let secondary = ResolvedColor(red255: 60, 60, 67, opacity: 0.6)
    /// `tertiaryLabel`: (60, 60, 67) at 30 % opacity.
    package static let tertiary = ResolvedColor(red255: 60, 60, 67, opacity: 0.3)
    /// `quaternaryLabel`: (60, 60, 67) at 18 % opacity.
    package static let quaternary = ResolvedColor(red255: 60, 60, 67, opacity: 0.18)
    /// SwiftUI's fifth label level (`.quinary`, iOS 16): UIKit has no fifth label colour to take
    /// it from, so it is chosen, not measured — the label hue of the levels above at 10 % opacity,
    /// continuing their falling steps (100, 60, 30, 18 %).
    package static let quinary = ResolvedColor(red255: 60, 60, 67, opacity: 0.1)
    /// The default accent colour is system blue.
    package static let accent = blue
    /// A slider's track after the thumb: `systemFill`, (120, 120, 128) at 20 % opacity (UIKit, light mode).
    package static let sliderMaximumTrack = ResolvedColor(red255: 120, 120, 128, opacity: 0.2)
    /// `tertiarySystemFill`, (118, 118, 128) at 12 % opacity (UIKit, light mode): a stepper's and a
    /// search field's background, a disabled bordered button's.
    package static let tertiarySystemFill = ResolvedColor(red255: 118, 118, 128, opacity: 0.12)
    /// The track of an off `Toggle`: `systemGray5` (229, 229, 234).
    package static let toggleOffTrack = ResolvedColor(red255: 229, 229, 234)

    /// The dark-appearance values of the system colours, by the name of the light value above
    /// (black, white and clear are the same in both). Source: Apple HIG, "Color" →
    /// "Specifications", iOS default dark values (sRGB 0…255); the label colours are UIKit's
    /// `label` (white) and `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel` ((235, 235, 245)
    /// at 60, 30 and 18 %); the fills are UIKit's dark `systemFill` ((120, 120, 128) at 36 %),
    /// `tertiarySystemFill` ((118, 118, 128) at 24 %) and `systemGray5` (44, 44, 46).
    /// `quinary` is chosen as the light one is: the dark label hue at 10 %.
    package static let dark: [String: ResolvedColor] = [
        "red": ResolvedColor(red255: 255, 69, 58),
        "orange": ResolvedColor(red255: 255, 159, 10),
        "yellow": ResolvedColor(red255: 255, 214, 10),
        "green": ResolvedColor(red255: 48, 209, 88),
        "mint": ResolvedColor(red255: 99, 230, 226),
        "teal": ResolvedColor(red255: 64, 200, 224),
        "cyan": ResolvedColor(red255: 100, 210, 255),
        "blue": ResolvedColor(red255: 10, 132, 255),
        "indigo": ResolvedColor(red255: 94, 92, 230),
        "purple": ResolvedColor(red255: 191, 90, 242),
        "pink": ResolvedColor(red255: 255, 55, 95),
        "brown": ResolvedColor(red255: 172, 142, 104),
        "gray": ResolvedColor(red255: 142, 142, 147),
        "primary": ResolvedColor(red: 1, green: 1, blue: 1),
        "secondary": ResolvedColor(red255: 235, 235, 245, opacity: 0.6),
        "tertiary": ResolvedColor(red255: 235, 235, 245, opacity: 0.3),
        "quaternary": ResolvedColor(red255: 235, 235, 245, opacity: 0.18),
        "quinary": ResolvedColor(red255: 235, 235, 245, opacity: 0.1),
        "accentColor": ResolvedColor(red255: 10, 132, 255),
        "sliderMaximumTrack": ResolvedColor(red255: 120, 120, 128, opacity: 0.36),
        "tertiarySystemFill": ResolvedColor(red255: 118, 118, 128, opacity: 0.24),
        "toggleOffTrack": ResolvedColor(red255: 44, 44, 46),
    ]

    /// The label colour of hierarchy `level` (0 primary … 4 quinary) in `colorScheme`.
    package static func label(level: Int, in colorScheme: ColorScheme) -> ResolvedColor {
        let names = ["primary", "secondary", "tertiary", "quaternary", "quinary"]
        let light = [primary, secondary, tertiary, quaternary, quinary]
        let index = min(max(level, 0), light.count - 1)
        return colorScheme == .dark ? dark[names[index]] ?? light[index] : light[index]
    }

    /// `systemBackground`, the window's background: white in the light appearance, black in the dark.
    package static func windowBackground(_ colorScheme: ColorScheme) -> ResolvedColor {
        colorScheme == .dark ? black : white
    }
}

extension Color {
    /// UIKit's `tertiarySystemFill`, light and dark (a search field's, a disabled bordered button's,
    /// a segmented control's track and a wheel's band).
    package static let tertiarySystemFill = Color(resolved: SystemColorPalette.tertiarySystemFill,
                                                  dark: SystemColorPalette.dark["tertiarySystemFill"])
}
