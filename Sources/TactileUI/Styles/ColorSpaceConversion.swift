import Foundation

extension Color {
    /// The RGB colour spaces a colour's components may be given in (SwiftUI's `Color.RGBColorSpace`).
    public enum RGBColorSpace: Sendable, Equatable, Hashable {
        /// The standard RGB space of the web and of `Color(red:green:blue:)` (IEC 61966-2-1).
        case sRGB
        /// sRGB's primaries with linear components (no transfer function).
        case sRGBLinear
        /// Display P3: the DCI-P3 primaries with sRGB's white point and transfer function.
        case displayP3
    }
}

/// Converts components given in a `Color.RGBColorSpace` to the gamma-encoded sRGB the host draws in.
///
/// Invariants: sRGB components come back unchanged; the conversions are exact inverses of the
/// published encodings up to rounding (a linear 0.5 is sRGB 0.7354); the caller clamps to sRGB's
/// gamut (a Display P3 red, outside it, draws as sRGB's red).
package enum ColorSpaceConversion {
    /// sRGB's transfer function (IEC 61966-2-1:1999, §5.2): below `linearThreshold` the encoding
    /// is linear with slope `linearSlope`; above it, `scale` × x^(1/`exponent`) − `offset`.
    static let linearThreshold = 0.0031308
    static let linearSlope = 12.92
    static let scale = 1.055
    static let offset = 0.055
    static let exponent = 2.4

    /// Linear Display P3 → linear sRGB, both with the D65 white point: the product of the P3-to-XYZ
    /// matrix (SMPTE EG 432-1:2010 primaries, D65) and the XYZ-to-sRGB matrix (IEC 61966-2-1), rows
    /// red, green, blue, rounded to 7 places.
    static let displayP3ToSRGB: [[Double]] = [
        [1.2249401, -0.2249404, 0.0000000],
        [-0.0420569, 1.0420571, 0.0000000],
        [-0.0196376, -0.0786361, 1.0982735],
    ]

    /// The gamma-encoded sRGB components of (`red`, `green`, `blue`) given in `space`.
    package static func sRGB(red: Double, green: Double, blue: Double, from space: Color.RGBColorSpace) -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (encode(red), encode(green), encode(blue))
        case .displayP3:
            let linear = [decode(red), decode(green), decode(blue)]
            let m = displayP3ToSRGB
            let r = m[0][0] * linear[0] + m[0][1] * linear[1] + m[0][2] * linear[2]
            let g = m[1][0] * linear[0] + m[1][1] * linear[1] + m[1][2] * linear[2]
            let b = m[2][0] * linear[0] + m[2][1] * linear[1] + m[2][2] * linear[2]
            return (encode(r), encode(g), encode(b))
        }
    }

    /// Linear → gamma-encoded, extended to negative values by symmetry (as Apple's extended sRGB).
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= linearThreshold ? linearSlope * magnitude : scale * pow(magnitude, 1 / exponent) - offset
        return linear < 0 ? -encoded : encoded
    }

    /// Gamma-encoded → linear, extended to negative values by symmetry.
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= linearThreshold * linearSlope ? magnitude / linearSlope : pow((magnitude + offset) / scale, exponent)
        return encoded < 0 ? -linear : linear
    }
}
