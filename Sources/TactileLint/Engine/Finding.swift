/// One problem found in one file, as reported to the user.
///
/// Invariants: `line` and `column` are 1-based (the column counts UTF-8 bytes, like the compiler's
/// diagnostics); `ruleID` is a rule's id or one of the pseudo rules `parse_error` / `io_error`.
public struct Finding: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int
    public var column: Int
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// How sure the rule is (`Confidence`); pseudo rules are always `.high`.
    public var confidence: Confidence

    public init(file: String, line: Int, column: Int, ruleID: String, severity: Severity, message: String, confidence: Confidence = .high) {
        self.file = file
        self.line = line
        self.column = column
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.confidence = confidence
    }

    enum CodingKeys: String, CodingKey {
        case file, line, column, message, severity, confidence
        case ruleID = "rule_id"
    }

    /// Reads a finding; one written before findings carried a confidence is `.high`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
        ruleID = try container.decode(String.self, forKey: .ruleID)
        severity = try container.decode(Severity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
        confidence = try container.decodeIfPresent(Confidence.self, forKey: .confidence) ?? .high
    }

    /// The deterministic report order: by path, then line, column and rule id.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.ruleID, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
