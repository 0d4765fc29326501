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
        var behavior = ShapeBehavior(path: { shape.path(in: $0) }, size: { shape.sizeThatFits($0) },
                                     color: color, stroke: strokeStyle, evenOdd: fillStyle.isEOFilled,
                                     analyticHitShape: AnalyticShape(shape),
                                     gradient: style.gradientPaint(in: context.environment))
        if let data = shape.animatableVector {
            behavior.shapeData = data
            behavior.reshape = { vector in
                let reshaped = shape.withAnimatableVector(vector)
                return { reshaped.path(in: $0) }
            }
        }
        return [context.node(behavior)]
    }
}

/// A leaf that draws a path filled or stroked with one colour, or with a gradient.
///
/// Invariant: its size is the shape's answer to the proposal; its animatable data is its colour
/// (a gradient's first colour, which stands for it where only a colour is wanted), then the
/// shape's own `animatableData` when it has some the host can take apart (`shapeData`).
package struct ShapeBehavior: NodeBehavior {
    package var path: @MainActor (CGRect) -> Path
    package let size: @MainActor (ProposedViewSize) -> CGSize
    package var color: ResolvedColor
    package let stroke: StrokeStyle?
    package let evenOdd: Bool
    /// The shape as hit testing tests it without building its path (nil: a custom shape).
    package var analyticHitShape: AnalyticShape?
    /// The gradient drawn instead of `color`, laid out in the node's bounds.
    package var gradient: GradientPaint? = nil
    /// The shape's `animatableData` as numbers (a custom shape's, a trim's ends, a rounded
    /// rectangle's corner size); nil when it has none.
    package var shapeData: AnimatableVector? = nil
    /// The path maker of the shape rebuilt with other `animatableData` (set with `shapeData`).
    package var reshape: (@MainActor (AnimatableVector) -> @MainActor (CGRect) -> Path)? = nil
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

    package var animatableData: AnimatableVector? {
        guard let shapeData else { return color.animatableVector }
        return AnimatableVector(color.animatableVector.values + shapeData.values)
    }

    package func withAnimatableData(_ data: AnimatableVector) -> ShapeBehavior {
        var copy = self
        let colorCount = color.animatableVector.values.count
        copy.color = ResolvedColor(AnimatableVector(Array(data.values.prefix(colorCount))))
        let rest = AnimatableVector(Array(data.values.dropFirst(colorCount)))
        if let reshape, let shapeData, rest.values.count == shapeData.values.count, rest != shapeData {
            copy.shapeData = rest
            copy.path = reshape(rest)
            // An in-between shape is hit-tested on its path, not as the final shape.
            copy.analyticHitShape = nil
        }
        return copy
    }
}
