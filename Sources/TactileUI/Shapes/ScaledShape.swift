import Foundation

/// A shape scaled about an anchor of its frame (SwiftUI's `ScaledShape`, the result of
/// `scale(_:anchor:)` and `scale(x:y:anchor:)`): the path is scaled, the frame is not, so the
/// view lays out as the unscaled shape.
///
/// Invariant: animatable as in SwiftUI — its data is the shape's own, then the scale — so
/// `withAnimation { scale = 0.5 }` shrinks the outline smoothly.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: rect))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.width, scale.height)) }
        set {
            shape.animatableData = newValue.first
            scale = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }
}

extension Shape {
    /// This shape scaled by `x` and `y` about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` in both directions about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}
