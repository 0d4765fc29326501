import Foundation
import TactileGestures

/// A function from progress in 0…1 to a value that runs from 0 to 1 (SwiftUI's `UnitCurve`,
/// iOS 17): the timing curve of a `LinearKeyframe`.
///
/// Invariants: `value(at: 0)` is 0 and `value(at: 1)` is 1; progress outside 0…1 is clamped to it.
/// The named curves are CSS's and Core Animation's: `easeIn` the Bézier (0.42, 0)–(1, 1),
/// `easeOut` (0, 0)–(0.58, 1), `easeInOut` (0.42, 0)–(0.58, 1) — the curves of the `Animation`s
/// of the same names — and the circular ones quarter circles (`circularEaseIn` is 1 − √(1 − x²)).
/// `inverse` maps a value back to its progress: `c.inverse.value(at: c.value(at: x)) == x`.
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case bezier(CubicBezier)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of `circularEaseInOut` (not itself one of the named curves).
        case circularEaseInOutInverse
    }

    let kind: Kind

    /// A cubic Bézier from (0, 0) to (1, 1) with the two control points given.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(CubicBezier(c0x: Double(startControlPoint.x), c0y: Double(startControlPoint.y),
                                            c1x: Double(endControlPoint.x), c1y: Double(endControlPoint.y))))
    }

    public static let linear = bezier(startControlPoint: UnitPoint(x: 1.0 / 3, y: 1.0 / 3), endControlPoint: UnitPoint(x: 2.0 / 3, y: 2.0 / 3))
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// The curve's value at `progress`.
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch kind {
        case .bezier(let curve): return curve.y(atX: x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : (1 + (1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot()) / 2
        case .circularEaseInOutInverse:
            return x < 0.5 ? (1 - (1 - 2 * x) * (1 - 2 * x)).squareRoot() / 2 : 1 - (1 - (2 * x - 1) * (2 * x - 1)).squareRoot() / 2
        }
    }

    /// The curve's rate of change (d value / d progress) at `progress`; the circular curves'
    /// vertical ends give `.infinity`.
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        func ratio(_ numerator: Double, _ radicand: Double) -> Double { radicand > 0 ? numerator / radicand.squareRoot() : .infinity }
        switch kind {
        case .bezier(let curve): return curve.slope(atX: x)
        case .circularEaseIn: return ratio(x, 1 - x * x)
        case .circularEaseOut: return ratio(1 - x, 1 - (1 - x) * (1 - x))
        case .circularEaseInOut:
            return x < 0.5 ? ratio(2 * x, 1 - 4 * x * x) : ratio(2 * (1 - x), 1 - (2 - 2 * x) * (2 - 2 * x))
        case .circularEaseInOutInverse:
            return x < 0.5 ? ratio(1 - 2 * x, 1 - (1 - 2 * x) * (1 - 2 * x)) : ratio(2 * x - 1, 1 - (2 * x - 1) * (2 * x - 1))
        }
    }

    /// The curve that maps this curve's values back to their progress.
    public var inverse: UnitCurve {
        switch kind {
        case .bezier(let curve):
            return UnitCurve(kind: .bezier(CubicBezier(c0x: curve.c0y, c0y: curve.c0x, c1x: curve.c1y, c1y: curve.c1x)))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(kind: .circularEaseInOutInverse)
        case .circularEaseInOutInverse: return .circularEaseInOut
        }
    }
}
