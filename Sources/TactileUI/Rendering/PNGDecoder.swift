import Foundation

/// Why bytes are not a PNG this decoder reads.
package enum PNGDecodingError: Error, Equatable, CustomStringConvertible {
    case notPNG
    case truncated
    case badChunkChecksum(String)
    case missingHeader
    case unsupportedFormat(bitDepth: Int, colorType: Int, interlace: Int)
    case badCompressedData(InflateError)
    case badFilter(Int)
    case wrongDataSize

    package var description: String {
        switch self {
        case .notPNG: "the data does not start with the PNG signature"
        case .truncated: "the file ends inside a chunk"
        case .badChunkChecksum(let type): "the CRC of chunk \(type) does not match"
        case .missingHeader: "there is no IHDR chunk before the image data"
        case .unsupportedFormat(let depth, let type, let interlace):
            "bit depth \(depth), colour type \(type), interlace \(interlace) is not read (8-bit grey, grey+alpha, RGB and RGBA without interlace are)"
        case .badCompressedData(let error): "the image data does not decompress: \(error)"
        case .badFilter(let filter): "a row has the unknown filter type \(filter)"
        case .wrongDataSize: "the image data does not have the size the header gives"
        }
    }
}

/// Reads a PNG file back into a `RasterImage`: what the `.png` snapshot strategy compares, and
/// how tests check that `PNGEncoder` writes valid files. Reads 8-bit greyscale, greyscale with
/// alpha, RGB and RGBA without interlacing — what Tactile and common tools write for screenshots;
/// ancillary chunks are skipped; every chunk's CRC is checked.
package enum PNGDecoder {
    /// The largest image accepted, in pixels per side (as `Rasterizer.maximumPixelDimension`).
    package static let maximumDimension = Rasterizer.maximumPixelDimension

    package static func image(from data: Data) throws(PNGDecodingError) -> RasterImage {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGEncoder.signature else { throw .notPNG }
        var position = 8
        var header: (width: Int, height: Int, channels: Int)?
        var compressed: [UInt8] = []
        func integer(at offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        chunks: while true {
            guard position + 8 <= bytes.count else { throw .truncated }
            let length = integer(at: position)
            let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
            guard length >= 0, position + 12 + length <= bytes.count else { throw .truncated }
            let body = bytes[(position + 8)..<(position + 8 + length)]
            let crc = UInt32(integer(at: position + 8 + length))
            guard Checksums.crc32(body, continuing: Checksums.crc32(bytes[(position + 4)..<(position + 8)])) == crc else {
                throw .badChunkChecksum(type)
            }
            position += 12 + length
            switch type {
            case "IHDR":
                guard length == 13 else { throw .missingHeader }
                let start = body.startIndex
                let width = integer(at: start), height = integer(at: start + 4)
                let depth = Int(bytes[start + 8]), colorType = Int(bytes[start + 9]), interlace = Int(bytes[start + 12])
                let channels = [0: 1, 2: 3, 4: 2, 6: 4][colorType]
                guard depth == 8, interlace == 0, let channels else {
                    throw .unsupportedFormat(bitDepth: depth, colorType: colorType, interlace: interlace)
                }
                guard width <= maximumDimension, height <= maximumDimension else { throw .wrongDataSize }
                header = (width, height, channels)
            case "IDAT":
                guard header != nil else { throw .missingHeader }
                compressed += body
            case "IEND":
                break chunks
            default:
                continue
            }
        }
        guard let header else { throw .missingHeader }
        let stride = header.width * header.channels
        let raw: [UInt8]
        do { raw = try Inflate.zlib(compressed, maximumSize: (stride + 1) * header.height) } catch { throw .badCompressedData(error) }
        guard raw.count == (stride + 1) * header.height else { throw .wrongDataSize }
        var pixels = [UInt8](repeating: 0, count: stride * header.height)
        let bpp = header.channels
        for y in 0..<header.height {
            let filter = raw[y * (stride + 1)]
            guard filter <= 4 else { throw .badFilter(Int(filter)) }
            for x in 0..<stride {
                let a = x >= bpp ? pixels[y * stride + x - bpp] : 0
                let b = y > 0 ? pixels[(y - 1) * stride + x] : 0
                let c = x >= bpp && y > 0 ? pixels[(y - 1) * stride + x - bpp] : 0
                pixels[y * stride + x] = raw[y * (stride + 1) + 1 + x] &+ PNGFilter.predictor(filter, a: a, b: b, c: c)
            }
        }
        var rgba = [UInt8](repeating: 255, count: header.width * header.height * 4)
        for index in 0..<(header.width * header.height) {
            let source = index * bpp, target = index * 4
            switch bpp {
            case 1: rgba[target] = pixels[source]; rgba[target + 1] = pixels[source]; rgba[target + 2] = pixels[source]
            case 2:
                rgba[target] = pixels[source]; rgba[target + 1] = pixels[source]; rgba[target + 2] = pixels[source]
                rgba[target + 3] = pixels[source + 1]
            case 3: for channel in 0..<3 { rgba[target + channel] = pixels[source + channel] }
            default: for channel in 0..<4 { rgba[target + channel] = pixels[source + channel] }
            }
        }
        guard let image = RasterImage(width: header.width, height: header.height, straightRGBA: rgba) else { throw .wrongDataSize }
        return image
    }
}
