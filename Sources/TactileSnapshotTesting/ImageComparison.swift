import Foundation
import TactileTesting
import TactileUI

/// How the image strategies compare two PNG files, following swift-snapshot-testing on iOS.
///
/// - A pixel matches when its bytes are equal, or when its perceptual distance from the
///   reference's pixel is at most `(1 − perceptualPrecision) × 100`.
/// - The images match when the fraction of matching pixels is at least `precision`, and they
///   have the same size.
///
/// The distance is CIE76 ΔE (the Euclidean distance in CIE L\*a\*b\*, D65 white, 0…100 for
/// black against white) between the two pixels composited over white, or over black if that
/// is larger — so that a difference only in transparency counts too. iOS measures with Core
/// Image's `CILabDeltaE` (ΔE 1994), which is close to CIE76 for the small differences a
/// `perceptualPrecision` of 0.98–0.99 allows; a threshold tuned on iOS carries over.
struct ImageComparison {
    var precision: Float
    var perceptualPrecision: Float

    struct Failure {
        var message: String
        /// A PNG of the per-channel absolute difference (opaque), when both images decoded with one size.
        var difference: Data?
    }

    /// Why `current` does not match `reference`, nil when it does.
    func compare(reference: Data, current: Data) -> Failure? {
        let old: RasterImage, new: RasterImage
        do { old = try PNGDecoder.image(from: reference) } catch {
            return Failure(message: "The reference is not a readable PNG: \(error).")
        }
        do { new = try PNGDecoder.image(from: current) } catch {
            let text = String(decoding: current.prefix(200), as: UTF8.self)
            return Failure(message: "Newly-taken snapshot is not a readable PNG (\(error)): \(text)")
        }
        guard old.width == new.width, old.height == new.height else {
            return Failure(message: "Newly-taken snapshot@\(new.width)×\(new.height) does not match reference@\(old.width)×\(old.height).")
        }
        let threshold = Double(1 - perceptualPrecision) * 100
        let pixelCount = old.width * old.height
        var failing = 0
        var largest = 0.0
        var difference = RasterImage(width: old.width, height: old.height)
        for index in 0..<pixelCount {
            let base = index * 4
            var equal = true
            for channel in 0..<4 {
                let a = old.pixels[base + channel], b = new.pixels[base + channel]
                let delta = a > b ? a - b : b - a
                if delta != 0 { equal = false }
                difference.pixels[base + channel] = channel == 3 ? 255 : delta
            }
            guard !equal else { continue }
            let distance = Self.distance(old.pixels[base..<(base + 4)], new.pixels[base..<(base + 4)])
            largest = max(largest, distance)
            if perceptualPrecision >= 1 || distance > threshold { failing += 1 }
        }
        let matching = pixelCount > 0 ? 1 - Float(failing) / Float(pixelCount) : 1
        guard matching < precision else { return nil }
        let lowestPerceptual = 1 - min(largest / 100, 1)
        return Failure(message: """
            Newly-taken snapshot does not match reference.
            The percentage of pixels that match \(matching) is less than required \(precision)
            The lowest perceptual color precision \(lowestPerceptual) is less than required \(perceptualPrecision)
            """, difference: PNGEncoder.data(of: difference))
    }

    /// The CIE76 ΔE of two premultiplied RGBA pixels, the larger of over white and over black.
    static func distance(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Double {
        let a = Array(a), b = Array(b)
        var largest = 0.0
        for background in [1.0, 0.0] {
            func lab(_ p: [UInt8]) -> (Double, Double, Double) {
                let alpha = Double(p[3]) / 255
                func channel(_ value: UInt8) -> Double { Double(value) / 255 + background * (1 - alpha) }
                return Self.lab(red: channel(p[0]), green: channel(p[1]), blue: channel(p[2]))
            }
            let (l1, a1, b1) = lab(a), (l2, a2, b2) = lab(b)
            largest = max(largest, ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot())
        }
        return largest
    }

    /// CIE L\*a\*b\* of an sRGB colour (IEC 61966-2-1 transfer function, D65 white).
    static func lab(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let r = linear(red), g = linear(green), b = linear(blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// Writes `difference` into the artifacts directory (`SNAPSHOT_ARTIFACTS`, else the temporary
    /// directory, as swift-snapshot-testing does for failed snapshots), named by its CRC so that
    /// runs do not overwrite each other's different images; nil when it cannot be written.
    static func writeDifference(_ difference: Data) -> URL? {
        let directory = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                            isDirectory: true).appendingPathComponent("TactileImageDifferences", isDirectory: true)
        let url = directory.appendingPathComponent("difference-\(String(Checksums.crc32(difference), radix: 16)).png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try difference.write(to: url)
            return url
        } catch {
            return nil
        }
    }
}
