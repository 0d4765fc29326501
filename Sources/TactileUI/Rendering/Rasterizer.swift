import Foundation

/// Why a display list could not be rasterized.
package enum RasterizationError: Error, Equatable, CustomStringConvertible {
    /// The scale is not a positive finite number.
    case invalidScale(Double)
    /// The image would exceed `Rasterizer.maximumPixelDimension` on a side.
    case imageTooLarge(width: Double, height: Double)

    package var description: String {
        switch self {
        case .invalidScale(let scale): "the scale must be a positive finite number, not \(scale)"
        case .imageTooLarge(let width, let height):
            "a \(width)×\(height)-pixel image exceeds \(Rasterizer.maximumPixelDimension) pixels on a side"
        }
    }
}

/// Draws a display list into pixels, in process and without dependencies: the same items the
/// SVG renderer writes, drawn as a browser draws that SVG.
///
/// - Paths (lines and curves flattened by `PathFlattener`) are filled with their fill rule by
///   `ScanConverter`, anti-aliased by coverage; strokes become polygons (`PathStroker`) filled
///   non-zero. Text is drawn with `StrokeFont`.
/// - Colours with opacity, gradients (`RasterPaint`), and each item's inherited opacity; an item
///   with both a fill and a stroke and opacity below 1 is drawn apart and then faded as a group,
///   as SVG's `opacity` attribute does.
/// - Transforms: an item's transform, then the scale (`scale` pixels per point, SwiftUI's
///   `displayScale`). The image is ⌈canvas size × scale⌉ pixels.
/// - Clips: each clip path of the item (non-zero, in canvas coordinates) multiplies coverage;
///   a blurred item is clipped before it is blurred, as the SVG nests them.
/// - Shadows and blurs: the item is drawn apart; a shadow is its alpha, blurred (σ = radius / 2,
///   `RasterConfiguration.blurDeviationPerRadius`), moved by the offset rounded to whole pixels and
///   tinted, under the item; a blur blurs the result. Gaussians are three box blurs
///   (`RasterBlur`). An opaque blur keeps to the item's drawn bounds and repeats its edges.
///
/// Invariants (determinism): the same display list and scale give the same bytes on every
/// machine. All arithmetic is IEEE-754 `+ − × ÷ √` in a fixed order (the platform's `sin`,
/// `cos`, `atan2` and `exp` are never called: `RasterMath` replaces them); no hashing order,
/// threads or clocks are involved. Pixels start transparent (SVG has no background).
package enum Rasterizer {
    /// The largest image side, in pixels (16,384: the texture limit of common GPUs; an image
    /// that size is 1 GiB of RGBA).
    package static let maximumPixelDimension = 16_384

    package static func image(of list: DisplayList, scale: Double = 1,
                              configuration: RasterConfiguration = .standard) throws(RasterizationError) -> RasterImage {
        guard scale > 0, scale.isFinite else { throw .invalidScale(scale) }
        let width = pixels(Double(list.canvasSize.width) * scale), height = pixels(Double(list.canvasSize.height) * scale)
        guard width <= Double(maximumPixelDimension), height <= Double(maximumPixelDimension) else {
            throw .imageTooLarge(width: width, height: height)
        }
        var renderer = Renderer(scale: scale, canvas: PixelBounds(minX: 0, minY: 0, maxX: Int(width), maxY: Int(height)),
                                configuration: configuration)
        for item in list.items { renderer.draw(item) }
        return renderer.canvas.image()
    }

    /// Whole pixels covering `length` (a thousandth of a pixel of rounding error is forgiven).
    private static func pixels(_ length: Double) -> Double {
        guard length.isFinite, length > 0 else { return length.isFinite ? 0 : .infinity }
        return (length - 1e-3).rounded(.up)
    }
}

/// One rasterization: the canvas and the clip masks it has made.
private struct Renderer {
    let scale: Double
    let configuration: RasterConfiguration
    var canvas: RasterLayer
    private var clipCache: [(clips: [Path], mask: CoverageMask)] = []
    /// Clip masks remembered: items usually share their ancestors' clips with their neighbours.
    private static let clipCacheSize = 16

    init(scale: Double, canvas: PixelBounds, configuration: RasterConfiguration) {
        self.scale = scale
        self.configuration = configuration
        self.canvas = RasterLayer(bounds: canvas)
    }

    /// One shape of an item: where it covers and what it is painted with.
    private struct Part {
        var mask: CoverageMask
        var paint: RasterPaint
    }

