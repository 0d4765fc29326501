import Foundation

/// A shape drawn with a style (SwiftUI's `_ShapeView`): the result of `fill` and `stroke`, and
/// the body of every shape.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    package var strokeStyle: StrokeStyle?

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    package init(shape: Content, style: Style, strokeStyle: StrokeStyle) {
        self.init(shape: shape, style: style)
        self.strokeStyle = strokeStyle
    }

    public var body: EmptyView { EmptyView() }
}

extension _ShapeView: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let shape = shape
        let color = style.resolvedColor(in: context.environment)
        return [context.node(ShapeBehavior(path: { shape.path(in: $0) }, size: { shape.sizeThatFits($0) },
                                           color: color, stroke: strokeStyle, evenOdd: fillStyle.isEOFilled,
                                           analyticHitShape: AnalyticShape(shape),
                                           gradient: style.gradientPaint(in: context.environment)))]
    }
}

/// A leaf that draws a path filled or stroked with one colour, or with a gradient.
///
/// Invariant: its size is the shape's answer to the proposal; its animatable data is its colour
/// (a gradient's first colour, which stands for it where only a colour is wanted).
package struct ShapeBehavior: NodeBehavior {
    package let path: @MainActor (CGRect) -> Path
    package let size: @MainActor (ProposedViewSize) -> CGSize
    package var color: ResolvedColor
    package let stroke: StrokeStyle?
    package let evenOdd: Bool
    /// The shape as hit testing tests it without building its path (nil: a custom shape).
    package let analyticHitShape: AnalyticShape?
    /// The gradient drawn instead of `color`, laid out in the node's bounds.
    package var gradient: GradientPaint? = nil

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        size(proposal)
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        if let gradient {
            list.paint(path(bounds), with: gradient, in: bounds, evenOdd: evenOdd, stroke: stroke)
        } else if let stroke {
            list.stroke(path(bounds), with: color, style: stroke)
        } else {
            list.fill(path(bounds), with: color, evenOdd: evenOdd)
        }
    }

    package func hitPath(in bounds: CGRect) -> Path? { path(bounds) }
    package var hitsBeyondBounds: Bool { analyticHitShape == nil }

    package var animatableData: AnimatableVector? { color.animatableVector }
    package func withAnimatableData(_ data: AnimatableVector) -> ShapeBehavior {
        var copy = self
        copy.color = ResolvedColor(data)
        return copy
    }
}
