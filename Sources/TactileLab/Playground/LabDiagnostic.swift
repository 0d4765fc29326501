/// One compiler diagnostic of a user build (docs/LAB-PROTOCOL.md, "Playground"): what `swiftc`
/// printed as `file:line:column: severity: message`, as a value the page marks in its editor.
///
/// Invariant: `parse` never fails — a line that is not a located diagnostic but says `error:`
/// becomes a diagnostic without a location (a linker error, a missing module), every other line
/// (source excerpts, carets, notes' context) is dropped; the same diagnostic printed twice is kept once.
public struct LabDiagnostic: Sendable, Equatable, Codable {
    public enum Severity: String, Sendable, Codable {
        case error, warning, note, remark
    }

    /// The file as the compiler named it (nil: no location).
    public var file: String?
    /// 1-based line and column (nil: no location).
    public var line: Int?
    public var column: Int?
    public var severity: Severity
    public var message: String

    public init(file: String?, line: Int?, column: Int?, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// The diagnostics in `output` (the compiler's standard error), in order, without duplicates.
    public static func parse(_ output: String) -> [LabDiagnostic] {
        var diagnostics: [LabDiagnostic] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parseLine(String(rawLine)), !diagnostics.contains(diagnostic) else { continue }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    /// One line: `path:line:col: severity: message`, or `…error: message` without a location.
    static func parseLine(_ line: String) -> LabDiagnostic? {
        for severity in [Severity.error, .warning, .note, .remark] {
            let marker = ": \(severity.rawValue): "
            guard let markerRange = line.range(of: marker) else { continue }
            let location = line[..<markerRange.lowerBound]
            let message = String(line[markerRange.upperBound...])
            // The location ends in `:line:column`; the path may itself hold colons.
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]),
               lineNumber > 0, column > 0 {
                let file = parts[..<(parts.count - 2)].joined(separator: ":")
                return LabDiagnostic(file: file, line: lineNumber, column: column, severity: severity, message: message)
            }
            if severity == .error {
                return LabDiagnostic(file: nil, line: nil, column: nil, severity: .error, message: message)
            }
            return nil
        }
        if line.hasPrefix("error: ") {
            return LabDiagnostic(file: nil, line: nil, column: nil, severity: .error, message: String(line.dropFirst("error: ".count)))
        }
        return nil
    }
}
