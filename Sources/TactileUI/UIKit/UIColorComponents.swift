import Foundation

extension UIColor {
    /// The colour's red, green, blue and alpha components, each 0…1, resolved in the light
    /// appearance (UIKit's `getRed(_:green:blue:alpha:)`); a nil pointer is skipped. Always true:
    /// every colour here is in an RGB space (sRGB components, extended beyond 0…1 for a Display P3
    /// colour, as UIKit's extended sRGB).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolved
        red?.pointee = CGFloat(resolved.red)
        green?.pointee = CGFloat(resolved.green)
        blue?.pointee = CGFloat(resolved.blue)
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    /// The colour's hue, saturation, brightness and alpha, each 0…1 (UIKit's
    /// `getHue(_:saturation:brightness:alpha:)`: HSB from its RGB components; a gray has hue 0).
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolved
        let (r, g, b) = (CGFloat(resolved.red), CGFloat(resolved.green), CGFloat(resolved.blue))
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r { h = (g - b) / delta } else if maximum == g { h = 2 + (b - r) / delta } else { h = 4 + (r - g) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    /// The colour's white level and alpha (UIKit's `getWhite(_:alpha:)`): the mean of its RGB
    /// components for a gray. False, leaving the pointers alone, for a colour that is not a gray,
    /// as UIKit answers for a colour not in a grayscale-compatible space.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolved
        guard resolved.red == resolved.green, resolved.green == resolved.blue else { return false }
        white?.pointee = CGFloat(resolved.red)
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }
}