    mutating func draw(_ item: DisplayItem) {
        guard item.opacity > 0 else { return }
        var clip: CoverageMask?
        if !item.clips.isEmpty {
            let mask = clipMask(item.clips)
            guard !mask.bounds.isEmpty else { return }
            clip = mask
        }
        let opacity = Float(min(1, item.opacity))
        // Deviations beyond what the effect margin can hold are capped (and non-finite ones are none),
        // so a huge radius costs bounded memory and time.
        let largestSigma = Double(configuration.maximumEffectMargin) / configuration.blurReachInDeviations
        func sigma(_ radius: CGFloat?) -> Double {
            let value = Double(radius ?? 0) * configuration.blurDeviationPerRadius * scale
            return value.isFinite && value > 0 ? min(value, largestSigma) : 0
        }
        let blurSigma = sigma(item.blur?.radius), shadowSigma = sigma(item.shadow?.radius)
        let direct = item.shadow == nil && blurSigma <= 0 && item.blendMode == .normal
        if direct {
            let parts = self.parts(of: item, region: clip?.bounds ?? canvas.bounds)
            if parts.count == 1 || opacity >= 1 {
                for part in parts { canvas.fill(part.mask, with: part.paint, opacity: opacity, clip: clip) }
                return
            }
        }
        // Drawn apart: content that may be blurred into view comes from a margin around the canvas.
        let reach = Int((configuration.blurReachInDeviations * (blurSigma + shadowSigma)).rounded(.up))
        // Offsets beyond the canvas and its margin draw nothing on it; they are capped there.
        let farthest = Double(canvas.bounds.width + canvas.bounds.height + configuration.maximumEffectMargin)
        func pixels(_ offset: CGFloat) -> Int {
            let value = Double(offset) * scale
            return value.isFinite ? Int(max(-farthest, min(farthest, value)).rounded()) : 0
        }
        let shadowOffset = item.shadow.map { (x: pixels($0.x), y: pixels($0.y)) } ?? (x: 0, y: 0)
        let margin = min(configuration.maximumEffectMargin, reach + max(abs(shadowOffset.x), abs(shadowOffset.y)))
        let parts = self.parts(of: item, region: canvas.bounds.insetBy(-margin))
        let drawn = parts.reduce(PixelBounds.empty) { $0.union($1.mask.bounds) }
        guard !drawn.isEmpty else { return }
        var layerBounds = drawn.union(drawn.offsetBy(x: shadowOffset.x, y: shadowOffset.y)).insetBy(-reach)
        if let blur = item.blur, blur.opaque { layerBounds = drawn }
        var layer = RasterLayer(bounds: layerBounds)
        for part in parts { layer.fill(part.mask, with: part.paint, opacity: 1, clip: nil) }
        if opacity < 1 { for index in layer.rgba.indices { layer.rgba[index] *= opacity } }
        if let shadow = item.shadow { addShadow(shadow, sigma: shadowSigma, offset: shadowOffset, to: &layer) }
        if let blur = item.blur, blurSigma > 0 {
            // The SVG blurs the clipped item (`<g filter=blur><g clip-path=…>`): clip, then blur.
            if let clip { layer.multiply(by: clip) }
            RasterBlur.blur(&layer.rgba, width: layer.bounds.width, height: layer.bounds.height, channels: 4, sigma: blurSigma,
                            passes: configuration.boxBlurPasses, extendEdges: blur.opaque)
            canvas.composite(layer, clip: nil, blendMode: item.blendMode)
        } else {
            canvas.composite(layer, clip: clip, blendMode: item.blendMode)
        }
    }

    /// Puts a shadow of `layer`'s alpha under it.
    private func addShadow(_ shadow: ShadowParameters, sigma: Double, offset: (x: Int, y: Int), to layer: inout RasterLayer) {
        let bounds = layer.bounds
        var alpha = [Float](repeating: 0, count: bounds.width * bounds.height)
        for y in 0..<bounds.height {
            for x in 0..<bounds.width {
                let sx = x - offset.x, sy = y - offset.y
                guard sx >= 0, sy >= 0, sx < bounds.width, sy < bounds.height else { continue }
                alpha[y * bounds.width + x] = layer.rgba[(sy * bounds.width + sx) * 4 + 3]
            }
        }
        RasterBlur.blur(&alpha, width: bounds.width, height: bounds.height, channels: 1, sigma: sigma,
                        passes: configuration.boxBlurPasses, extendEdges: false)
        let color = RasterColor(shadow.color)
        for index in alpha.indices {
            let a = alpha[index]
            let base = index * 4
            let keep = 1 - layer.rgba[base + 3]
            layer.rgba[base] += color.red * a * keep
            layer.rgba[base + 1] += color.green * a * keep
            layer.rgba[base + 2] += color.blue * a * keep
            layer.rgba[base + 3] += color.alpha * a * keep
        }
    }

