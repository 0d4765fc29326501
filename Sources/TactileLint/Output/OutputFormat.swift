/// How findings are printed.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// `path:line:col: warning: message (rule_id)`, understood by Xcode and most editors.
    case xcode
    /// An array of `{file, line, column, rule_id, severity, message}`.
    case json
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…,line=…::message`).
    case github

    /// The report of `findings` in this format; `rules` describes the rules for SARIF.
    public func render(_ findings: [Finding], rules: [RuleDescription] = RuleRegistry.all.map(\.description)) -> String {
        switch self {
        case .xcode: XcodeReporter.report(findings)
        case .json: JSONReporter.report(findings)
        case .sarif: SARIFReporter.report(findings, rules: rules)
        case .github: GitHubReporter.report(findings)
        }
    }
}
