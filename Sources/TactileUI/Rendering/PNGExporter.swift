import Foundation

/// Why a PNG could not be made.
package enum PNGExportError: Error, Equatable, CustomStringConvertible {
    /// The display list could not be rasterized (a bad scale, or an image too large).
    case rasterization(RasterizationError)
    /// The canvas is less than a pixel wide or high: PNG has no empty images.
    case emptyImage(width: Int, height: Int)

    package var description: String {
        switch self {
        case .rasterization(let error): "cannot rasterize the frame: \(error)"
        case .emptyImage(let width, let height): "a \(width)×\(height)-pixel image cannot be a PNG (PNG needs at least 1×1)"
        }
    }
}

/// Makes PNG files of frames in process: `Rasterizer` draws the display list, `PNGEncoder`
/// writes it. No external tool is involved, and the same frame and scale give the same bytes
/// on every machine.
package enum PNGExporter {
    /// The PNG of `list` at `scale` pixels per point.
    package static func png(of list: DisplayList, scale: Double = 1,
                            configuration: RasterConfiguration = .standard) -> Result<Data, PNGExportError> {
        let image: RasterImage
        do { image = try Rasterizer.image(of: list, scale: scale, configuration: configuration) } catch {
            return .failure(.rasterization(error))
        }
        guard image.width > 0, image.height > 0 else { return .failure(.emptyImage(width: image.width, height: image.height)) }
        return .success(PNGEncoder.data(of: image))
    }
}
