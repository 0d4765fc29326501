/// Findings that do not come from a rule but from reading or parsing a file.
///
/// Invariant: both are always reported at `error` severity and can not be disabled, so a run never
/// passes silently over a file it could not check.
public enum PseudoRule: String, Sendable, CaseIterable {
    /// The file has syntax errors; rules ran only on the declarations they do not reach.
    case parseError = "parse_error"
    /// The file or folder could not be read (missing, unreadable, not UTF-8).
    case ioError = "io_error"

    public var summary: String {
        switch self {
        case .parseError: "The file has syntax errors in the language mode its project declares; rules check only the declarations the errors do not reach, and nothing in it is fixed."
        case .ioError: "The file or folder could not be read, so no rule could check it."
        }
    }
}
