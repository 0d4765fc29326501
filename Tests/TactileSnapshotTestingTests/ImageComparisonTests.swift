import Foundation
import Testing
@testable import TactileSnapshotTesting
import TactileUI

/// The pixel comparison behind `.png` and `.image(precision:perceptualPrecision:scale:)`.
@Suite("Image comparison: precision, perceptual precision and ΔE")
struct ImageComparisonTests {
    private static func png(width: Int = 4, height: Int = 4, pixel: (Int, Int) -> [UInt8]) -> Data {
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { bytes += pixel(x, y) } }
        return PNGEncoder.data(of: RasterImage(width: width, height: height, premultipliedRGBA: bytes)!)
    }

    @Test("ΔE is 0 for equal pixels, 100 from black to white, and counts a change of transparency")
    func deltaE() {
        let black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255], clear: [UInt8] = [0, 0, 0, 0]
        #expect(ImageComparison.distance(black[...], black[...]) == 0)
        #expect(abs(ImageComparison.distance(black[...], white[...]) - 100) < 0.01)
        // Clear over white is white: a clear pixel against opaque black is the full distance.
        #expect(abs(ImageComparison.distance(clear[...], black[...]) - 100) < 0.01)
        // One step of 255 in green is far below the 2 ΔE a perceptual precision of 0.98 allows.
        #expect(ImageComparison.distance([255, 59, 48, 255][...], [255, 60, 48, 255][...]) < 1)
    }

    @Test("precision is the fraction of pixels that must match")
    func precision() throws {
        let reference = Self.png { _, _ in [0, 0, 255, 255] }
        let oneOff = Self.png { x, y in x == 0 && y == 0 ? [255, 0, 0, 255] : [0, 0, 255, 255] }  // 1 of 16 differs
        #expect(ImageComparison(precision: 1, perceptualPrecision: 1).compare(reference: reference, current: oneOff) != nil)
        #expect(ImageComparison(precision: 0.9, perceptualPrecision: 1).compare(reference: reference, current: oneOff) == nil)
        let failure = ImageComparison(precision: 0.95, perceptualPrecision: 1).compare(reference: reference, current: oneOff)
        #expect(failure?.message.contains("0.9375") == true, "\(failure?.message ?? "")")
        // The difference image: |red − blue| per channel at the differing pixel, opaque.
        let difference = try #require(failure?.difference.flatMap { try? PNGDecoder.image(from: $0) })
        #expect(difference.pixel(x: 0, y: 0) == (255, 0, 255, 255))
        #expect(difference.pixel(x: 1, y: 0) == (0, 0, 0, 255))
    }

    @Test("images of different sizes or that are not PNG fail with a message saying so")
    func sizesAndFormats() {
        let small = Self.png(width: 2, height: 2) { _, _ in [0, 0, 0, 255] }
        let large = Self.png(width: 3, height: 2) { _, _ in [0, 0, 0, 255] }
        let comparison = ImageComparison(precision: 1, perceptualPrecision: 1)
        #expect(comparison.compare(reference: small, current: large)?.message.contains("3×2 does not match reference@2×2") == true)
        #expect(comparison.compare(reference: small, current: Data("not an image: bad scale".utf8))?.message
                    .contains("not an image: bad scale") == true)
    }
}
