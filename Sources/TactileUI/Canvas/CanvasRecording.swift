import Foundation

/// What a `Canvas`'s renderer drew, shared by every copy of its `GraphicsContext`: display-list
/// contents, each with the context state it was drawn with (`LocalDrawing`), in the canvas's
/// local coordinates.
///
/// Invariant: items are in the order they were drawn (painter's order), and shadings are
/// resolved in `environment` when drawn.
final class CanvasRecording {
    let environment: EnvironmentValues
    let size: CGSize
    var builder = DisplayListBuilder()

    init(environment: EnvironmentValues, size: CGSize) {
        self.environment = environment
        self.size = size
    }

    /// Records `path` filled (or stroked with `stroke`) with `shading`. Gradient points, given in
    /// the context's coordinates, are laid out as unit points of the canvas's bounds.
    func paint(_ path: Path, with shading: GraphicsContext.Shading, evenOdd: Bool, stroke: StrokeStyle?, placement: LocalDrawing) {
        let bounds = CGRect(origin: .zero, size: CGSize(width: max(size.width, 1), height: max(size.height, 1)))
        func unit(_ point: CGPoint) -> UnitPoint { UnitPoint(x: point.x / bounds.width, y: point.y / bounds.height) }
        let gradient: GradientPaint
        switch shading.resolved(in: environment).kind {
        case .resolvedColor(let color):
            if let stroke {
                builder.append(.path(path, fill: nil, evenOdd: false, stroke: StrokeParameters(color: color, style: stroke)), placement: placement)
            } else {
                builder.append(.path(path, fill: color, evenOdd: evenOdd, stroke: nil), placement: placement)
            }
            return
        case .style(let style):
            guard let paint = (style as? any GradientShapeStyle)?.paint else { return }
            // A gradient style lays itself out in the path's bounds, as a shape filled with it.
            builder.append(.gradientPath(path, gradient: paint, bounds: path.boundingRect, evenOdd: evenOdd, stroke: stroke), placement: placement)
            return
        case .linear(let stops, let start, let end):
            gradient = GradientPaint(kind: .linear(start: unit(start), end: unit(end)), stops: stops.resolvedStops)
        case .radial(let stops, let center, let startRadius, let endRadius):
            gradient = GradientPaint(kind: .radial(center: unit(center), startRadius: startRadius, endRadius: endRadius), stops: stops.resolvedStops)
        case .conic(let stops, let center, let angle):
            gradient = GradientPaint(kind: .angular(center: unit(center), startAngle: angle.radians, endAngle: angle.radians), stops: stops.resolvedStops)
        case .backdrop, .color, .foreground, .image, .palette:
            return
        }
        builder.append(.gradientPath(path, gradient: gradient, bounds: bounds, evenOdd: evenOdd, stroke: stroke), placement: placement)
    }

    /// Records what `draw` appends in its own coordinates, placed by `placement` moved to `origin`.
    func record(at origin: CGPoint, placement: LocalDrawing, _ draw: (inout DisplayListBuilder) -> Void) {
        var local = DisplayListBuilder()
        draw(&local)
        var placed = placement
        placed.transform = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(placement.transform)
        for content in local.contents { builder.append(content, placement: placed) }
    }
}
