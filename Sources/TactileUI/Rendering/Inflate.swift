import Foundation

/// Why a zlib stream could not be decompressed.
package enum InflateError: Error, Equatable, CustomStringConvertible {
    case truncated
    case badHeader
    case badBlockType
    case badStoredLength
    case badCode
    case badDistance
    case checksumMismatch
    case tooLarge

    package var description: String {
        switch self {
        case .truncated: "the compressed data ends early"
        case .badHeader: "the zlib header is not DEFLATE with a valid check"
        case .badBlockType: "a block has the reserved type 3"
        case .badStoredLength: "a stored block's length does not match its complement"
        case .badCode: "the Huffman codes are invalid"
        case .badDistance: "a match reaches before the start of the data"
        case .checksumMismatch: "the Adler-32 checksum does not match the data"
        case .tooLarge: "the data decompresses to more than the expected size"
        }
    }
}

/// Decompresses a zlib stream (RFC 1950/1951: stored, fixed and dynamic Huffman blocks), to
/// read back PNG files — Tactile's own and ones other tools wrote.
///
/// Huffman codes are decoded canonically, a bit at a time (the approach of Mark Adler's
/// reference decoder `puff`, written anew here): simple, and fast enough for snapshot images.
package enum Inflate {
    package static func zlib(_ data: [UInt8], maximumSize: Int = Int.max) throws(InflateError) -> [UInt8] {
        guard data.count >= 6 else { throw .truncated }
        let cmf = Int(data[0]), flg = Int(data[1])
        guard cmf & 0x0F == 8, (cmf << 8 | flg) % 31 == 0, flg & 0x20 == 0 else { throw .badHeader }
        var reader = BitReader(bytes: data, position: 2)
        var output: [UInt8] = []
        var final = false
        while !final {
            final = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let length = try reader.bits(16), complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else { throw .badStoredLength }
                guard reader.position + length <= data.count else { throw .truncated }
                output += data[reader.position..<(reader.position + length)]
                reader.position += length
            case 1:
                try inflate(&reader, literals: fixedLiterals, distances: fixedDistances, into: &output, maximumSize: maximumSize)
            case 2:
                let (literals, distances) = try dynamicCodes(&reader)
                try inflate(&reader, literals: literals, distances: distances, into: &output, maximumSize: maximumSize)
            default:
                throw .badBlockType
            }
            guard output.count <= maximumSize else { throw .tooLarge }
        }
        reader.alignToByte()
        guard reader.position + 4 <= data.count else { throw .truncated }
        let stored = data[reader.position..<(reader.position + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == Checksums.adler32(output) else { throw .checksumMismatch }
        return output
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Huffman {
        var counts: [Int]
        var symbols: [Int]

        init(lengths: [Int]) throws(InflateError) {
            counts = [Int](repeating: 0, count: 16)
            for length in lengths { counts[length] += 1 }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
            // Over-subscribed codes cannot be decoded; incomplete ones are allowed (RFC 1951).
            var left = 1
            for length in 1..<16 {
                left <<= 1
                left -= counts[length]
                guard left >= 0 else { throw .badCode }
            }
        }

        func decode(_ reader: inout BitReader) throws(InflateError) -> Int {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first += count
                first <<= 1
                code <<= 1
            }
            throw .badCode
        }
    }

    private static let fixedLiterals: Huffman = {
        let lengths = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
        return try! Huffman(lengths: lengths)
    }()
    private static let fixedDistances: Huffman = try! Huffman(lengths: [Int](repeating: 5, count: 30))

    private static func dynamicCodes(_ reader: inout BitReader) throws(InflateError) -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257, distanceCount = try reader.bits(5) + 1, codeCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .badCode }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try reader.bits(3) }
        let lengthCode = try Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try lengthCode.decode(&reader)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let last = lengths.last else { throw .badCode }
                lengths += [Int](repeating: last, count: 3 + (try reader.bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] != 0 else { throw .badCode }
        return (try Huffman(lengths: Array(lengths[0..<literalCount])), try Huffman(lengths: Array(lengths[literalCount...])))
    }

    private static func inflate(_ reader: inout BitReader, literals: Huffman, distances: Huffman, into output: inout [UInt8],
                                maximumSize: Int) throws(InflateError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let code = symbol - 257
                guard code < Deflate.lengthBases.count else { throw .badCode }
                let length = Deflate.lengthBases[code] + (try reader.bits(Deflate.lengthExtraBits[code]))
                let distanceCode = try distances.decode(&reader)
                guard distanceCode < Deflate.distanceBases.count else { throw .badCode }
                let distance = Deflate.distanceBases[distanceCode] + (try reader.bits(Deflate.distanceExtraBits[distanceCode]))
                guard distance <= output.count else { throw .badDistance }
                guard output.count + length <= maximumSize else { throw .tooLarge }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}

/// Reads bits least significant first, as DEFLATE stores them.
struct BitReader {
    let bytes: [UInt8]
    var position: Int
    private var buffer = 0
    private var bitCount = 0

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    mutating func bits(_ count: Int) throws(InflateError) -> Int {
        while bitCount < count {
            guard position < bytes.count else { throw .truncated }
            buffer |= Int(bytes[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = buffer & ((1 << count) - 1)
        buffer >>= count
        bitCount -= count
        return value
    }

    /// Drops the bits left in the current byte.
    mutating func alignToByte() {
        buffer = 0
        bitCount = 0
    }
}
