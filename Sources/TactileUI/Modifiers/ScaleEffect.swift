import Foundation

/// Draws its content scaled about `anchor` without changing layout. Animatable: `[sx, sy]`.
package struct ScaleBehavior: NodeBehavior {
    package var scale: CGSize
    package let anchor: UnitPoint

    package func effectTransform(in size: CGSize) -> CGAffineTransform {
        CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: size)
    }

    package var animatableData: AnimatableVector? { AnimatableVector(scale.width, scale.height) }
    package func withAnimatableData(_ data: AnimatableVector) -> ScaleBehavior {
        data.pair.map { ScaleBehavior(scale: CGSize(width: $0.0, height: $0.1), anchor: anchor) } ?? self
    }
}

@usableFromInline package struct ScaleModifier: WrappingModifier {
    let scale: CGSize
    let anchor: UnitPoint

    /// Never evaluated (`PrimitiveModifier`); declared here so inlinable code may name the type.
    @usableFromInline package func body(content: Content) -> Content { content }

    @usableFromInline package init(scale: CGSize, anchor: UnitPoint) {
        self.scale = scale
        self.anchor = anchor
    }
    package var behavior: any NodeBehavior { ScaleBehavior(scale: scale.isFinite ? scale : CGSize(width: 1, height: 1), anchor: anchor) }
}

extension View {
    @inlinable public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleModifier(scale: scale, anchor: anchor))
    }
    @inlinable public consuming func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    @inlinable public consuming func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}
