/// GitHub Actions workflow commands, which show findings as annotations on the pull request.
enum GitHubReporter {
    static func report(_ findings: [Finding]) -> String {
        findings.map { finding in
            let command = switch finding.severity {
            case .note: "notice"
            case .warning: "warning"
            case .error: "error"
            }
            let properties = "file=\(escapeProperty(finding.file)),line=\(finding.line),col=\(finding.column),title=\(escapeProperty(finding.ruleID))"
            return "::\(command) \(properties)::\(escapeData(finding.message))\n"
        }.joined()
    }

    /// Escapes a message as the runner expects: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value: as a message, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
