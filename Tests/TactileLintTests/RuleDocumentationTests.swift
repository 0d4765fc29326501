import Foundation
import Testing
@testable import TactileLint

/// The committed pages under `docs/rules/` are exactly what the generator produces from the rules.
@Suite("Rule documentation")
struct RuleDocumentationTests {
    static let docsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules")

    @Test("committed rule pages are up to date (regenerate with `tactile-lint generate-docs docs/rules`)")
    func committedPagesAreUpToDate() throws {
        let pages = RuleDocumentation.pages()
        #expect(pages.count == RuleRegistry.all.count + 1)
        for (name, expected) in pages {
            let committed = try String(contentsOf: Self.docsFolder.appendingPathComponent(name), encoding: .utf8)
            #expect(committed == expected, "docs/rules/\(name) is stale")
        }
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.docsFolder.path).filter { $0.hasSuffix(".md") }
        #expect(Set(onDisk) == Set(pages.keys), "docs/rules holds pages for rules that no longer exist")
    }

    @Test("each page shows the rule's id, severity and every example")
    func pagesShowEveryExample() {
        for rule in RuleRegistry.all.map(\.description) {
            let page = RuleDocumentation.page(for: rule)
            #expect(page.contains("`\(rule.id)`") && page.contains(rule.severity.rawValue))
            for example in rule.triggeringExamples { #expect(page.contains(example.markedCode)) }
            for example in rule.nonTriggeringExamples { #expect(page.contains(example.code)) }
            for correction in rule.corrections { #expect(page.contains(correction.before) && page.contains(correction.after)) }
        }
    }

    @Test("rule ids are unique snake_case and every rule has triggering and non-triggering examples")
    func registryInvariants() {
        let ids = RuleRegistry.all.map(\.description.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == 16)
        for id in ids { #expect(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id)") }
    }
}
