import Foundation

/// How the rasterizer blends one premultiplied pixel over another in a `BlendMode`.
///
/// Formulas: W3C Compositing and Blending Level 1 — the general formula
/// `co = cs × (1 − αb) + cb × (1 − αs) + αs × αb × B(Cb, Cs)`, `αo = αs + αb × (1 − αs)` (cs, cb
/// premultiplied; Cs, Cb not), with its `B` for each separable mode (§ 9.2) and non-separable
/// mode (§ 9.3, luminance weights 0.3, 0.59, 0.11); Porter–Duff's operators (§ 9.1.4) for
/// `sourceAtop`, `destinationOver` and `destinationOut`; `plusLighter` is `min(1, s + b)` per
/// channel and `plusDarker` is `max(0, αo − ((αb − cb) + (αs − cs)))` with `αo = min(1, αs + αb)`,
/// Core Graphics' `R = max(0, 1 − ((1 − D) + (1 − S)))` on premultiplied colour.
///
/// Invariant: `.normal` is source-over, exactly `RasterLayer.composite`'s formula.
package enum RasterBlend {
    /// `source` (premultiplied RGBA) blended onto `backdrop` in `mode`.
    package static func blend(_ mode: BlendMode, source s: SIMD4<Float>, backdrop b: SIMD4<Float>) -> SIMD4<Float> {
        let αs = s[3], αb = b[3]
        switch mode {
        case .normal:
            return s + b * (1 - αs)
        case .sourceAtop:
            let c = s * αb + b * (1 - αs)
            return SIMD4(c[0], c[1], c[2], αb)
        case .destinationOver:
            return s * (1 - αb) + b
        case .destinationOut:
            return b * (1 - αs)
        case .plusLighter:
            return (s + b).clamped(lowerBound: .zero, upperBound: .one)
        case .plusDarker:
            let αo = min(1, αs + αb)
            var result = SIMD4<Float>(0, 0, 0, αo)
            for channel in 0..<3 { result[channel] = max(0, αo - ((αb - b[channel]) + (αs - s[channel]))) }
            return result
        default:
            let cs = unpremultiplied(s), cb = unpremultiplied(b)
            let mixed = mix(mode, backdrop: cb, source: cs)
            let αo = αs + αb * (1 - αs)
            var result = SIMD4<Float>(0, 0, 0, αo)
            for channel in 0..<3 {
                result[channel] = s[channel] * (1 - αb) + b[channel] * (1 - αs) + αs * αb * mixed[channel]
            }
            return result
        }
    }

    private static func unpremultiplied(_ c: SIMD4<Float>) -> SIMD3<Float> {
        c[3] > 0 ? SIMD3(c[0], c[1], c[2]) / c[3] : .zero
    }

    /// `B(Cb, Cs)` of a separable or non-separable mode, on colour that is not premultiplied.
    private static func mix(_ mode: BlendMode, backdrop cb: SIMD3<Float>, source cs: SIMD3<Float>) -> SIMD3<Float> {
        switch mode {
        case .hue: return setLuminosity(setSaturation(cs, saturation(cb)), luminosity(cb))
        case .saturation: return setLuminosity(setSaturation(cb, saturation(cs)), luminosity(cb))
        case .color: return setLuminosity(cs, luminosity(cb))
        case .luminosity: return setLuminosity(cb, luminosity(cs))
        default: return SIMD3(separable(mode, cb[0], cs[0]), separable(mode, cb[1], cs[1]), separable(mode, cb[2], cs[2]))
        }
    }

    private static func separable(_ mode: BlendMode, _ cb: Float, _ cs: Float) -> Float {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return separable(.hardLight, cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn: return cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : separable(.screen, cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }

    private static func luminosity(_ c: SIMD3<Float>) -> Float { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    private static func saturation(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    private static func setLuminosity(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        let shifted = c + SIMD3(repeating: l - luminosity(c))
        let lum = luminosity(shifted), low = shifted.min(), high = shifted.max()
        var result = shifted
        if low < 0, lum - low > 0 { result = SIMD3(repeating: lum) + (result - SIMD3(repeating: lum)) * lum / (lum - low) }
        if high > 1, high - lum > 0 { result = SIMD3(repeating: lum) + (result - SIMD3(repeating: lum)) * (1 - lum) / (high - lum) }
        return result
    }

    private static func setSaturation(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let order = [0, 1, 2].sorted { c[$0] < c[$1] }
        let (low, mid, high) = (order[0], order[1], order[2])
        var result = SIMD3<Float>.zero
        if c[high] > c[low] {
            result[mid] = (c[mid] - c[low]) * s / (c[high] - c[low])
            result[high] = s
        }
        return result
    }
}
