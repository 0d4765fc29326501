import Foundation

/// A shape's outline traced with a stroke style, as a shape of its own (SwiftUI's
/// `_StrokedShape`, the result of `stroke(style:)` and `stroke(lineWidth:)`).
///
/// Invariants: its path is the area the line covers (`Path.strokedPath(_:)`), so it can be
/// filled with any style, scaled, rotated, trimmed, and is hit only on the line, as a shape hits
/// on its path (S-66). Drawn as a view it is the traced shape's outline stroked with `style`
/// (the same pixels as filling its path). Animatable as in SwiftUI: the traced shape's data,
/// then the style's line width, miter limit and dash phase.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle

    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var animatableData: AnimatablePair<S.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second
        }
    }
}

extension _StrokedShape: StrokedShapeDrawing {
    package func tracedPath(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// A shape drawn by stroking another shape's outline rather than by filling its own path: the
/// host draws and records it as a stroke (an SVG `stroke`, a `DisplayList` stroke item).
@MainActor package protocol StrokedShapeDrawing {
    /// The outline the line follows, in `rect`.
    func tracedPath(in rect: CGRect) -> Path
    /// The line.
    var style: StrokeStyle { get }
}

extension StrokeStyle: Animatable {
    /// The line width, then the miter limit and the dash phase (SwiftUI's order); the caps,
    /// joins and dash lengths change at once.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first.isFinite ? max(0, newValue.first) : 0
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
