import PropertyBased
@testable import TactileLab
import Testing

/// The fast path for `touches` and `tick` (LabMessageFastPath) decodes exactly what `JSONDecoder`
/// decodes, and leaves everything else to it: the answer to any text is the same either way.
@Suite("Message fast path")
struct LabMessageFastPathTests {
    static let numbers = ["0", "1", "-1", "16.7", "1e3", "2.5E-2", "-0", "007", "1.", ".5", "1e400", "9223372036854775808", "3.0", "\"4\"", "null", "12345.678901234567"]
    static let phases = ["\"began\"", "\"moved\"", "\"ended\"", "\"cancelled\"", "\"held\"", "\"be\\u0067an\"", "3"]
    static let spaces = ["", " ", "\n\t "]

    static let number = Gen.int(in: 0...(numbers.count - 1)).map { numbers[$0] }
    static let space = Gen.int(in: 0...(spaces.count - 1)).map { spaces[$0] }

    /// Touch changes, sometimes with a key missing, repeated or extra.
    static let change = zip(number, Gen.int(in: 0...(phases.count - 1)), number, number, Gen.int(in: 0...9), space).map { id, phase, x, y, variant, s in
        var fields = ["\"id\":\(s)\(id)", "\"phase\":\(phases[phase])", "\"x\":\(x)", "\"y\":\(s)\(y)"]
        switch variant {
        case 0: fields.removeLast()
        case 1: fields.append("\"x\":1")
        case 2: fields.append("\"attempt\":1")
        default: break
        }
        return "{\(s)" + fields.joined(separator: ",\(s)") + "}"
    }

    static let message = zip(Gen.int(in: 0...5), number, number, change.array(of: 0...3), Gen.int(in: 0...12), space).map { kind, time, seq, changes, variant, s -> String in
        let type = ["\"touches\"", "\"tick\"", "\"touches\"", "\"explode\"", "\"t\\u0069ck\"", "\"touches\""][kind]
        var fields = ["\"type\":\(s)\(type)", "\"time\": \(time)", "\"seq\":\(seq)"]
        if kind != 1 || variant == 0 { fields.append("\"touches\": [\(changes.joined(separator: ", "))]") }
        switch variant {
        case 1: fields.swapAt(0, 2)
        case 2: fields.removeFirst()
        case 3: fields.append("\"extra\": true")
        case 4: fields.append("\"seq\": 2")
        default: break
        }
        let text = "{" + fields.joined(separator: ",\(s)") + "\(s)}"
        return variant == 5 ? String(text.dropLast()) : variant == 6 ? text + "x" : text
    }

    static func outcome(_ decode: () throws(LabError) -> LabMessage) -> String {
        do {
            return "\(try decode())"
        } catch {
            return "error \(error.code.rawValue): \(error.message)"
        }
    }

    @Test("any text decodes to the same message or error with and without the fast path")
    func fastPathAgreesWithDecoder() async {
        await propertyCheck(count: 600, input: Self.message) { text in
            let configuration = LabConfiguration.standard
            let fast = Self.outcome { () throws(LabError) in try LabMessage.decode(text, configuration: configuration) }
            let full = Self.outcome { () throws(LabError) in try LabMessage.decodeWithDecoder(text, configuration: configuration) }
            #expect(fast == full, "\(text)")
        }
    }

    @Test("the load scenario's messages take the fast path")
    func usualMessagesTakeTheFastPath() {
        let touches = #"{"type": "touches", "time": 33.4, "seq": 2, "touches": [{"id": 0, "phase": "moved", "x": 199, "y": 424}]}"#
        #expect(LabMessageFastPath.decode(touches) == .touches(time: 33.4, seq: 2, touches: [.init(id: 0, phase: .moved, x: 199, y: 424)]))
        #expect(LabMessageFastPath.decode(#"{"type":"tick","time":50.099999999999994,"seq":3}"#) == .tick(time: 50.099999999999994, seq: 3))
        #expect(LabMessageFastPath.decode(#"{"type":"open","scene":"x","time":0}"#) == nil)
    }
}