    /// The shapes `item` draws, with coverage computed within `region` (device pixels).
    private func parts(of item: DisplayItem, region: PixelBounds) -> [Part] {
        let transform = item.transform.concatenating(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
        switch item.content {
        case .path(let path, let fill, let evenOdd, let stroke):
            var parts: [Part] = []
            if let fill, fill.opacity > 0 {
                parts.append(Part(mask: fillMask(path, transform: transform, evenOdd: evenOdd, region: region), paint: RasterPaint(color: fill)))
            }
            if let stroke, stroke.color.opacity > 0 {
                parts.append(Part(mask: strokeMask(path, style: stroke.style, transform: transform, region: region),
                                  paint: RasterPaint(color: stroke.color)))
            }
            return parts
        case .gradientPath(let path, let gradient, let bounds, let evenOdd, let stroke):
            let paint = RasterPaint(gradient: gradient, bounds: bounds, transform: transform)
            let mask = stroke.map { strokeMask(path, style: $0, transform: transform, region: region) }
                ?? fillMask(path, transform: transform, evenOdd: evenOdd, region: region)
            return [Part(mask: mask, paint: paint)]
        case .text(let layout, let color):
            guard color.opacity > 0 else { return [] }
            let (contours, style) = StrokeFont.contours(of: layout)
            return [Part(mask: strokeMask(contours: contours, style: style, transform: transform, region: region),
                         paint: RasterPaint(color: color))]
        }
    }

    private func fillMask(_ path: Path, transform: CGAffineTransform, evenOdd: Bool, region: PixelBounds) -> CoverageMask {
        let contours = PathFlattener.contours(of: path, transform: transform, tolerance: configuration.flatteningTolerance,
                                              maximumSegments: configuration.maximumCurveSegments)
        return ScanConverter.coverage(of: contours.map(\.points), rule: evenOdd ? .evenOdd : .nonZero, clip: region,
                                      configuration: configuration)
    }

    /// Strokes in the path's own coordinates (a non-uniform transform then shapes the stroke as
    /// it does in SVG), flattened finely enough for the transform's largest stretch.
    private func strokeMask(_ path: Path, style: StrokeStyle, transform: CGAffineTransform, region: PixelBounds) -> CoverageMask {
        let stretch = Self.stretch(of: transform)
        guard stretch > 0 else { return .empty }
        let contours = PathFlattener.contours(of: path, transform: .identity, tolerance: configuration.flatteningTolerance / stretch,
                                              maximumSegments: configuration.maximumCurveSegments)
        return strokeMask(contours: contours, style: style, transform: transform, region: region)
    }

    private func strokeMask(contours: [RasterContour], style: StrokeStyle, transform: CGAffineTransform,
                            region: PixelBounds) -> CoverageMask {
        let stretch = Self.stretch(of: transform)
        guard stretch > 0, stretch.isFinite else { return .empty }
        let segments = PathStroker.circleSegments(radius: Double(style.lineWidth) / 2 * stretch, configuration: configuration)
        let polygons = PathStroker.polygons(of: contours, style: style, circleSegments: segments)
        let a = Double(transform.a), b = Double(transform.b), c = Double(transform.c), d = Double(transform.d)
        let tx = Double(transform.tx), ty = Double(transform.ty)
        let mapped = polygons.map { polygon in
            polygon.map { RasterPoint(x: a * $0.x + c * $0.y + tx, y: b * $0.x + d * $0.y + ty) }
        }
        return ScanConverter.coverage(of: mapped, rule: .nonZero, clip: region, configuration: configuration)
    }

    /// The largest factor by which `transform` stretches a length (the longer column).
    private static func stretch(of t: CGAffineTransform) -> Double {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        return max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
    }

    /// The coverage of all of `clips` together (each in canvas points), cached.
    private mutating func clipMask(_ clips: [Path]) -> CoverageMask {
        if let cached = clipCache.first(where: { $0.clips == clips }) { return cached.mask }
        let device = CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))
        var mask: CoverageMask?
        for clip in clips {
            let next = fillMask(clip, transform: device, evenOdd: false, region: mask?.bounds ?? canvas.bounds)
            mask = mask.map { $0.intersecting(next) } ?? next
            if mask?.bounds.isEmpty == true { break }
        }
        let result = mask ?? .empty
        if clipCache.count == Self.clipCacheSize { clipCache.removeFirst() }
        clipCache.append((clips, result))
        return result
    }
}
