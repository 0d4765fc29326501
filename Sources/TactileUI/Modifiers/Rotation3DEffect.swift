import Foundation

/// Draws its content rotated by `angle` about the 3D `axis` through (`anchor`, `anchorZ`), seen
/// in perspective, without changing layout (SwiftUI's `rotation3DEffect`). Animatable: `[radians]`.
///
/// The model (SwiftUI's, in CoreGraphics' row-vector convention): translate the anchor to the
/// origin, rotate (Rodrigues' formula; y points down, so a turn about z is `rotationEffect`'s
/// clockwise turn), project with the eye at distance `max(width, height) / perspective` in front
/// of the plane (`w' = w − z / distance`), translate back; the z row is dropped, leaving a 3×3
/// projection. `perspective: 0` is an orthographic projection. The effect is exact in drawing,
/// hit testing and gesture locations (`ViewNode.projection`): the near edge is drawn larger than
/// the far one and is hit where it is drawn.
package struct Rotation3DBehavior: NodeBehavior {
    package var angle: Angle
    package let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    package let anchor: UnitPoint
    package var anchorZ: CGFloat = 0
    package var perspective: CGFloat = 1

    package func effectTransform(in size: CGSize) -> CGAffineTransform {
        let projection = projection(in: size)
        return projection.isAffine
            ? CGAffineTransform(a: projection.m11, b: projection.m12, c: projection.m21, d: projection.m22,
                                tx: projection.m31, ty: projection.m32)
            : projection.affineApproximation(at: CGPoint(x: size.width / 2, y: size.height / 2))
    }

    package func effectProjection(in size: CGSize) -> ProjectionTransform? {
        let projection = projection(in: size)
        return projection.isAffine ? nil : projection
    }

    /// The effect as a projection of the view's plane: identity for a zero or non-finite axis or angle.
    package func projection(in size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return ProjectionTransform() }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        let rotation = Matrix4(rows: (
            (t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0),
            (t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0),
            (t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0),
            (0, 0, 0, 1)))
        let anchorPoint = (x: anchor.x * size.width, y: anchor.y * size.height, z: anchorZ.isFinite ? anchorZ : 0)
        let largest = max(size.width, size.height)
        let inverseDistance = perspective.isFinite && largest > 0 ? perspective / largest : 0
        let eye = Matrix4(rows: ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, -inverseDistance), (0, 0, 0, 1)))
        let m = Matrix4.translation(-anchorPoint.x, -anchorPoint.y, -anchorPoint.z)
            .concatenating(rotation).concatenating(eye)
            .concatenating(.translation(anchorPoint.x, anchorPoint.y, anchorPoint.z))
        let result = ProjectionTransform(m.rows.0.0, m.rows.0.1, m.rows.0.3,
                                         m.rows.1.0, m.rows.1.1, m.rows.1.3,
                                         m.rows.3.0, m.rows.3.1, m.rows.3.3)
        // Exactly affine when no perspective term survives (rounding would otherwise make a
        // turn about z a projection).
        guard abs(result.m13) > 1e-12 || abs(result.m23) > 1e-12 else {
            var affine = result
            affine.m13 = 0; affine.m23 = 0
            affine.m11 /= result.m33; affine.m12 /= result.m33; affine.m21 /= result.m33
            affine.m22 /= result.m33; affine.m31 /= result.m33; affine.m32 /= result.m33; affine.m33 = 1
            return affine
        }
        return result
    }

    package var animatableData: AnimatableVector? { AnimatableVector([angle.radians]) }
    package func withAnimatableData(_ data: AnimatableVector) -> Rotation3DBehavior {
        guard data.values.count == 1 else { return self }
        var copy = self
        copy.angle = .radians(data.values[0])
        return copy
    }
}

/// A 4×4 matrix in the row-vector convention, for composing `rotation3DEffect`'s projection.
private struct Matrix4 {
    typealias Row = (CGFloat, CGFloat, CGFloat, CGFloat)
    var rows: (Row, Row, Row, Row)

    static func translation(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Matrix4 {
        Matrix4(rows: ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (x, y, z, 1)))
    }

    /// `self` followed by `rhs`.
    func concatenating(_ rhs: Matrix4) -> Matrix4 {
        func row(_ r: Row) -> Row {
            let b = rhs.rows
            return (r.0 * b.0.0 + r.1 * b.1.0 + r.2 * b.2.0 + r.3 * b.3.0,
                    r.0 * b.0.1 + r.1 * b.1.1 + r.2 * b.2.1 + r.3 * b.3.1,
                    r.0 * b.0.2 + r.1 * b.1.2 + r.2 * b.2.2 + r.3 * b.3.2,
                    r.0 * b.0.3 + r.1 * b.1.3 + r.2 * b.2.3 + r.3 * b.3.3)
        }
        return Matrix4(rows: (row(rows.0), row(rows.1), row(rows.2), row(rows.3)))
    }
}

package struct Rotation3DModifier: WrappingModifier {
    let angle: Angle
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    let anchor: UnitPoint
    let anchorZ: CGFloat
    let perspective: CGFloat
    package var behavior: any NodeBehavior {
        Rotation3DBehavior(angle: angle.radians.isFinite ? angle : .zero, axis: axis, anchor: anchor,
                           anchorZ: anchorZ, perspective: perspective)
    }
}

extension View {
    /// Rotates this view's rendered output by `angle` about `axis` through `anchor` (and
    /// `anchorZ`), seen in perspective (`perspective`: the relative vanishing point, 1 by default;
    /// 0 flattens it) — see `Rotation3DBehavior`.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(Rotation3DModifier(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
