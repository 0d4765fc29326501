/// A file of an Xcode file or project template: it lies inside a `….xctemplate` bundle, and Xcode replaces
/// its `___FILEBASENAME___`-style placeholders when it creates a file from it.
///
/// Such a file is not Swift meant to compile as it stands, so its syntax errors are not reported as
/// `parse_error` (nobody would change a template for them); what parses is still checked.
///
/// Invariant: decided by the path alone: a path component ending in `.xctemplate`.
public enum XcodeTemplate {
    /// True when `path` lies inside a `.xctemplate` bundle.
    public static func contains(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix(".xctemplate") }
    }
}
