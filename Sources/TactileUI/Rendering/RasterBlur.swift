import Foundation

/// A Gaussian blur approximated by repeated box blurs (`RasterConfiguration.boxBlurPasses`).
///
/// `n` passes of a box `2r + 1` pixels wide have variance `n((2r + 1)² − 1) / 12`; `r` is the
/// whole radius whose variance is nearest σ². Each pass is separable (rows, then columns) and
/// uses a running sum, so its cost does not grow with the radius. Pixels outside the plane are
/// transparent (`extendEdges == false`) or repeat the nearest edge pixel (`true`: an opaque
/// blur, SVG's `edgeMode="duplicate"`).
package enum RasterBlur {
    /// The box radius for a Gaussian of standard deviation `sigma` pixels in `passes` passes.
    package static func boxRadius(sigma: Double, passes: Int) -> Int {
        guard sigma > 0, sigma.isFinite, passes > 0 else { return 0 }
        let width = (12 * sigma * sigma / Double(passes) + 1).squareRoot()
        return max(0, Int(((width - 1) / 2).rounded()))
    }

    /// Blurs every channel of `rgba` (interleaved, `channels` per pixel, `width × height`).
    package static func blur(_ rgba: inout [Float], width: Int, height: Int, channels: Int, sigma: Double,
                             passes: Int, extendEdges: Bool) {
        let radius = boxRadius(sigma: sigma, passes: passes)
        guard radius > 0, width > 0, height > 0 else { return }
        var line = [Float](repeating: 0, count: max(width, height))
        var output = [Float](repeating: 0, count: max(width, height))
        for _ in 0..<passes {
            for channel in 0..<channels {
                for y in 0..<height {
                    for x in 0..<width { line[x] = rgba[(y * width + x) * channels + channel] }
                    box(line, count: width, radius: radius, extendEdges: extendEdges, into: &output)
                    for x in 0..<width { rgba[(y * width + x) * channels + channel] = output[x] }
                }
                for x in 0..<width {
                    for y in 0..<height { line[y] = rgba[(y * width + x) * channels + channel] }
                    box(line, count: height, radius: radius, extendEdges: extendEdges, into: &output)
                    for y in 0..<height { rgba[(y * width + x) * channels + channel] = output[y] }
                }
            }
        }
    }

    /// One box pass over `count` values: each output is the mean of the `2·radius + 1` inputs
    /// around it.
    private static func box(_ input: [Float], count: Int, radius: Int, extendEdges: Bool, into output: inout [Float]) {
        func value(_ index: Int) -> Double {
            if index >= 0, index < count { return Double(input[index]) }
            return extendEdges ? Double(input[index < 0 ? 0 : count - 1]) : 0
        }
        let scale = 1 / Double(2 * radius + 1)
        var sum = 0.0
        for index in -radius...radius { sum += value(index) }
        for index in 0..<count {
            output[index] = Float(sum * scale)
            sum += value(index + radius + 1) - value(index - radius)
        }
    }
}
