/// Writes the JSON of the lab's hottest answer, `frame`, by hand: the server answers every
/// `touches` and `tick` of every session with one, and Foundation's `JSONEncoder` (reflection over
/// `Encodable`, a keyed container per object, key sorting) was a large part of a worker's time
/// per message (docs/PERFORMANCE.md, "Lab under load").
///
/// Invariant: the text is JSON that decodes to the same value as `JSONEncoder` with
/// `.sortedKeys` and `.withoutEscapingSlashes` writes for the same frame — keys sorted, `null`
/// for an absent `seq` or `nextWakeUp`, an absent `attempt` left out, strings escaped as JSON
/// requires (the tests compare both decoded, over random text and numbers). Numbers are Swift's
/// shortest round-trip form of the `Double`, so they decode to the same bits.
struct LabJSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func raw(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A finite number (the lab's values are checked finite); a non-finite one is written as 0.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        if value == value.rounded(), abs(value) < 1e15 {
            integer(Int(value))
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }

    /// `[` elements `,`-separated `]`.
    mutating func array<Element>(_ elements: [Element], _ write: (inout LabJSONWriter, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(&self, element)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}

extension LabFrame {
    /// The `frame` message's JSON text (`LabReply.frame(self).json()`), written by `LabJSONWriter`.
    func jsonText() -> String {
        var out = LabJSONWriter(capacity: svg.utf8.count + 256 + 64 * (state.count + timeline.count))
        out.raw(#"{"animating":"#)
        out.bool(animating)
        out.raw(#","nextWakeUp":"#)
        if let nextWakeUp { out.number(nextWakeUp) } else { out.raw("null") }
        out.raw(#","seq":"#)
        if let seq { out.integer(seq) } else { out.raw("null") }
        if !stateUnchanged {
            out.raw(#","state":"#)
            out.array(state) { out, value in
                out.raw(#"{"kind":"#)
                out.string(value.kind)
                out.raw(#","name":"#)
                out.string(value.name)
                out.raw(#","value":"#)
                out.string(value.value)
                out.raw(#","view":"#)
                out.string(value.view)
                out.raw("}")
            }
        }
        if let svgDelta {
            out.raw(#","svgDelta":"#)
            out.array(svgDelta) { out, splice in
                out.raw(#"{"deleteCount":"#)
                out.integer(splice.deleteCount)
                out.raw(#","lines":"#)
                out.array(splice.lines) { out, line in out.string(line) }
                out.raw(#","start":"#)
                out.integer(splice.start)
                out.raw("}")
            }
        } else {
            out.raw(#","svg":"#)
            out.string(svg)
        }
        out.raw(#","time":"#)
        out.number(time)
        out.raw(#","timeline":"#)
        out.array(timeline) { out, entry in
            out.raw("{")
            if let attempt = entry.attempt {
                out.raw(#""attempt":"#)
                out.integer(attempt)
                out.raw(",")
            }
            out.raw(#""detail":"#)
            out.string(entry.detail)
            out.raw(#","gesture":"#)
            out.string(entry.gesture)
            out.raw(#","kind":"#)
            out.string(entry.kind)
            out.raw(#","time":"#)
            out.number(entry.time)
            out.raw("}")
        }
        out.raw(#","type":"frame"}"#)
        return out.text
    }
}
