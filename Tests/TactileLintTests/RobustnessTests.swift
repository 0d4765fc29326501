import Foundation
import Testing
@testable import TactileLint

/// No input makes the linter or the fixer trap; hostile input gives a diagnostic instead.
@Suite("Robustness")
struct RobustnessTests {
    let linter = Linter(configuration: Configuration.allRules(rootDirectory: "/"))

    @Test("a 100,000-line file is checked without crashing")
    func hugeFile() {
        var lines = ["import SwiftUI"]
        while lines.count < 100_000 {
            lines.append("let value\(lines.count) = \(lines.count)")
        }
        lines.append("let pinch = MagnificationGesture()")
        let findings = linter.lint(source: lines.joined(separator: "\n"), path: "Huge.swift")
        #expect(findings.map(\.ruleID) == ["deprecated_magnification_gesture"])
        #expect(findings.first?.line == lines.count)
    }

    @Test("deeply nested or truncated input gives a parse_error, not a crash", arguments: [
        String(repeating: "(", count: 10_000),
        "let x = " + String(repeating: "{ ", count: 5_000),
        "struct A: View { var body: some View { Text(\"a\").gesture(DragGesture().onEnded {",
        "#if os(iOS)\n.gesture(",
    ])
    func hostileInput(source: String) {
        let findings = linter.lint(source: source, path: "Bad.swift")
        #expect(findings.count == 1)
        #expect(findings.first?.ruleID == "parse_error" && findings.first?.severity == .error)
        #expect(Fixer(linter: linter).fix(source: source, path: "Bad.swift") == source)
    }

    @Test("control characters and stray bytes do not crash the linter or the fixer")
    func controlCharacters() {
        let source = "\u{0}\u{1}\u{2} let x = Text(\"\u{7F}\").onTapGesture { }\u{0}"
        let findings = linter.lint(source: source, path: "Odd.swift")
        #expect(findings.allSatisfy { !$0.message.isEmpty })
        let fixed = Fixer(linter: linter).fix(source: source, path: "Odd.swift")
        #expect(fixed == source || Fixer.parses(fixed))
    }

    @Test("a modifier chain 20,000 calls long is checked on a worker thread")
    func longChain() {
        let source = "let x = Text(\"a\")" + String(repeating: ".padding()", count: 20_000) + ".onTapGesture { go() }\n"
        let results = ParallelMap.map([source]) { linter.lint(source: $0, path: "Long.swift").map(\.ruleID) }
        #expect(results == [["tap_gesture_should_be_button"]])
    }

    @Test("parallel checking returns results in input order")
    func parallelOrder() {
        let inputs = Array(0..<200)
        #expect(ParallelMap.map(inputs, width: 4) { $0 * 2 } == inputs.map { $0 * 2 })
        #expect(ParallelMap.map([Int](), width: 4) { $0 }.isEmpty)
    }

    @Test("unreadable and non-UTF-8 files are reported as io_error")
    func unreadableFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE]).write(to: folder.appendingPathComponent("Latin.swift"))
        try "let ok = 1\n".write(to: folder.appendingPathComponent("Fine.swift"), atomically: true, encoding: .utf8)
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: folder.path)).run(paths: [folder.path, folder.path + "/Missing.swift"])
        #expect(outcome.findings.map(\.ruleID) == ["io_error", "io_error"])
        #expect(outcome.findings.contains { $0.message.contains("not valid UTF-8") })
        #expect(outcome.findings.contains { $0.message.contains("no such file or folder") })
        #expect(outcome.fileCount == 2)
        #expect(ExitStatus.of(outcome.findings, strict: false) == .usageOrIOError)
    }
}
