import Foundation

/// A colour as Core Graphics holds it (CoreGraphics' `CGColor`): what `UIColor.cgColor` gives and
/// Core Animation's layers and emitter cells take (`CALayer.backgroundColor`, `CAEmitterCell.color`).
///
/// Invariant: it keeps the sRGB components and alpha of the colour it was made from (`components`,
/// `alpha`); `Color(cgColor:)` and `UIColor(cgColor:)` give that colour back.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, 0…1 (an sRGB colour's four components).
    public let components: [CGFloat]?
    let resolved: ResolvedColor

    package init(resolved: ResolvedColor) {
        self.resolved = resolved
        components = [CGFloat(resolved.red), CGFloat(resolved.green), CGFloat(resolved.blue), CGFloat(resolved.opacity)]
    }

    /// An sRGB colour of the given components (CoreGraphics' `CGColor(red:green:blue:alpha:)`).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(resolved: ResolvedColor(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey of the given white level (CoreGraphics' `CGColor(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The colour's alpha, 0…1.
    public var alpha: CGFloat { CGFloat(resolved.opacity) }
    /// How many components it has: four (red, green, blue, alpha).
    public var numberOfComponents: Int { 4 }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.resolved == rhs.resolved }
    public func hash(into hasher: inout Hasher) { hasher.combine(resolved) }
    public var description: String { "CGColor(\(resolved.hex), alpha: \(resolved.opacity))" }
}

extension UIColor {
    /// The Core Graphics colour of this colour, resolved in the light appearance (UIKit's `cgColor`).
    public var cgColor: CGColor { CGColor(resolved: color.resolved) }

    /// The UIKit colour of a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        self.init(color: Color(resolved: cgColor.resolved))
    }
}

extension Color {
    /// The SwiftUI colour of a Core Graphics colour (SwiftUI's `Color(cgColor:)`).
    public init(cgColor: CGColor) { self.init(resolved: cgColor.resolved) }

    /// The Core Graphics colour of this colour, resolved in the light appearance (SwiftUI's `cgColor`).
    public var cgColor: CGColor? { CGColor(resolved: resolved) }
}
