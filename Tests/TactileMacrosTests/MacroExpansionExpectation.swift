import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// A macro suite's expectation: `source` expands with `macros` to `expected` (4-space
/// indentation) with exactly `diagnostics`; a mismatch is an issue at the caller's line.
protocol MacroExpansionExpectation {
    var macros: [String: MacroSpec] { get }
}

extension MacroExpansionExpectation {
    func expect(_ source: String, expands expected: String, diagnostics: [DiagnosticSpec] = [],
                sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros,
                             indentationWidth: .spaces(4)) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }
}
