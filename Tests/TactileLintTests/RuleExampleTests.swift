import Foundation
import SwiftParser
import Testing
@testable import TactileLint

/// Every rule's documented examples are its tests: triggering examples report exactly at their `↓`
/// markers, non-triggering examples report nothing, and corrections round-trip.
@Suite("Rule examples")
struct RuleExampleTests {
    static let rules = RuleRegistry.all.map { RuleUnderTest(rule: $0) }

    @Test("triggering examples report exactly at their markers", arguments: rules)
    func triggeringExamplesReportAtMarkers(_ subject: RuleUnderTest) {
        #expect(!subject.rule.description.triggeringExamples.isEmpty)
        for example in subject.rule.description.triggeringExamples {
            let found = subject.findings(in: example.code, deploymentTarget: example.deploymentTarget)
            #expect(found.map { SourcePoint(line: $0.line, column: $0.column) } == example.expectedLocations, "\(example.markedCode)")
            #expect(found.allSatisfy { !$0.message.isEmpty })
        }
    }

    @Test("non-triggering examples report nothing", arguments: rules)
    func nonTriggeringExamplesReportNothing(_ subject: RuleUnderTest) {
        #expect(!subject.rule.description.nonTriggeringExamples.isEmpty)
        for example in subject.rule.description.nonTriggeringExamples {
            let found = subject.findings(in: example.code, deploymentTarget: example.deploymentTarget)
            #expect(found.isEmpty, "\(example.code)")
        }
    }

    @Test("examples parse without syntax errors", arguments: rules)
    func examplesParse(_ subject: RuleUnderTest) {
        let description = subject.rule.description
        let sources = (description.triggeringExamples + description.nonTriggeringExamples).map(\.code)
            + description.corrections.flatMap { [$0.before, $0.after] }
        for source in sources {
            #expect(!Parser.parse(source: source).hasError, "\(source)")
        }
    }

    @Test("corrections give the after text, which no longer triggers and is stable", arguments: rules)
    func correctionsRoundTrip(_ subject: RuleUnderTest) {
        for correction in subject.rule.description.corrections {
            #expect(!subject.findings(in: correction.before, deploymentTarget: correction.deploymentTarget).isEmpty, "\(correction.before)")
            let fixed = subject.fixer(correction.deploymentTarget).fix(source: correction.before, path: "Example.swift")
            #expect(fixed == correction.after)
            #expect(subject.findings(in: fixed, deploymentTarget: correction.deploymentTarget).isEmpty, "\(fixed)")
            #expect(subject.fixer(correction.deploymentTarget).fix(source: fixed, path: "Example.swift") == fixed)
            #expect(!Parser.parse(source: fixed).hasError)
        }
    }
}

/// A rule wrapped so parameterized tests name it by id.
struct RuleUnderTest: Sendable, CustomTestStringConvertible {
    let rule: any Rule

    var testDescription: String { rule.description.id }

    func linter(_ deploymentTarget: DeploymentTarget) -> Linter {
        var configuration = Configuration.allRules(rootDirectory: "/")
        configuration.deploymentTarget = deploymentTarget
        return Linter(configuration: configuration, rules: [rule])
    }

    func fixer(_ deploymentTarget: DeploymentTarget) -> Fixer {
        Fixer(linter: linter(deploymentTarget))
    }

    func findings(in source: String, deploymentTarget: DeploymentTarget) -> [Finding] {
        linter(deploymentTarget).lint(source: source, path: "Example.swift")
    }
}

extension RuleUnderTest {
    /// How many findings the rule reports in `source`, with no deployment target known.
    func count(in source: String) -> Int {
        findings(in: source, deploymentTarget: DeploymentTarget()).count
    }

    /// How many findings the rule reports in the first of `files` (linted as `path`), with the module
    /// index of all of them: a view placed, or a name declared, in another file of the run.
    func count(inFirstOf files: [String], path: String = "Row.swift") -> Int {
        let trees = files.map { Parser.parse(source: $0) }
        return linter(DeploymentTarget()).lint(tree: trees[0], path: path, module: ModuleIndex(trees)).count
    }

    /// The rule's findings per file name when `files` (path → text; project files such as a
    /// `project.pbxproj` included) are written to a fresh folder and linted as one run of the command,
    /// so the run's projects, entry points and test targets count as they would on a checkout.
    func countsByFile(inRunOf files: [String: String]) throws -> [String: Int] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: false, encoding: .utf8)
        }
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: root.path)).run(paths: [root.path])
        var counts: [String: Int] = [:]
        for finding in outcome.findings where finding.ruleID == rule.description.id {
            counts[URL(fileURLWithPath: finding.file).lastPathComponent, default: 0] += 1
        }
        return counts
    }
}
