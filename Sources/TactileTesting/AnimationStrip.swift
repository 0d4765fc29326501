import Foundation
import TactileUI

/// A view's frames over virtual time in one picture: each frame drawn as the host drew it, in
/// rows of `AnimationStripConfiguration.columns`, under a label with its time since the strip
/// began ("50 ms"). Made by `ViewHost.animationStrip(every:for:)`; drawn by the same renderers
/// as one frame (`svg()`, `png(scale:)`).
///
/// Invariant: a pure function of the frames and the configuration — the same script gives the
/// same bytes on every run and machine (virtual clock, fixed number formatting, in-process
/// rasterizer).
public struct AnimationStrip {
    /// Each frame's time since the strip began, in seconds: 0, `interval`, 2 × `interval`, …
    public let times: [Double]
    /// Everything the strip draws, frames and labels, on one canvas.
    let displayList: DisplayList

    /// The strip as SVG (`ViewHost.svg()`'s renderer).
    public func svg() -> String { SVGRenderer.svg(of: displayList) }

    /// The strip as PNG at `scale` pixels per point (`ViewHost.png(scale:)`'s rasterizer). Throws
    /// `ImageRenderingError` for a bad scale or an image over 16,384 pixels on a side.
    public func png(scale: CGFloat = 1) throws -> Data {
        switch PNGExporter.png(of: displayList, scale: Double(scale)) {
        case .success(let data): return data
        case .failure(let error): throw ImageRenderingError(message: error.description)
        }
    }

    /// Lays out `frames` (each a display list of the same canvas size, taken at `times`) in rows.
    static func compose(_ frames: [DisplayList], times: [Double], configuration: AnimationStripConfiguration) -> AnimationStrip {
        let canvas = frames.first?.canvasSize ?? .zero
        let columns = max(1, min(configuration.columns, frames.count))
        let rows = (frames.count + columns - 1) / columns
        let spacing = configuration.spacing, band = configuration.labelHeight
        let cellWidth = canvas.width + spacing, cellHeight = band + canvas.height + spacing
        let size = CGSize(width: spacing + CGFloat(columns) * cellWidth, height: spacing + CGFloat(rows) * cellHeight)
        let ink = ResolvedColor(red: configuration.inkGray, green: configuration.inkGray, blue: configuration.inkGray)
        var items: [DisplayItem] = []
        for (index, frame) in frames.enumerated() {
            let origin = CGPoint(x: spacing + CGFloat(index % columns) * cellWidth,
                                 y: spacing + CGFloat(index / columns) * cellHeight)
            let label = TextLayout(Self.label(times[index]), font: .system(size: configuration.labelFontSize),
                                   width: nil, alignment: .leading)
            items.append(item(.text(label, color: ink), at: CGAffineTransform(translationX: origin.x, y: origin.y)))
            let shift = CGAffineTransform(translationX: origin.x, y: origin.y + band)
            let bounds = Path(CGRect(origin: .zero, size: canvas)).applying(shift)
            for var drawn in frame.items {
                drawn.transform = drawn.transform.concatenating(shift)
                drawn.clips = [bounds] + drawn.clips.map { $0.applying(shift) }
                items.append(drawn)
            }
            let border = StrokeParameters(color: ink, style: StrokeStyle(lineWidth: configuration.borderWidth))
            items.append(item(.path(Path(CGRect(origin: .zero, size: canvas)), fill: nil, evenOdd: false, stroke: border),
                              at: shift))
        }
        return AnimationStrip(times: times, displayList: DisplayList(canvasSize: size, items: items))
    }

    /// "50 ms": whole milliseconds, whatever the interval's binary rounding (the built-in stroke
    /// font the PNG path draws with has no full stop, so no decimal point).
    static func label(_ time: Double) -> String { "\(Int((time * 1000).rounded())) ms" }

    private static func item(_ content: DisplayItem.Content, at transform: CGAffineTransform) -> DisplayItem {
        DisplayItem(content: content, transform: transform, opacity: 1, clips: [], shadow: nil, identifier: nil,
                    identity: ViewIdentity())
    }
}
