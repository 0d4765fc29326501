import TactileGestures

/// Reads the two messages a page sends most — `touches` and `tick`, one per pointer event and
/// animation frame — without `JSONDecoder`, which was about a quarter of a worker's time per
/// message under load (docs/PERFORMANCE.md, "Lab under load").
///
/// Invariant: it either gives exactly the message `LabMessage.decode` decodes from the same text,
/// or nil, and then the text takes the full decoder (so every error, and every shape it does not
/// know, is the full decoder's). It accepts only a strict subset of JSON: one object whose keys
/// are exactly those of the message (each once; `type` a plain string), numbers in JSON's grammar
/// that give finite values (integers for `seq` and `id`, in range), phases as plain strings, and
/// whitespace between tokens; anything else — escapes, extra keys, `null`, an `attempt` — is nil.
enum LabMessageFastPath {
    static func decode(_ text: String) -> LabMessage? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes)
            return scanner.message()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func message() -> LabMessage? {
            var type: String?, time: Double?, seq: Int?, touches: [LabMessage.TouchChange]?
            guard consume(UInt8(ascii: "{")) else { return nil }
            var first = true
            while true {
                skipSpace()
                if consume(UInt8(ascii: "}")) { break }
                if !first { guard consume(UInt8(ascii: ",")) else { return nil } }
                first = false
                guard let key = key(), consume(UInt8(ascii: ":")) else { return nil }
                switch key {
                case .type:
                    guard type == nil, let value = plainString() else { return nil }
                    type = value
                case .time:
                    guard time == nil, let value = double() else { return nil }
                    time = value
                case .seq:
                    guard seq == nil, let value = integer() else { return nil }
                    seq = value
                case .touches:
                    guard touches == nil, let value = changes() else { return nil }
                    touches = value
                default:
                    return nil
                }
            }
            skipSpace()
            guard index == bytes.count, let time, let seq else { return nil }
            switch type {
            case "touches":
                guard let touches else { return nil }
                return .touches(time: time, seq: seq, touches: touches)
            case "tick":
                guard touches == nil else { return nil }
                return .tick(time: time, seq: seq)
            default:
                return nil
            }
        }

        /// `[{"id", "phase", "x", "y"}, …]`.
        private mutating func changes() -> [LabMessage.TouchChange]? {
            guard consume(UInt8(ascii: "[")) else { return nil }
            var result: [LabMessage.TouchChange] = []
            skipSpace()
            if consume(UInt8(ascii: "]")) { return result }
            while true {
                guard let change = change() else { return nil }
                result.append(change)
                if consume(UInt8(ascii: "]")) { return result }
                guard consume(UInt8(ascii: ",")) else { return nil }
            }
        }

        private mutating func change() -> LabMessage.TouchChange? {
            var id: Int?, phase: TouchPhase?, x: Double?, y: Double?
            guard consume(UInt8(ascii: "{")) else { return nil }
            var first = true
            while true {
                skipSpace()
                if consume(UInt8(ascii: "}")) { break }
                if !first { guard consume(UInt8(ascii: ",")) else { return nil } }
                first = false
                guard let key = key(), consume(UInt8(ascii: ":")) else { return nil }
                switch key {
                case .id:
                    guard id == nil, let value = integer() else { return nil }
                    id = value
                case .phase:
                    guard phase == nil, let value = plainString().flatMap(TouchPhase.init(rawValue:)) else { return nil }
                    phase = value
                case .x:
                    guard x == nil, let value = double() else { return nil }
                    x = value
                case .y:
                    guard y == nil, let value = double() else { return nil }
                    y = value
                default:
                    return nil
                }
            }
            guard let id, let phase, let x, let y else { return nil }
            return LabMessage.TouchChange(id: id, phase: phase, x: x, y: y)
        }

        private mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// The keys the fast path reads.
        private enum Key: CaseIterable {
            case type, time, seq, touches, id, phase, x, y

            var text: StaticString {
                switch self {
                case .type: "type"
                case .time: "time"
                case .seq: "seq"
                case .touches: "touches"
                case .id: "id"
                case .phase: "phase"
                case .x: "x"
                case .y: "y"
                }
            }
        }

        /// A key: a string without escapes that spells one of `Key`'s, compared as bytes (no
        /// string is made); nil for any other string.
        private mutating func key() -> Key? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                guard bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 else { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            let length = index - start
            index += 1
            for key in Key.allCases {
                let text = key.text
                guard text.utf8CodeUnitCount == length else { continue }
                var offset = 0
                while offset < length, text.utf8Start[offset] == bytes[start + offset] { offset += 1 }
                if offset == length { return key }
            }
            return nil
        }

        /// A string without escapes or control characters.
        private mutating func plainString() -> String? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    index += 1
                    return value
                }
                guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
                index += 1
            }
            return nil
        }

        /// A number in JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`;
        /// an integer of at most 15 digits is read as its value (exactly what parsing its text
        /// gives, as a `Double` too: every such integer is one), any other as its text.
        private mutating func number() -> (text: Substring?, isInteger: Bool, value: Int, negative: Bool)? {
            skipSpace()
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
                return index - from
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let leading = index
            let count = digits()
            guard count > 0, count == 1 || bytes[leading] != UInt8(ascii: "0") else { return nil }
            var isInteger = true
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return nil }
                isInteger = false
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return nil }
                isInteger = false
            }
            if isInteger && count <= 15 {
                var value = 0
                for position in leading..<index { value = value * 10 + Int(bytes[position] - UInt8(ascii: "0")) }
                return (nil, true, leading > start ? -value : value, leading > start)
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            return (Substring(text), isInteger, 0, leading > start)
        }

        /// A number that is a finite `Double` (an overflow takes the full decoder).
        private mutating func double() -> Double? {
            guard let (text, _, integer, negative) = number() else { return nil }
            guard let text else {
                // `-0` is negative zero, as parsing its text gives.
                return integer == 0 && negative ? -0.0 : Double(integer)
            }
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }

        /// An integer in `Int`'s range, written without a fraction or exponent.
        private mutating func integer() -> Int? {
            guard let (text, isInteger, value, _) = number(), isInteger else { return nil }
            guard let text else { return value }
            return Int(text)
        }
    }
}
