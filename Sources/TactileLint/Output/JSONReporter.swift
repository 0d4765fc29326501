import Foundation

/// A JSON array of findings with the keys `file`, `line`, `column`, `rule_id`, `severity`, `message`.
enum JSONReporter {
    static func report(_ findings: [Finding]) -> String {
        JSONOutput.encode(findings)
    }
}

/// Deterministic JSON text: sorted keys, pretty printed, slashes unescaped.
enum JSONOutput {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            // Encoding plain strings and integers cannot fail; an empty array keeps the output valid JSON.
            return "[]\n"
        }
    }
}
