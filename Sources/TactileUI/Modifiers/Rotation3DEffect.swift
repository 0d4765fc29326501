import Foundation

/// Draws its content rotated by `angle` about the 3D `axis` through `anchor`, without changing
/// layout (SwiftUI's `rotation3DEffect`). Animatable: `[radians]`.
///
/// Projection (a documented difference, docs/COMPATIBILITY.md): the rotated plane is projected
/// orthographically — the 2D transform is the top-left 2×2 block of the rotation matrix
/// (Rodrigues' formula; y points down, so a turn about z is `rotationEffect`'s clockwise turn).
/// A turn about y by θ narrows the view to cos θ of its width about the anchor; about x it
/// flattens the height. `perspective` and `anchorZ` are accepted and ignored: the view transform
/// is affine, so the near edge is not drawn larger than the far one. Hit testing uses the same
/// transform, so a view is hit where it is drawn.
package struct Rotation3DBehavior: NodeBehavior {
    package var angle: Angle
    package let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    package let anchor: UnitPoint

    package func effectTransform(in size: CGSize) -> CGAffineTransform {
        Rotation3DBehavior.projection(angle: angle, axis: axis).about(anchor, in: size)
    }

    /// The orthographic projection of the rotation: identity for a zero or non-finite axis.
    package static func projection(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> CGAffineTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return .identity }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        // Rodrigues: R = cI + s[k]× + t·kkᵀ; its (row, column) entries for the x–y plane.
        let r00 = c + t * x * x, r01 = t * x * y - s * z
        let r10 = t * x * y + s * z, r11 = c + t * y * y
        return CGAffineTransform(a: r00, b: r10, c: r01, d: r11, tx: 0, ty: 0)
    }

    package var animatableData: AnimatableVector? { AnimatableVector([angle.radians]) }
    package func withAnimatableData(_ data: AnimatableVector) -> Rotation3DBehavior {
        guard data.values.count == 1 else { return self }
        return Rotation3DBehavior(angle: .radians(data.values[0]), axis: axis, anchor: anchor)
    }
}

package struct Rotation3DModifier: WrappingModifier {
    let angle: Angle
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    let anchor: UnitPoint
    package var behavior: any NodeBehavior {
        Rotation3DBehavior(angle: angle.radians.isFinite ? angle : .zero, axis: axis, anchor: anchor)
    }
}

extension View {
    /// Rotates this view by `angle` about `axis` through `anchor` (see `Rotation3DBehavior` for
    /// the projection: orthographic; `anchorZ` and `perspective` are ignored).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(Rotation3DModifier(angle: angle, axis: axis, anchor: anchor))
    }
}
