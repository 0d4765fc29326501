/// What one rule reported on the held-out half of the out-of-sample corpus, and how many of those
/// findings a reviewer judged right.
///
/// Invariants: `0 <= right <= findings`; strict precision counts unwanted findings as wrong, so it is
/// `right / findings`, and there is none when the rule reported nothing.
public struct HeldOutFigure: Sendable, Equatable {
    /// Findings the rule reported on the held-out half.
    public var findings: Int
    /// Findings judged right: a careful reviewer would change the code for them.
    public var right: Int

    public init(findings: Int, right: Int) {
        precondition(0 <= right && right <= findings, "right findings are a subset of the findings")
        self.findings = findings
        self.right = right
    }

    /// `right / findings`, or nil when there were no findings to judge.
    public var strictPrecision: Double? {
        findings == 0 ? nil : Double(right) / Double(findings)
    }

    /// "87.5 % (14 right of 16)", or "no findings" when there were none.
    public var formatted: String {
        guard let precision = strictPrecision else { return "no findings" }
        let percent = (precision * 1000).rounded() / 10
        return "\(percent) % (\(right) right of \(findings))"
    }
}
