/// Findings that do not come from a rule but from reading or parsing a file.
///
/// Invariant: both are always reported at `error` severity and can not be disabled, so a run never
/// passes silently over a file it could not check.
public enum PseudoRule: String, Sendable, CaseIterable {
    /// The file has syntax errors; no rule ran on it.
    case parseError = "parse_error"
    /// The file or folder could not be read (missing, unreadable, not UTF-8).
    case ioError = "io_error"

    public var summary: String {
        switch self {
        case .parseError: "The file has syntax errors, so no rule could check it."
        case .ioError: "The file or folder could not be read, so no rule could check it."
        }
    }
}
