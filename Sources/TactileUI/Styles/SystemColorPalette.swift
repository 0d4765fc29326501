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
    /// The default accent colour is system blue.
    package static let accent = blue
    /// A slider's track after the thumb: `systemFill`, (120, 120, 128) at 20 % opacity (UIKit, light mode).
    package static let sliderMaximumTrack = ResolvedColor(red255: 120, 120, 128, opacity: 0.2)
    /// A stepper's background: `tertiarySystemFill`, (118, 118, 128) at 12 % opacity (UIKit, light mode).
    package static let stepperBackground = ResolvedColor(red255: 118, 118, 128, opacity: 0.12)
    /// The track of an off `Toggle`: `systemGray5` (229, 229, 234).
    package static let toggleOffTrack = ResolvedColor(red255: 229, 229, 234)
}
