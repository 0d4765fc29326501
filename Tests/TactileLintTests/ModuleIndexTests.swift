import Foundation
import SwiftParser
import Testing
@testable import TactileLint

/// Rules follow names across the files of one run (`Fixtures/ModuleReach`, written in the style of the
/// pager and sheet libraries of docs/LINT-QUALITY.md): a swipe declared in an extension in another file,
/// attached through a custom `gesture(_:priority:)` wrapper inside `AnyView`, on a view type that a third
/// file places inside a `ScrollView` through a computed property.
@Suite("Module index")
struct ModuleIndexTests {
    static func summary(_ findings: [Finding], root: String) -> [String] {
        findings.map { finding in
            let file = finding.file.hasPrefix(root + "/") ? String(finding.file.dropFirst(root.count + 1)) : finding.file
            return "\(file):\(finding.line):\(finding.column) \(finding.ruleID)"
        }
    }

    @Test("a run over the module finds what only the cross-file index can see")
    func crossFileFindings() throws {
        let app = try FixtureCopy("ModuleReach")
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: app.root.path)).run(paths: [app.root.path])
        // The swipe (`onEnded` reading only the translation) is no press: missing_press_feedback is silent.
        #expect(Self.summary(outcome.findings, root: app.root.path) == [
            "PageView.swift:8:25 drag_in_scroll_view",
            "PageView.swift:8:25 gesture_without_accessibility_action",
            "Sheet.swift:28:21 transient_gesture_state",
        ])
    }

    @Test("the same file checked alone does not see the swipe, the wrapper or the scroll view")
    func fileAloneSeesLess() throws {
        let app = try FixtureCopy("ModuleReach")
        let linter = Linter(configuration: Configuration.allRules(rootDirectory: app.root.path))
        #expect(linter.lint(source: try app.read("PageView.swift"), path: "PageView.swift").isEmpty)
    }

    @Test("a view type placed inside a ScrollView in another file is known to be inside it")
    func scrollReachThroughTypes() throws {
        let app = try FixtureCopy("ModuleReach")
        let trees = try ["Gallery.swift", "PageView.swift"].map { Parser.parse(source: try app.read($0)) }
        let index = ModuleIndex(trees)
        #expect(index.insideScroll["PageView.body"] == "ScrollView")
        #expect(index.insideScroll["Gallery.row"] == "ScrollView")
        #expect(index.insideScroll["Gallery.body"] == nil)
    }
}
