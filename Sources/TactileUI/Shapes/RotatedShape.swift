import Foundation

/// A shape rotated about an anchor of its frame (SwiftUI's `RotatedShape`, the result of
/// `rotation(_:anchor:)`): the path is rotated, the frame is not, so the view lays out as the
/// unrotated shape and is hit on the rotated path (S-66).
///
/// Invariant: animatable as in SwiftUI — its data is the shape's own, then the angle in radians
/// and the anchor — so `withAnimation { angle = .degrees(90) }` turns the outline smoothly.
/// Angles are clockwise on screen for positive values (y grows downwards), as `rotationEffect`.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchor, in: rect))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.radians, AnimatablePair(anchor.x, anchor.y))) }
        set {
            shape.animatableData = newValue.first
            angle = .radians(newValue.second.first)
            anchor = UnitPoint(x: newValue.second.second.first, y: newValue.second.second.second)
        }
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The turned shape's inset, turned the same way (SwiftUI's conditional conformance).
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension Shape {
    /// This shape rotated by `angle` about `anchor` of its frame (SwiftUI's `rotation(_:anchor:)`).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
