import Foundation

/// A colour as drawn: sRGB components and opacity, each in 0…1.
///
/// Invariant: components are clamped to 0…1 (NaN becomes 0), so every colour renders.
package struct ResolvedColor: Hashable, Sendable {
    package var red: Double, green: Double, blue: Double, opacity: Double

    package init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Self.clamp(red); self.green = Self.clamp(green)
        self.blue = Self.clamp(blue); self.opacity = Self.clamp(opacity)
    }

    /// A colour from 0…255 components, as Apple's HIG lists them.
    package init(red255 red: Double, _ green: Double, _ blue: Double, opacity: Double = 1) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
    }

    private static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }

    package var animatableVector: AnimatableVector { AnimatableVector([red, green, blue, opacity]) }

    package init(_ vector: AnimatableVector) {
        let v = vector.values + Array(repeating: 1, count: max(0, 4 - vector.values.count))
        self.init(red: v[0], green: v[1], blue: v[2], opacity: v[3])
    }

    /// `#rrggbb` for SVG.
    package var hex: String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
        var text = "#"
        for channel in [red, green, blue] {
            let byte = channel.isFinite ? Int((min(1, max(0, channel)) * 255).rounded()) : 0
            text.append(digits[byte >> 4])
            text.append(digits[byte & 15])
        }
        return text
    }

    package func multiplyingOpacity(_ factor: Double) -> ResolvedColor {
        ResolvedColor(red: red, green: green, blue: blue, opacity: opacity * factor)
    }
}
