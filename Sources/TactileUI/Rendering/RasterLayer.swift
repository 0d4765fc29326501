import Foundation

/// A rectangle of premultiplied RGBA pixels in `Float`, where the rasterizer composites:
/// the canvas, or an item drawn apart before a shadow or blur applies to it as a whole.
///
/// Invariants: `rgba.count == bounds.width × bounds.height × 4`; compositing is Porter–Duff
/// source-over on premultiplied colour (`dst = src + dst × (1 − src.alpha)`), which SVG and
/// Core Graphics use, unless an item's `BlendMode` says otherwise (`RasterBlend`); pixels
/// outside `bounds` are dropped.
package struct RasterLayer: Sendable {
    package var bounds: PixelBounds
    package var rgba: [Float]

    package init(bounds: PixelBounds) {
        self.bounds = bounds
        rgba = [Float](repeating: 0, count: bounds.width * bounds.height * 4)
    }

    /// Paints `paint` where `mask` covers, times `opacity` and the coverage of `clip` if any.
    package mutating func fill(_ mask: CoverageMask, with paint: RasterPaint, opacity: Float, clip: CoverageMask?) {
        let area = mask.bounds.intersection(bounds).intersection(clip?.bounds ?? mask.bounds)
        guard !area.isEmpty, opacity > 0 else { return }
        let width = bounds.width
        for y in area.minY..<area.maxY {
            var color = paint.solid
            for x in area.minX..<area.maxX {
                var coverage = mask.values[(y - mask.bounds.minY) * mask.bounds.width + (x - mask.bounds.minX)]
                if let clip { coverage *= clip.values[(y - clip.bounds.minY) * clip.bounds.width + (x - clip.bounds.minX)] }
                guard coverage > 0 else { continue }
                if paint.solid == nil { color = paint.color(atPixelX: x, y: y) }
                guard let source = color else { continue }
                let alpha = coverage * opacity
                let index = ((y - bounds.minY) * width + (x - bounds.minX)) * 4
                let sourceAlpha = source.alpha * alpha
                let keep = 1 - sourceAlpha
                rgba[index] = source.red * alpha + rgba[index] * keep
                rgba[index + 1] = source.green * alpha + rgba[index + 1] * keep
                rgba[index + 2] = source.blue * alpha + rgba[index + 2] * keep
                rgba[index + 3] = sourceAlpha + rgba[index + 3] * keep
            }
        }
    }

    /// Blends `layer` onto this one in `mode` (`RasterBlend`), each of its pixels times the
    /// coverage of `clip` if any; `.normal` is `composite(_:clip:)`.
    package mutating func composite(_ layer: RasterLayer, clip: CoverageMask?, blendMode mode: BlendMode) {
        guard mode != .normal else { return composite(layer, clip: clip) }
        let area = layer.bounds.intersection(bounds).intersection(clip?.bounds ?? layer.bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let from = ((y - layer.bounds.minY) * layer.bounds.width + (x - layer.bounds.minX)) * 4
                let factor = clip.map { $0.values[(y - $0.bounds.minY) * $0.bounds.width + (x - $0.bounds.minX)] } ?? 1
                let source = SIMD4(layer.rgba[from], layer.rgba[from + 1], layer.rgba[from + 2], layer.rgba[from + 3]) * factor
                // A transparent source leaves the backdrop as it is, in every mode.
                guard source[3] > 0 else { continue }
                let to = ((y - bounds.minY) * bounds.width + (x - bounds.minX)) * 4
                let backdrop = SIMD4(rgba[to], rgba[to + 1], rgba[to + 2], rgba[to + 3])
                let result = RasterBlend.blend(mode, source: source, backdrop: backdrop)
                for channel in 0..<4 { rgba[to + channel] = result[channel] }
            }
        }
    }

    /// Composites `layer` over this one, each pixel times the coverage of `clip` if any.
    package mutating func composite(_ layer: RasterLayer, clip: CoverageMask?) {
        let area = layer.bounds.intersection(bounds).intersection(clip?.bounds ?? layer.bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let from = ((y - layer.bounds.minY) * layer.bounds.width + (x - layer.bounds.minX)) * 4
                let sourceAlpha = layer.rgba[from + 3]
                guard sourceAlpha > 0 else { continue }
                let factor = clip.map { $0.values[(y - $0.bounds.minY) * $0.bounds.width + (x - $0.bounds.minX)] } ?? 1
                guard factor > 0 else { continue }
                let to = ((y - bounds.minY) * bounds.width + (x - bounds.minX)) * 4
                let keep = 1 - sourceAlpha * factor
                for channel in 0..<4 { rgba[to + channel] = layer.rgba[from + channel] * factor + rgba[to + channel] * keep }
            }
        }
    }

    /// Every pixel times the coverage of `mask` (zero outside it).
    package mutating func multiply(by mask: CoverageMask) {
        for y in bounds.minY..<bounds.maxY {
            for x in bounds.minX..<bounds.maxX {
                let factor = mask.coverage(x: x, y: y)
                guard factor < 1 else { continue }
                let index = ((y - bounds.minY) * bounds.width + (x - bounds.minX)) * 4
                for channel in 0..<4 { rgba[index + channel] *= factor }
            }
        }
    }

    /// The layer as 8-bit premultiplied RGBA, each channel rounded to the nearest of 0…255 and
    /// colour clamped to alpha.
    package func image() -> RasterImage {
        var image = RasterImage(width: bounds.width, height: bounds.height)
        for index in stride(from: 0, to: rgba.count, by: 4) {
            let alpha = Self.byte(rgba[index + 3])
            image.pixels[index + 3] = alpha
            for channel in 0..<3 { image.pixels[index + channel] = min(alpha, Self.byte(rgba[index + channel])) }
        }
        return image
    }

    private static func byte(_ value: Float) -> UInt8 {
        guard value > 0 else { return 0 }
        return value >= 1 ? 255 : UInt8((value * 255).rounded())
    }
}
