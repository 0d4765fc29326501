import Foundation

/// A shape drawn with a style (SwiftUI's `_ShapeView`): the result of `fill` and `stroke`, and
/// the body of every shape.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public var body: EmptyView { EmptyView() }
}

extension _ShapeView: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let shape = shape
        let color = style.resolvedColor(in: context.environment)
        let drawing = ShapeDrawing(shape)
        var behavior = ShapeBehavior(path: drawing.path, size: { shape.sizeThatFits($0) },
                                     color: color, stroke: drawing.stroke, evenOdd: fillStyle.isEOFilled,
                                     analyticHitShape: AnalyticShape(shape),
                                     gradient: style.gradientPaint(in: context.environment))
        if let relative = shape as? any ContainerRelativePath {
            // Made where the node stands in its container when drawn or hit (`containerRelativeBehavior`).
            behavior.containerRelative = { relative.path(in: $0, container: $1) }
            behavior.analyticHitShape = nil
        }
        if let data = shape.animatableVector {
            behavior.shapeData = data
            behavior.reshape = { ShapeDrawing(shape.withAnimatableVector($0)) }
        }
        return [context.node(behavior)]
    }
}

/// How a shape is drawn: its own path filled, or — for a stroked shape (`StrokedShapeDrawing`)
/// — the outline it traces stroked, so the display list and SVG keep a stroke.
package struct ShapeDrawing {
    package var path: @MainActor (CGRect) -> Path
    package var stroke: StrokeStyle?

    @MainActor package init<S: Shape>(_ shape: S) {
        if let stroked = shape as? any StrokedShapeDrawing {
            path = { stroked.tracedPath(in: $0) }
            stroke = stroked.style
        } else {
            path = { shape.path(in: $0) }
            stroke = nil
        }
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
    /// The line `path` is stroked with; nil when it is filled.
    package var stroke: StrokeStyle?
    package let evenOdd: Bool
    /// The shape as hit testing tests it without building its path (nil: a custom shape).
    package var analyticHitShape: AnalyticShape?
    /// The gradient drawn instead of `color`, laid out in the node's bounds.
    package var gradient: GradientPaint? = nil
    /// The shape's `animatableData` as numbers (a custom shape's, a trim's ends, a rounded
    /// rectangle's corner size); nil when it has none.
    package var shapeData: AnimatableVector? = nil
    /// The drawing of the shape rebuilt with other `animatableData` (set with `shapeData`).
    package var reshape: (@MainActor (AnimatableVector) -> ShapeDrawing)? = nil
    /// For a container-relative shape (`ConcentricRectangle`), its path in the node's bounds given
    /// its container shape's corner radii and frame there; `path` is then the shape without a
    /// container, and the node draws and hits `ViewNode.containerRelativeBehavior` instead.
    package var containerRelative: (@MainActor (CGRect, (radii: RectangleCornerRadii, frame: CGRect)?) -> Path)? = nil
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

    /// A filled shape hits on its path, a stroked one on the line (S-66).
    package func hitPath(in bounds: CGRect) -> Path? {
        guard let stroke else { return path(bounds) }
        return path(bounds).strokedPath(stroke)
    }

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
            let drawing = reshape(rest)
            copy.path = drawing.path
            copy.stroke = drawing.stroke
            // An in-between shape is hit-tested on its path, not as the final shape.
            copy.analyticHitShape = nil
        }
        return copy
    }
}
