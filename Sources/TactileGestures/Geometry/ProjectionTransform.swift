import Foundation

/// A projective (perspective) transformation of the plane, as SwiftUI's `ProjectionTransform`:
/// a 3×3 matrix in CoreGraphics' row-vector convention, `[x' y' w'] = [x y 1] · M`, the point
/// being `(x'/w', y'/w')`. `m13`, `m23` are the perspective terms; with them 0 and `m33` 1 the
/// transform is affine. `t1.concatenating(t2)` applies `t1` first, then `t2`.
///
/// Tactile draws, hit-tests and converts gesture locations through it exactly where a view has a
/// projective effect (`rotation3DEffect`, `projectionEffect`); see docs/ARCHITECTURE-HOST.md.
public struct ProjectionTransform: Sendable, Hashable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform `m` as a projection.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    /// All nine entries, row by row.
    package init(_ m11: CGFloat, _ m12: CGFloat, _ m13: CGFloat, _ m21: CGFloat, _ m22: CGFloat, _ m23: CGFloat,
                 _ m31: CGFloat, _ m32: CGFloat, _ m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective terms (it is an affine transform).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31, m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
            m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
            m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31, m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
            m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
            m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31, m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
            m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
    }

    /// Inverts in place; false (and unchanged) when the matrix is singular or not finite.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return false }
        self = ProjectionTransform(c11 / determinant, c12 / determinant, c13 / determinant,
                                   c21 / determinant, c22 / determinant, c23 / determinant,
                                   c31 / determinant, c32 / determinant, c33 / determinant)
        return true
    }

    /// The inverse, or `self` unchanged when the matrix is singular (as `CGAffineTransform.inverted()`).
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// The homogeneous weight of `point`: positive in front of the eye.
    package func weight(of point: CGPoint) -> CGFloat { point.x * m13 + point.y * m23 + m33 }

    /// The affine transform that agrees with this one at `point` to first order (its value and
    /// its derivative there): what drawing that cannot be projected (text) is drawn with.
    package func affineApproximation(at point: CGPoint) -> CGAffineTransform {
        let x = point.x * m11 + point.y * m21 + m31, y = point.x * m12 + point.y * m22 + m32
        let w = weight(of: point)
        guard w != 0, w.isFinite else { return .identity }
        // ∂(x/w)/∂px = (m11·w − x·m13)/w², and likewise for the other three entries.
        let w2 = w * w
        let a = (m11 * w - x * m13) / w2, b = (m12 * w - y * m13) / w2
        let c = (m21 * w - x * m23) / w2, d = (m22 * w - y * m23) / w2
        let mapped = CGPoint(x: x / w, y: y / w)
        return CGAffineTransform(a: a, b: b, c: c, d: d,
                                 tx: mapped.x - (a * point.x + c * point.y), ty: mapped.y - (b * point.x + d * point.y))
    }
}

extension CGPoint {
    /// The point mapped by `m` (its projective division included). A point at or behind the eye
    /// (weight ≤ 0) maps to a non-finite point.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        let px = x * m.m11 + y * m.m21 + m.m31, py = x * m.m12 + y * m.m22 + m.m32
        guard w > 0 else { return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity) }
        return CGPoint(x: px / w, y: py / w)
    }
}

extension CGRect {
    /// The axis-aligned box of the four corners mapped by `m` (`.infinite` when a corner is at or
    /// behind the eye).
    package func applying(_ m: ProjectionTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(m) }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .infinite }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
