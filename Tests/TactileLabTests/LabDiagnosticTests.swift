import Foundation
@testable import TactileLab
import Testing

/// The compiler's diagnostics as values (docs/LAB-PROTOCOL.md, "Playground"): what the editor marks.
@Suite("Lab compiler diagnostics")
struct LabDiagnosticTests {
    @Test("a located error becomes its file, line, column and message")
    func locatedError() {
        let output = """
            /tmp/b1/src/002-circle.swift:12:9: error: cannot find 'Colour' in scope
             10 | var body: some View {
             11 | Circle()
             12 | .fill(Colour.blue)
                |       `- error: cannot find 'Colour' in scope
            """
        #expect(LabDiagnostic.parse(output) == [
            LabDiagnostic(file: "/tmp/b1/src/002-circle.swift", line: 12, column: 9, severity: .error, message: "cannot find 'Colour' in scope"),
        ])
    }

    @Test("warnings and notes keep their severity, in order")
    func severities() {
        let output = """
            /a/V.swift:3:5: warning: variable 'x' was never used
            /a/V.swift:7:1: note: did you mean 'y'?
            /a/V.swift:9:2: error: expected '}'
            """
        #expect(LabDiagnostic.parse(output).map(\.severity) == [.warning, .note, .error])
        #expect(LabDiagnostic.parse(output).map(\.line) == [3, 7, 9])
    }

    @Test("a path with colons still yields its line and column")
    func colonInPath() {
        let diagnostics = LabDiagnostic.parse("/tmp/a:b/V.swift:4:2: error: boom")
        #expect(diagnostics.first?.file == "/tmp/a:b/V.swift")
        #expect(diagnostics.first?.line == 4)
        #expect(diagnostics.first?.column == 2)
    }

    @Test("an error without a location (a link failure) is kept without one")
    func unlocatedError() {
        let output = """
            /usr/bin/ld.gold: error: cannot find -lTactileLabRuntime
            error: link command failed with exit code 1 (use -v to see invocation)
            """
        let diagnostics = LabDiagnostic.parse(output)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.line == nil && $0.severity == .error })
        #expect(diagnostics.last?.message == "link command failed with exit code 1 (use -v to see invocation)")
    }

    @Test("the same diagnostic printed twice (a #Preview closure compiled twice) is reported once")
    func duplicates() {
        let line = "/a/V.swift:5:3: error: cannot find 'Nope' in scope"
        #expect(LabDiagnostic.parse([line, line, "  |  ^", line].joined(separator: "\n")).count == 1)
    }

    @Test("source excerpts, carets and blank lines are not diagnostics")
    func noise() {
        #expect(LabDiagnostic.parse("  5 | let x = 1\n    |     ^\n\nnothing: here\n").isEmpty)
    }
}
