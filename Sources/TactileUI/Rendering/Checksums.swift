import Foundation

/// The two checksums a PNG file carries: CRC-32 over each chunk (ISO 3309, the polynomial
/// 0xEDB88320 reflected, as PNG §5.5 specifies) and Adler-32 over the zlib stream's
/// uncompressed bytes (RFC 1950 §8).
package enum Checksums {
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var c = UInt32(index)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// CRC-32 of `bytes`, continuing from `crc` (a previous result) when given.
    package static func crc32<Bytes: Sequence>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 where Bytes.Element == UInt8 {
        var c = ~crc
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return ~c
    }

    /// Adler-32 of `bytes`.
    package static func adler32(_ bytes: [UInt8]) -> UInt32 {
        let modulus: UInt32 = 65_521
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5,552 bytes is the most that cannot overflow 32 bits before the reduction (zlib's NMAX).
            let end = min(bytes.count, index + 5_552)
            while index < end {
                a += UInt32(bytes[index])
                b += a
                index += 1
            }
            a %= modulus
            b %= modulus
        }
        return b << 16 | a
    }
}
