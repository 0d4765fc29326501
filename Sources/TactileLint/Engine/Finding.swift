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

    public init(file: String, line: Int, column: Int, ruleID: String, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
    }

    enum CodingKeys: String, CodingKey {
        case file, line, column, message, severity
        case ruleID = "rule_id"
    }

    /// The deterministic report order: by path, then line, column and rule id.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.ruleID, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
