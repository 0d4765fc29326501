/// How sure a rule is that a finding is one a reviewer would act on.
///
/// A rule reports `.high` unless it says otherwise. A rule whose condition is a heuristic reports
/// `.medium` where the code leaves room for what the rule cannot see — an accessibility trait written
/// where another file places the view, a callback whose callers decide what it does — and `.high` only
/// where nothing like that is in sight. By default only `.high` findings are reported
/// (`Configuration.minimumConfidence`); `minimum_confidence: medium` or `--all-rules` reports both.
///
/// Invariant: ordered `medium < high`; a finding is reported when its confidence is at least the
/// configuration's minimum.
public enum Confidence: String, Sendable, Codable, CaseIterable, Comparable {
    case medium
    case high

    public static func < (lhs: Confidence, rhs: Confidence) -> Bool {
        lhs == .medium && rhs == .high
    }
}
