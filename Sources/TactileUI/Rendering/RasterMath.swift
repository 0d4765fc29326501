import Foundation

/// The trigonometry the rasterizer needs, computed with `+ − × ÷` only.
///
/// Invariant (determinism): IEEE-754 addition, multiplication and division are correctly
/// rounded on every machine, while the platform's `sin`, `cos` and `atan2` (libm) may differ in
/// the last bit between C libraries — enough to flip a pixel. Every angle the rasterizer turns
/// into a position or a colour goes through these functions, so the same display list gives the
/// same bytes everywhere. Accuracy: better than 1e-8 radians, far below 1/256 of a pixel.
package enum RasterMath {
    /// sin(x): reduced to [−π/4, π/4] around the nearest quarter turn, then a Taylor series.
    package static func sine(_ x: Double) -> Double { sincos(x).sine }

    /// cos(x), with `sine`'s reduction.
    package static func cosine(_ x: Double) -> Double { sincos(x).cosine }

    /// sin and cos of `x` together.
    package static func sincos(_ x: Double) -> (sine: Double, cosine: Double) {
        guard x.isFinite else { return (0, 1) }
        let quarter = Double.pi / 2
        let turns = (x / quarter).rounded()
        let r = x - turns * quarter
        let s = taylorSine(r), c = taylorCosine(r)
        // `turns` mod 4, as a non-negative integer.
        let k = Int(turns.truncatingRemainder(dividingBy: 4) + 4) % 4
        switch k {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// The angle of `(x, y)` from the positive x axis, in (−π, π]; `(0, 0)` → 0.
    package static func atan2(_ y: Double, _ x: Double) -> Double {
        guard x.isFinite, y.isFinite, x != 0 || y != 0 else { return 0 }
        let ax = abs(x), ay = abs(y)
        // atan of the smaller over the larger ratio, in [0, π/4].
        let swap = ay > ax
        var angle = arctangentUnit(swap ? ax / ay : ay / ax)
        if swap { angle = Double.pi / 2 - angle }
        if x < 0 { angle = Double.pi - angle }
        return y < 0 ? -angle : angle
    }

    /// atan(t) for t in [0, 1]: above tan(π/12) the identity atan(t) = π/6 + atan((√3·t − 1)/(t + √3))
    /// brings the argument within ±tan(π/12) ≈ 0.268, where the series to t¹⁵ is within 1e-10.
    private static func arctangentUnit(_ t: Double) -> Double {
        let root3 = 1.7320508075688772
        let tanPiOver12 = 0.2679491924311227
        if t > tanPiOver12 { return Double.pi / 6 + arctangentSeries((root3 * t - 1) / (t + root3)) }
        return arctangentSeries(t)
    }

    private static func arctangentSeries(_ t: Double) -> Double {
        let t2 = t * t
        var term = t, sum = 0.0
        var sign = 1.0
        for n in stride(from: 1, through: 15, by: 2) {
            sum += sign * term / Double(n)
            term *= t2
            sign = -sign
        }
        return sum
    }

    private static func taylorSine(_ r: Double) -> Double {
        let r2 = r * r
        var term = r, sum = r
        for n in stride(from: 2, through: 16, by: 2) {
            term *= -r2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }

    private static func taylorCosine(_ r: Double) -> Double {
        let r2 = r * r
        var term = 1.0, sum = 1.0
        for n in stride(from: 1, through: 15, by: 2) {
            term *= -r2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }
}
