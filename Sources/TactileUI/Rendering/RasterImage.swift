import Foundation

/// A rasterized frame: `width × height` pixels, row by row from the top, four bytes each —
/// red, green, blue and alpha, with the colour premultiplied by alpha (as Core Graphics stores
/// bitmaps).
///
/// Invariant: `pixels.count == width × height × 4`, and no colour byte exceeds its alpha.
package struct RasterImage: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package var pixels: [UInt8]

    /// A transparent image; negative sizes are empty.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// An image from premultiplied bytes, nil when the count does not match the size or a
    /// colour exceeds its alpha.
    package init?(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = pixels[index + 3]
            guard pixels[index] <= alpha, pixels[index + 1] <= alpha, pixels[index + 2] <= alpha else { return nil }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image from straight (not premultiplied) RGBA bytes, as PNG stores them: colour × alpha / 255,
    /// rounded to nearest, so `straightRGBA` of a premultiplied image comes back byte for byte.
    package init?(width: Int, height: Int, straightRGBA bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        pixels = bytes
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = UInt32(bytes[index + 3])
            for channel in 0..<3 {
                pixels[index + channel] = UInt8((UInt32(bytes[index + channel]) * alpha * 2 + 255) / 510)
            }
        }
    }

    /// The premultiplied red, green, blue and alpha of pixel `(x, y)`; transparent outside.
    package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// The bytes with colour divided by alpha (rounded), as PNG's RGBA stores them; a
    /// transparent pixel is all zeros.
    package var straightRGBA: [UInt8] {
        var bytes = pixels
        for index in stride(from: 0, to: bytes.count, by: 4) {
            let alpha = UInt32(bytes[index + 3])
            guard alpha > 0, alpha < 255 else { continue }
            for channel in 0..<3 {
                bytes[index + channel] = UInt8(min(255, (UInt32(bytes[index + channel]) * 255 + alpha / 2) / alpha))
            }
        }
        return bytes
    }
}
