/// How serious a finding is.
///
/// Invariant: the cases are ordered `note < warning < error`; the order decides whether a run fails
/// (only `error` does, unless the run is strict) and which SARIF / Xcode / GitHub level is printed.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }
}
