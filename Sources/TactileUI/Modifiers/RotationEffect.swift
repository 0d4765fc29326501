import Foundation

/// Draws its content rotated about `anchor` (positive angles turn clockwise on screen) without
/// changing layout. Animatable: `[radians]`.
package struct RotationBehavior: NodeBehavior {
    package var angle: Angle
    package let anchor: UnitPoint

    package func effectTransform(in size: CGSize) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle.radians).about(anchor, in: size)
    }

    package var animatableData: AnimatableVector? { AnimatableVector([angle.radians]) }
    package func withAnimatableData(_ data: AnimatableVector) -> RotationBehavior {
        guard data.values.count == 1 else { return self }
        return RotationBehavior(angle: .radians(data.values[0]), anchor: anchor)
    }
}

@usableFromInline package struct RotationModifier: WrappingModifier {
    let angle: Angle
    let anchor: UnitPoint

    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }

    @usableFromInline package init(angle: Angle, anchor: UnitPoint) {
        self.angle = angle
        self.anchor = anchor
    }
    package var behavior: any NodeBehavior { RotationBehavior(angle: angle.radians.isFinite ? angle : .zero, anchor: anchor) }
}

extension CGAffineTransform {
    /// This transform applied about `anchor` of a rectangle of `size` at the origin, instead of
    /// about the origin: the anchor point stays where it is.
    package func about(_ anchor: UnitPoint, in size: CGSize) -> CGAffineTransform {
        let pivot = anchor.point(in: size)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }
}

extension View {
    @inlinable public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(RotationModifier(angle: angle, anchor: anchor))
    }
}
