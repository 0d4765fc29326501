import Foundation

/// The text of a `swiftc -parseable-output` run: the driver prints each job's start and end as a
/// message (`<byte count>` on a line, then that many bytes of JSON), and a finished or signalled
/// job's message carries what the job printed (`output`: its diagnostics). SwiftPM's compile
/// commands say `-parseable-output`, and the lab runs them as written (`LabBuildManifest`), so it
/// reads their diagnostics back out of the messages for `LabDiagnostic.parse`.
///
/// Invariant: nothing is lost — text outside the message framing (the driver's own `error: …`
/// lines) is kept as it was, and a frame that does not decode is kept as its raw text.
public enum LabParseableOutput {
    /// The jobs' output and any unframed text, in order.
    public static func text(of output: String) -> String {
        let bytes = Array(output.utf8)
        var result = ""
        var position = 0
        while position < bytes.count {
            let lineEnd = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = String(decoding: bytes[position..<lineEnd], as: UTF8.self)
            if let count = Int(line.trimmingCharacters(in: .whitespaces)), count > 0, lineEnd + 1 + count <= bytes.count {
                let frame = bytes[(lineEnd + 1)..<(lineEnd + 1 + count)]
                position = lineEnd + 1 + count
                if let message = try? JSONSerialization.jsonObject(with: Data(frame)) as? [String: Any] {
                    if let text = message["output"] as? String, !text.isEmpty {
                        result += text.hasSuffix("\n") ? text : text + "\n"
                    }
                    if let text = message["error-message"] as? String, !text.isEmpty {
                        result += "error: \(text)\n"
                    }
                } else {
                    result += String(decoding: frame, as: UTF8.self) + "\n"
                }
                continue
            }
            if !line.isEmpty { result += line + "\n" }
            position = lineEnd + 1
        }
        return result
    }
}
