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

    /// Each row prefixed by its filter type and filtered (bytes per pixel 4). One pass scores
    /// all five filters, a second writes the chosen one; the row above the first is zeros.
    private static func filteredRows(_ bytes: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 4
        var output = [UInt8](repeating: 0, count: (stride + 1) * height)
        guard stride > 0, height > 0 else { return output }
        let zeros = [UInt8](repeating: 0, count: stride)
        @inline(__always) func magnitude(_ value: Int, _ prediction: Int) -> Int {
            abs(Int(Int8(truncatingIfNeeded: value &- prediction)))
        }
        @inline(__always) func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
            let p = a + b - c
            let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        }
        @inline(__always) func prediction(_ filter: Int, _ a: Int, _ b: Int, _ c: Int) -> Int {
            switch filter {
            case 1: a
            case 2: b
            case 3: (a + b) >> 1
            case 4: paeth(a, b, c)
            default: 0
            }
        }
        bytes.withUnsafeBufferPointer { source in
            zeros.withUnsafeBufferPointer { zeroRow in
                output.withUnsafeMutableBufferPointer { target in
                    let base = source.baseAddress!, out = target.baseAddress!
                    for y in 0..<height {
                        let row = base + y * stride
                        let above = y > 0 ? row - stride : zeroRow.baseAddress!
                        let line = out + y * (stride + 1)
                        // A row equal to the one above (flat areas) scores 0 with Up, and with
                        // None too when it is all zeros; either way every filtered byte is 0.
                        if y > 0, memcmp(row, above, stride) == 0 {
                            line[0] = memcmp(row, zeroRow.baseAddress!, stride) == 0 ? 0 : 2
                            continue
                        }
                        var none = 0, sub = 0, up = 0, average = 0, best = 0
                        for x in 0..<stride {
                            let value = Int(row[x]), b = Int(above[x])
                            let a = x >= 4 ? Int(row[x - 4]) : 0, c = x >= 4 ? Int(above[x - 4]) : 0
                            none += magnitude(value, 0)
                            sub += magnitude(value, a)
                            up += magnitude(value, b)
                            average += magnitude(value, (a + b) >> 1)
                            best += magnitude(value, paeth(a, b, c))
                        }
                        // The lowest score; ties go to the lower filter number.
                        var filter = 0, score = none
                        if sub < score { filter = 1; score = sub }
                        if up < score { filter = 2; score = up }
                        if average < score { filter = 3; score = average }
                        if best < score { filter = 4 }
                        line[0] = UInt8(filter)
                        for x in 0..<stride {
                            let a = x >= 4 ? Int(row[x - 4]) : 0, c = x >= 4 ? Int(above[x - 4]) : 0
                            line[1 + x] = UInt8(truncatingIfNeeded: Int(row[x]) &- prediction(filter, a, Int(above[x]), c))
                        }
                    }
                }
            }
        }
        return output
    }
}
