import SwiftParser
import SwiftSyntax

/// Parses a file's text in the language mode its project declares.
///
/// Invariants: with a declared mode, the tree is exactly the parser's in that mode; with none, the
/// Swift 6 tree is kept unless it has errors and the Swift 5 tree has none (a file legal in Swift 5 mode
/// is never reported as broken only because its mode is unknown); a trailing comma in an availability
/// condition (`#unavailable(iOS 18.0, )`, legal since Swift 6.1 but not read by this parser) is read as
/// a space (`AvailabilityTrailingComma`), so the tree's positions are the file's; the result is
/// deterministic.
public enum SourceParser {
    public static func parse(_ source: String, languageMode: SwiftLanguageMode? = nil) -> SourceFileSyntax {
        if let languageMode {
            return parse(source, version: languageMode.parserVersion)
        }
        let strict = parse(source, version: .v6)
        guard strict.hasError else { return strict }
        let lenient = parse(source, version: .v5)
        return lenient.hasError ? strict : lenient
    }

    private static func parse(_ source: String, version: Parser.SwiftVersion) -> SourceFileSyntax {
        var parser = Parser(source, swiftVersion: version)
        let tree = SourceFileSyntax.parse(from: &parser)
        guard tree.hasError, let blanked = AvailabilityTrailingComma.blanked(source, tree: tree) else { return tree }
        var again = Parser(blanked, swiftVersion: version)
        return SourceFileSyntax.parse(from: &again)
    }

    /// True when `source` parses without errors in `languageMode` (or, unknown, in either mode).
    public static func parses(_ source: String, languageMode: SwiftLanguageMode? = nil) -> Bool {
        !parse(source, languageMode: languageMode).hasError
    }
}
