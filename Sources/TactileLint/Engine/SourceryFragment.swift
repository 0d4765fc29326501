/// A file Sourcery writes only to be pasted into another: every line of code in it lies between a
/// `// sourcery:inline:…` marker and the `// sourcery:end` that closes it (the generated text of an
/// inline annotation, such as a list of protocol requirements written without their type around
/// them). The compiler never sees it as a file, so when it does not parse nothing is reported for it.
///
/// Invariants: decided by the text alone (the `.generated.swift` name is not needed and not enough:
/// Sourcery's ordinary output is compiled); blank lines and `//` comments may lie outside the blocks;
/// a file with an inline block inside a type (the place Sourcery pastes into) is compiled code, not a
/// fragment; a fragment that parses is checked like any other file (`Linter` asks only on errors).
public enum SourceryFragment {
    private static let opening = "// sourcery:inline:"
    private static let closing = "// sourcery:end"

    /// True when every line of code in `source` lies inside a `// sourcery:inline:` block, and there is one.
    public static func isFragment(_ source: String) -> Bool {
        var inside = false
        var sawBlock = false
        for line in source.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let text = line.drop(while: \.isWhitespace)
            if text.hasPrefix(opening) {
                inside = true
                sawBlock = true
            } else if text.hasPrefix(closing) {
                inside = false
            } else if !inside, !text.isEmpty, !text.hasPrefix("//") {
                return false
            }
        }
        return sawBlock
    }
}
