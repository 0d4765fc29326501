import Foundation
import Testing
@testable import TactileUI

/// PNG files Tactile writes are valid PNG: they decode, with zlib's checks, to the pixels written.
@Suite("PNG encoding and decoding")
struct PNGCodecTests {
    static func sample(width: Int, height: Int) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let alpha = UInt8((x * 37 + y * 11) % 256)
                pixels += [UInt8(min(Int(alpha), x * 5 % 256)), UInt8(min(Int(alpha), y * 3 % 256)), alpha / 2, alpha]
            }
        }
        return RasterImage(width: width, height: height, premultipliedRGBA: pixels)!
    }

    @Test("an image survives encoding and decoding byte for byte", arguments: [(1, 1), (7, 3), (64, 40)])
    func roundTrip(size: (Int, Int)) throws {
        let image = Self.sample(width: size.0, height: size.1)
        let data = PNGEncoder.data(of: image)
        #expect(Array(data.prefix(8)) == PNGEncoder.signature)
        #expect(try PNGDecoder.image(from: data) == image)
    }

    @Test("a rendered frame round-trips and compresses (flat areas cost little)")
    func renderedFrameRoundTrips() throws {
        let list = DisplayList(canvasSize: CGSize(width: 390, height: 844), items: [
            DisplayItem(content: .path(Path(ellipseIn: CGRect(x: 95, y: 200, width: 200, height: 200)),
                                       fill: ResolvedColor(red: 0.2, green: 0.5, blue: 1), evenOdd: false, stroke: nil),
                        transform: .identity, opacity: 1, clips: [], shadow: nil, identifier: nil, identity: .root),
        ])
        let data = try PNGExporter.png(of: list).get()
        let image = try PNGDecoder.image(from: data)
        #expect(image == (try Rasterizer.image(of: list)))
        #expect(data.count < 20_000, "\(data.count) bytes for 390×844 pixels")
    }

    @Test("the chunks are IHDR, IDAT, IEND with correct CRCs, and IHDR says 8-bit RGBA")
    func chunkLayout() {
        let bytes = [UInt8](PNGEncoder.data(of: Self.sample(width: 5, height: 2)))
        var position = 8
        var types: [String] = []
        while position < bytes.count {
            let length = bytes[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self))
            let crc = bytes[(position + 8 + length)..<(position + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(Checksums.crc32(bytes[(position + 4)..<(position + 8 + length)]) == crc)
            position += 12 + length
        }
        #expect(types == ["IHDR", "IDAT", "IEND"])
        #expect(Array(bytes[16..<29]) == [0, 0, 0, 5, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    }

    @Test("the checksums match their standards' check values")
    func checksumCheckValues() {
        // The check values of CRC-32 (ISO 3309) and Adler-32 (RFC 1950) for "123456789" and "Wikipedia".
        #expect(Checksums.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksums.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test("the inflater reads zlib's own streams: dynamic Huffman and stored blocks")
    func inflatesZlibStreams() throws {
        let text = Array("aaaaabbbbcccddeaaaaabbbbcccddeaaaaabbbbcccddethe quick brown fox jumps over the lazy dog. the quick brown fox jumps over the lazy dog. eeeeeeeeeeeeeeeetttttttttaaaaooooiiinnnsshhr".utf8)
        // Python's zlib.compress(text, 9): one dynamic-Huffman block.
        let dynamic: [UInt8] = [
            0x78, 0xda, 0x95, 0xce, 0xb9, 0x11, 0x80, 0x30, 0x0c, 0x04, 0xc0, 0x56, 0x54, 0x01, 0x3d, 0xc9, 0xb2, 0xc0, 0xe2, 0x91,
            0xc0, 0x0f, 0x5f, 0xf5, 0x98, 0x80, 0x84, 0x80, 0x19, 0x36, 0xbb, 0xb9, 0x0b, 0x0e, 0xb1, 0x72, 0x15, 0x11, 0x79, 0xcf,
            0xf8, 0x19, 0x73, 0x60, 0x58, 0x8a, 0xd0, 0x00, 0x2e, 0xda, 0xa6, 0xd0, 0xda, 0x0e, 0x7d, 0x99, 0xe6, 0x04, 0xb6, 0x72,
            0x84, 0xbb, 0x1e, 0xf1, 0x3c, 0xc0, 0x5b, 0xd7, 0xc0, 0xaf, 0x31, 0xbf, 0xe4, 0xc7, 0x7d, 0xc0, 0x2a, 0x11, 0x51, 0xd5,
            0x94, 0x42, 0x88, 0x17, 0xa8, 0xbe, 0x44, 0x29,
        ]
        #expect(try Inflate.zlib(dynamic) == text)
        // A stored block, built by hand: header, BFINAL + type 0, LEN, NLEN, bytes, Adler-32.
        let adler = Checksums.adler32(text)
        let stored: [UInt8] = [0x78, 0x01, 0x01, UInt8(text.count), 0, ~UInt8(text.count), 0xFF] + text
            + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        #expect(try Inflate.zlib(stored) == text)
        #expect(try Inflate.zlib(Deflate.zlib(text)) == text)
    }

    @Test("damaged files are errors with a reason, not crashes")
    func damagedFiles() {
        let data = PNGEncoder.data(of: Self.sample(width: 8, height: 8))
        #expect(throws: PNGDecodingError.notPNG) { try PNGDecoder.image(from: Data("not a png".utf8)) }
        #expect(throws: PNGDecodingError.truncated) { try PNGDecoder.image(from: data.prefix(30)) }
        var flipped = [UInt8](data)
        flipped[40] ^= 0x10
        #expect(throws: PNGDecodingError.self) { try PNGDecoder.image(from: Data(flipped)) }
        #expect(throws: InflateError.checksumMismatch) { try Inflate.zlib([0x78, 0x01, 0x01, 1, 0, 0xFE, 0xFF, 65, 0, 0, 0, 0]) }
    }

    @Test("an empty canvas is reported, not written as an invalid file")
    func emptyCanvas() {
        let list = DisplayList(canvasSize: .zero, items: [])
        #expect(PNGExporter.png(of: list) == .failure(.emptyImage(width: 0, height: 0)))
        #expect(PNGExporter.png(of: DisplayList(canvasSize: CGSize(width: 4, height: 4), items: []), scale: -1)
                == .failure(.rasterization(.invalidScale(-1))))
    }
}
