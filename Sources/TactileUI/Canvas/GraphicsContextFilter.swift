import Foundation

extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.Filter`: an effect `addFilter(_:options:)` adds to what is
    /// drawn after it. Accepted and not applied on the host (docs/COMPATIBILITY.md).
    public struct Filter: Sendable {
        let name: String

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(name: "shadow")
        }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
        public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter(name: "alphaThreshold") }
    }

    /// SwiftUI's `GraphicsContext.FilterOptions`.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// SwiftUI's `GraphicsContext.ShadowOptions`.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }
}
