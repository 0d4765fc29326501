import Foundation

/// Draws its content scaled about `anchor` without changing layout. Animatable: `[sx, sy]`.
package struct ScaleBehavior: NodeBehavior {
    package var scale: CGSize
    package let anchor: UnitPoint

    package func effectTransform(in size: CGSize) -> CGAffineTransform {
        let pivot = anchor.point(in: size)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }

    package var animatableData: AnimatableVector? { AnimatableVector([scale.width, scale.height]) }
    package func withAnimatableData(_ data: AnimatableVector) -> ScaleBehavior {
        guard data.values.count == 2 else { return self }
        return ScaleBehavior(scale: CGSize(width: data.values[0], height: data.values[1]), anchor: anchor)
    }
}

package struct ScaleModifier: WrappingModifier {
    let scale: CGSize
    let anchor: UnitPoint
    package var behavior: any NodeBehavior { ScaleBehavior(scale: scale.isFinite ? scale : CGSize(width: 1, height: 1), anchor: anchor) }
}

extension View {
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(ScaleModifier(scale: scale, anchor: anchor))
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}
