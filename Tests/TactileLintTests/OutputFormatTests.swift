import Foundation
import Testing
@testable import TactileLint

@Suite("Output formats")
struct OutputFormatTests {
    let finding = Finding(file: "Sources/My View.swift", line: 3, column: 7, ruleID: "tap_count_order", severity: .warning, message: "100% sure: a, b\nnext")

    @Test("xcode format is path:line:col: severity: message (rule_id)")
    func xcode() {
        #expect(OutputFormat.xcode.render([finding]) == "Sources/My View.swift:3:7: warning: 100% sure: a, b\nnext (tap_count_order)\n")
    }

    @Test("github format escapes messages and properties as the runner requires")
    func github() {
        #expect(OutputFormat.github.render([finding]) == "::warning file=Sources/My View.swift,line=3,col=7,title=tap_count_order::100%25 sure: a, b%0Anext\n")
        var note = finding
        note.severity = .note
        #expect(OutputFormat.github.render([note]).hasPrefix("::notice "))
    }

    @Test("json and sarif of no findings are still valid documents")
    func emptyDocuments() throws {
        #expect(OutputFormat.json.render([]) == "[\n\n]\n" || OutputFormat.json.render([]) == "[]\n")
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(OutputFormat.sarif.render([]).utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
    }

    @Test("sarif uris are percent-encoded relative references")
    func sarifURI() {
        #expect(OutputFormat.sarif.render([finding]).contains("\"uri\" : \"Sources/My%20View.swift\""))
    }

    @Test("exit status follows severity and strictness")
    func exitStatus() {
        #expect(ExitStatus.of([], strict: true) == .clean)
        #expect(ExitStatus.of([finding], strict: false) == .clean)
        #expect(ExitStatus.of([finding], strict: true) == .findings)
        var error = finding
        error.severity = .error
        #expect(ExitStatus.of([error], strict: false) == .findings)
    }
}
