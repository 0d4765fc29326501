import Foundation

extension Path {
    /// The area a stroke of this path with `style` covers, as a path to fill with the non-zero
    /// rule (SwiftUI's `strokedPath(_:)`).
    ///
    /// Invariant: filling the result covers what stroking this path with `style` draws. It is
    /// built by the rasterizer's own stroker (`PathStroker`): one band per segment, each join,
    /// each cap, dashes cut first, all oriented alike so that their non-zero union is the stroke.
    /// Curves are flattened and round caps and joins drawn as polygons to the rasterizer's
    /// tolerances (`RasterConfiguration`), taken in points. Core Graphics returns one outline
    /// around the same area instead, so a stroked path covers the same points but is not the
    /// same sequence of elements: trimming it (`trim(from:to:)`) draws a different part.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let configuration = RasterConfiguration.standard
        let contours = PathFlattener.contours(of: self, transform: .identity, tolerance: configuration.flatteningTolerance,
                                              maximumSegments: configuration.maximumCurveSegments)
        let segments = PathStroker.circleSegments(radius: Double(style.lineWidth) / 2, configuration: configuration)
        var outline = Path()
        for polygon in PathStroker.polygons(of: contours, style: style, circleSegments: segments) {
            guard let first = polygon.first else { continue }
            outline.move(to: CGPoint(x: first.x, y: first.y))
            for point in polygon.dropFirst() { outline.addLine(to: CGPoint(x: point.x, y: point.y)) }
            outline.closeSubpath()
        }
        return outline
    }
}
