import Foundation

/// Writes a `RasterImage` as a PNG file (ISO/IEC 15948): the signature, `IHDR` (8-bit RGBA,
/// no interlace), one `IDAT` holding the zlib stream of the filtered rows, and `IEND`; every
/// chunk with its CRC-32.
///
/// Each row is filtered with whichever of the five PNG filters gives the smallest sum of
/// absolute byte differences (the heuristic PNG §12.8 recommends), ties going to the lower
/// filter number. Invariant: deterministic — the same image always gives the same bytes (no
/// time, text or gamma chunks).
package enum PNGEncoder {
    /// The 8 bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package static func data(of image: RasterImage) -> Data {
        var file = signature
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width))
        header += bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // bit depth 8, colour type 6 (RGBA), deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", Deflate.zlib(filteredRows(image.straightRGBA, width: image.width, height: image.height)), to: &file)
        appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendChunk(_ type: String, _ body: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(body.count))
        file += typeBytes
        file += body
        file += bigEndian(Checksums.crc32(body, continuing: Checksums.crc32(typeBytes)))
    }

    /// Each row prefixed by its filter type and filtered (bytes per pixel 4).
    private static func filteredRows(_ bytes: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 4
        var output: [UInt8] = []
        output.reserveCapacity((stride + 1) * height)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            var bestScore = Int.max, bestFilter: UInt8 = 0
            for filter in UInt8(0)...4 {
                var score = 0
                for x in 0..<stride {
                    let value = bytes[y * stride + x]
                    let a = x >= 4 ? bytes[y * stride + x - 4] : 0
                    let b = y > 0 ? bytes[(y - 1) * stride + x] : 0
                    let c = x >= 4 && y > 0 ? bytes[(y - 1) * stride + x - 4] : 0
                    let filtered = value &- PNGFilter.predictor(filter, a: a, b: b, c: c)
                    candidate[x] = filtered
                    score += Int(filtered < 128 ? filtered : 0 &- filtered)
                }
                if score < bestScore {
                    bestScore = score
                    bestFilter = filter
                    swap(&best, &candidate)
                }
            }
            output.append(bestFilter)
            output += best
        }
        return output
    }
}

/// PNG's five row filters (PNG §9.2): each predicts a byte from its left (`a`), upper (`b`) and
/// upper-left (`c`) neighbours; the file stores the byte minus the prediction, modulo 256.
package enum PNGFilter {
    package static func predictor(_ filter: UInt8, a: UInt8, b: UInt8, c: UInt8) -> UInt8 {
        switch filter {
        case 1: return a
        case 2: return b
        case 3: return UInt8((Int(a) + Int(b)) / 2)
        case 4:
            let p = Int(a) + Int(b) - Int(c)
            let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
            return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: return 0
        }
    }
}
