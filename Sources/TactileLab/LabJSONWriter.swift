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
    private(set) var bytes: [UInt8]

    init(capacity: Int = 1024) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// A writer that appends to `bytes` (a worker's outgoing frames: the answer is written in
    /// place, with no string of its own; `LabWorkerFrame.appendReply`).
    init(appendingTo bytes: [UInt8]) {
        self.bytes = bytes
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes written, handed over without a copy.
    consuming func takeBytes() -> [UInt8] { bytes }

    mutating func raw(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Room for `count` more bytes, growing geometrically (`reserveCapacity` alone grows to the
    /// exact size, so many small reservations would copy the whole buffer each time).
    private mutating func reserve(_ count: Int) {
        let needed = bytes.count + count
        if bytes.capacity < needed { bytes.reserveCapacity(Swift.max(needed, 2 * bytes.capacity)) }
    }

    /// `value` as a JSON string, escaped in one pass over its bytes into a scratch buffer and
    /// appended with one copy (an SVG line has a quote every few bytes: appending the runs
    /// between them one by one cost more than the bytes).
    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            let count = utf8.count
            // At most 6 bytes (`\u00XX`) per byte, and the quotes.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6 * count + 2) { buffer in
                let out = buffer.baseAddress!
                out[0] = UInt8(ascii: "\"")
                var position = 1
                if let source = utf8.baseAddress {
                    for index in 0..<count {
                        let byte = source[index]
                        if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                            out[position] = byte
                            position += 1
                            continue
                        }
                        out[position] = UInt8(ascii: "\\")
                        switch byte {
                        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out[position + 1] = byte
                        case 0x0A: out[position + 1] = UInt8(ascii: "n")
                        case 0x0D: out[position + 1] = UInt8(ascii: "r")
                        case 0x09: out[position + 1] = UInt8(ascii: "t")
                        case 0x08: out[position + 1] = UInt8(ascii: "b")
                        case 0x0C: out[position + 1] = UInt8(ascii: "f")
                        default:
                            let hex: StaticString = "0123456789abcdef"
                            out[position + 1] = UInt8(ascii: "u")
                            out[position + 2] = UInt8(ascii: "0")
                            out[position + 3] = UInt8(ascii: "0")
                            out[position + 4] = hex.utf8Start[Int(byte >> 4)]
                            out[position + 5] = hex.utf8Start[Int(byte & 15)]
                            position += 4
                        }
                        position += 2
                    }
                }
                out[position] = UInt8(ascii: "\"")
                position += 1
                reserve(position)
                bytes.append(contentsOf: UnsafeBufferPointer(start: out, count: position))
            }
        }
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
        write(to: &out)
        return out.text
    }

    /// Writes the `frame` message's JSON (`jsonText()`'s bytes) with `out`.
    func write(to out: inout LabJSONWriter) {
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
    }
}
