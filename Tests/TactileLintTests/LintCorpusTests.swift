import Foundation
import Testing
@testable import TactileLint

/// tactile-lint over a large corpus of real and broken files: no crash, one diagnostic per file
/// it cannot read or parse, every other file still checked. The corpus is generated in a temporary
/// folder (`LintCorpus`); `TACTILE_LINT_CORPUS_STRIDE=1 TACTILE_LINT_CORPUS_COPIES=8 swift test
/// --filter LintCorpusTests` is the long run (docs/RELIABILITY.md).
@Suite("tactile-lint over a hostile corpus", .serialized)
struct LintCorpusTests {
    static let copies = Int(ProcessInfo.processInfo.environment["TACTILE_LINT_CORPUS_COPIES"] ?? "") ?? 1
    /// Every how many of the package's files the corpus takes: 10 in the bounded run, 1 for all.
    static let stride = Int(ProcessInfo.processInfo.environment["TACTILE_LINT_CORPUS_STRIDE"] ?? "") ?? 10

    @Test("every file is checked or gets exactly one io_error; at most one parse_error per file")
    func corpus() throws {
        let corpus = try LintCorpus(copies: Self.copies, stride: Self.stride)
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: corpus.root.path)).run(paths: [corpus.root.path])
        let unreadable = corpus.expectations.values.filter { $0 == .unreadable }.count
        print("lint corpus: \(corpus.expectations.count) entries, \(corpus.bytes) bytes, \(unreadable) unreadable, \(outcome.findings.count) findings")
        let prefix = corpus.root.path + "/"
        var byFile: [String: [Finding]] = [:]
        for finding in outcome.findings {
            byFile[finding.file.hasPrefix(prefix) ? String(finding.file.dropFirst(prefix.count)) : finding.file, default: []].append(finding)
        }
        #expect(outcome.fileCount == corpus.expectations.count, "every entry is a file the run took up")
        for (name, expectation) in corpus.expectations.sorted(by: { $0.key < $1.key }) {
            let findings = byFile[name] ?? []
            let ioErrors = findings.filter { $0.ruleID == PseudoRule.ioError.rawValue }
            let parseErrors = findings.filter { $0.ruleID == PseudoRule.parseError.rawValue }
            switch expectation {
            case .checked:
                #expect(ioErrors.isEmpty, "\(name) was not read: \(ioErrors.map(\.message))")
                #expect(parseErrors.count <= 1, "\(name): \(parseErrors.count) parse errors")
            case .unreadable:
                #expect(ioErrors.count == 1 && findings.count == 1, "\(name): \(findings.map(\.message))")
            }
        }
        #expect(Set(byFile.keys).isSubset(of: Set(corpus.expectations.keys)), "findings only for corpus files")
        #expect(corpus.expectations.values.contains(.unreadable) && corpus.expectations.values.contains(.checked))
        let realParseErrors = byFile.filter { $0.key.hasPrefix("real/") && $0.value.contains { $0.ruleID == PseudoRule.parseError.rawValue } }
        #expect(realParseErrors.isEmpty, "the package's own sources parse: \(realParseErrors.keys.sorted())")
    }

    @Test("the fixer goes through the corpus too, without writing a file that does not parse")
    func diffMode() throws {
        let corpus = try LintCorpus(copies: 1, stride: 20, huge: false)
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: corpus.root.path), mode: .diff).run(paths: [corpus.root.path])
        #expect(outcome.fileCount == corpus.expectations.count)
        #expect(outcome.findings.filter { $0.ruleID == PseudoRule.ioError.rawValue }.count
                == corpus.expectations.values.filter { $0 == .unreadable }.count)
    }

    @Test("a FIFO named on the command line is refused, not read forever")
    func fifoOnCommandLine() throws {
        let corpus = try LintCorpus(copies: 0, stride: 1_000, huge: false)
        let pipe = corpus.root.appendingPathComponent("special/Pipe.swift").path
        try #require(FileManager.default.fileExists(atPath: pipe))
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: corpus.root.path)).run(paths: [pipe])
        #expect(outcome.findings.map(\.ruleID) == [PseudoRule.ioError.rawValue])
        #expect(outcome.findings.first?.message.contains("not a regular file") == true)
    }

    @Test("a path that does not exist gets one io_error and the run goes on")
    func vanishedFile() throws {
        let corpus = try LintCorpus(copies: 0, stride: 1_000, huge: false)
        let gone = corpus.root.appendingPathComponent("edge/Gone.swift").path
        let here = corpus.root.appendingPathComponent("edge/CRLF.swift").path
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: corpus.root.path)).run(paths: [gone, here])
        #expect(Set(outcome.findings.map(\.ruleID)) == [PseudoRule.ioError.rawValue, "deprecated_magnification_gesture"])
        #expect(outcome.findings.count == 2)
    }
}
