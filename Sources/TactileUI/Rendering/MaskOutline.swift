import Foundation

/// What a `mask(alignment:_:)` view draws, reduced to what every renderer can apply: one clip
/// region and one opacity.
///
/// - `clip` (canvas coordinates) is the union of the outlines of the mask's visible items: a
///   filled path as it is; a stroked path as its bounding box grown by half the line width on
///   each side; text as the boxes of its lines. The union is filled non-zero, as every clip is
///   (a mask's even-odd holes are filled).
/// - `opacity` is the largest opacity among those items (each item's colour — for a gradient,
///   its most opaque stop — times the opacity it inherited, relative to the masked view's own).
///   A mask drawn at one opacity (a translucent colour, `opacity(_:)`) masks exactly; where the
///   mask's opacity varies (a gradient fading to clear, overlapping translucent shapes), the
///   content is drawn at the largest one everywhere inside the clip.
///
/// Items whose opacity is zero (a clear colour, an invisible view) add nothing, so a mask that
/// draws nothing hides the content, as in SwiftUI. The mask's own clips and blur are ignored.
/// Exact per-pixel alpha masking would need a mask kind in `DisplayItem`, in the SVG
/// (`<mask>`) and in the rasterizer; docs/COMPATIBILITY.md says what is simplified.
package struct MaskOutline {
    package private(set) var clip = Path()
    package private(set) var opacity: Double = 0

    /// The outline of `items` (a mask's display items) for a masked view drawn at `baseOpacity`.
    package init(items: [DisplayItem], baseOpacity: Double) {
        for item in items {
            let inherited = baseOpacity > 0 ? item.opacity / baseOpacity : 0
            let shape: Path, colorOpacity: Double
            switch item.content {
            case .path(let path, let fill, _, let stroke):
                if let fill, fill.opacity > 0 {
                    shape = path
                    colorOpacity = max(fill.opacity, stroke?.color.opacity ?? 0)
                } else if let stroke {
                    shape = Path(path.boundingRect.insetBy(dx: -stroke.style.lineWidth / 2, dy: -stroke.style.lineWidth / 2))
                    colorOpacity = stroke.color.opacity
                } else {
                    continue
                }
            case .gradientPath(let path, let gradient, _, _, let stroke):
                shape = stroke.map { Path(path.boundingRect.insetBy(dx: -$0.lineWidth / 2, dy: -$0.lineWidth / 2)) } ?? path
                colorOpacity = gradient.stops.map(\.color.opacity).max() ?? 0
            case .text(let layout, let color):
                var boxes = Path()
                for line in layout.lines {
                    boxes.addRect(CGRect(origin: line.origin, size: CGSize(width: line.width, height: line.height)))
                }
                shape = boxes
                colorOpacity = color.opacity
            }
            let alpha = min(1, inherited * colorOpacity)
            guard alpha > 0, !shape.isEmpty else { continue }
            clip.addPath(shape, transform: item.transform)
            opacity = max(opacity, alpha)
        }
    }
}
