import Foundation

/// A zlib stream (RFC 1950) of DEFLATE data (RFC 1951), as a PNG's IDAT holds: one final block
/// with the fixed Huffman codes, its matches found greedily through hash chains of 3-byte
/// prefixes in a 32 KiB window.
///
/// Invariant: deterministic — the same bytes always compress to the same stream (no
/// randomized hashing; the chain search visits candidates newest first and keeps the first
/// longest match, up to `maximumChainLength` candidates).
package enum Deflate {
    /// Candidates examined per position: zlib's level-6 `max_chain` is 128; 64 finds nearly all
    /// the long runs of flat snapshot images at half the cost.
    package static let maximumChainLength = 64
    /// Matches up to this length have every position hashed; longer ones only their start and
    /// end (32: zlib's `max_lazy_match` at level 6, the length beyond which it stops inserting).
    package static let maximumInsertedMatch = 32
    private static let windowSize = 32_768
    private static let minimumMatch = 3, maximumMatch = 258
    private static let hashBits = 15

    static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                                     131, 163, 195, 227, 258]
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                       2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
                                           13, 13]

    /// The zlib stream of `data`.
    package static func zlib(_ data: [UInt8]) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KiB window; FLG 0x01 makes CMF·256 + FLG a multiple of 31.
        var writer = BitWriter()
        writer.bytes = [0x78, 0x01]
        writer.write(1, count: 1)  // BFINAL
        writer.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        compress(data, into: &writer)
        writeLiteral(256, into: &writer)
        writer.flush()
        let adler = Checksums.adler32(data)
        writer.bytes += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return writer.bytes
    }

    private static func compress(_ data: [UInt8], into writer: inout BitWriter) {
        let count = data.count
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: windowSize)
        func hash(_ position: Int) -> Int {
            let value = Int(data[position]) << 16 | Int(data[position + 1]) << 8 | Int(data[position + 2])
            return (value &* 2_654_435_761) >> 17 & ((1 << hashBits) - 1)
        }
        func insert(_ position: Int) {
            guard position + minimumMatch <= count else { return }
            let h = hash(position)
            previous[position & (windowSize - 1)] = head[h]
            head[h] = Int32(position)
        }
        var position = 0
        while position < count {
            var bestLength = 0, bestDistance = 0
            if position + minimumMatch <= count {
                var candidate = Int(head[hash(position)])
                var chain = maximumChainLength
                let limit = min(maximumMatch, count - position)
                while candidate >= 0, position - candidate <= windowSize, chain > 0 {
                    if data[candidate + bestLength] == data[position + bestLength] || bestLength == 0 {
                        var length = 0
                        while length < limit, data[candidate + length] == data[position + length] { length += 1 }
                        if length > bestLength {
                            bestLength = length
                            bestDistance = position - candidate
                            if length == limit { break }
                        }
                    }
                    let next = Int(previous[candidate & (windowSize - 1)])
                    guard next < candidate else { break }
                    candidate = next
                    chain -= 1
                }
            }
            if bestLength >= minimumMatch {
                writeMatch(length: bestLength, distance: bestDistance, into: &writer)
                // Inside a long match (a flat run) every position hashes alike: its start and its
                // last positions are enough to find the run again (zlib's `max_insert_length` idea).
                if bestLength <= maximumInsertedMatch {
                    for offset in 0..<bestLength { insert(position + offset) }
                } else {
                    insert(position)
                    for offset in (bestLength - minimumMatch)..<bestLength { insert(position + offset) }
                }
                position += bestLength
            } else {
                writeLiteral(Int(data[position]), into: &writer)
                insert(position)
                position += 1
            }
        }
    }

    /// A literal/length symbol in the fixed code (RFC 1951 §3.2.6), most significant bit first.
    private static func writeLiteral(_ symbol: Int, into writer: inout BitWriter) {
        switch symbol {
        case 0...143: writer.writeReversed(0x30 + symbol, count: 8)
        case 144...255: writer.writeReversed(0x190 + symbol - 144, count: 9)
        case 256...279: writer.writeReversed(symbol - 256, count: 7)
        default: writer.writeReversed(0xC0 + symbol - 280, count: 8)
        }
    }

    private static func writeMatch(length: Int, distance: Int, into writer: inout BitWriter) {
        var code = lengthBases.count - 1
        while lengthBases[code] > length { code -= 1 }
        writeLiteral(257 + code, into: &writer)
        writer.write(length - lengthBases[code], count: lengthExtraBits[code])
        var distanceCode = distanceBases.count - 1
        while distanceBases[distanceCode] > distance { distanceCode -= 1 }
        writer.writeReversed(distanceCode, count: 5)
        writer.write(distance - distanceBases[distanceCode], count: distanceExtraBits[distanceCode])
    }
}

/// Bits packed least significant first into bytes, as DEFLATE stores them.
struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var bitCount = 0

    /// The low `count` bits of `value`, least significant first (extra bits, headers).
    mutating func write(_ value: Int, count: Int) {
        guard count > 0 else { return }
        buffer |= UInt64(value & ((1 << count) - 1)) << UInt64(bitCount)
        bitCount += count
        while bitCount >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            bitCount -= 8
        }
    }

    /// A Huffman code of `count` bits, most significant first.
    mutating func writeReversed(_ code: Int, count: Int) {
        var reversed = 0
        for bit in 0..<count { reversed |= (code >> bit & 1) << (count - 1 - bit) }
        write(reversed, count: count)
    }

    /// Pads the last byte with zeros.
    mutating func flush() {
        if bitCount > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        buffer = 0
        bitCount = 0
    }
}
