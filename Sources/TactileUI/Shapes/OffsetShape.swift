import Foundation

/// A shape moved by an offset within its frame (SwiftUI's `OffsetShape`, the result of a shape's
/// `offset(_:)` and `offset(x:y:)`): the path moves, the frame does not, so the view lays out as
/// the unmoved shape and is hit on the moved path (S-66) — as `View.offset` draws and hits.
///
/// Invariant: animatable as in SwiftUI — its data is the shape's own, then the offset — so
/// `withAnimation { y = 40 }` slides the outline smoothly. Insettable when its shape is: the
/// inset shape is moved by the same offset.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(translationX: offset.width, y: offset.height))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(offset.width, offset.height)) }
        set {
            shape.animatableData = newValue.first
            offset = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension Shape {
    /// This shape moved by `offset` within its frame (SwiftUI's `Shape.offset(_:)`).
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved so its frame's origin would lie at `offset` (SwiftUI's
    /// `Shape.offset(_:)` taking a point).
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved by `x` and `y` within its frame (SwiftUI's `Shape.offset(x:y:)`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
}
