/// `path:line:col: severity: message (rule_id)`, one finding per line.
enum XcodeReporter {
    static func report(_ findings: [Finding]) -> String {
        findings.map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) (\($0.ruleID))\n" }.joined()
    }
}
