import Foundation
import SwiftParser
import Testing
@testable import TactileLint

/// Runs the built `tactile-lint` over `Fixtures/GestureApp`: realistic views, a configuration, suppression
/// comments, an unparsable file, a Latin-1 file and an excluded generated folder.
@Suite("tactile-lint end to end")
struct EndToEndTests {
    /// Every finding the fixture app has, as `path:line:col rule severity`.
    static let expected = [
        "Legacy/LatinMenu.swift:1:1 io_error error",
        "Views/Broken.swift:6:34 parse_error error",
        "Views/CardStack.swift:16:10 gesture_without_accessibility_action warning",
        "Views/CardStack.swift:20:27 heavy_on_changed warning",
        "Views/CardStack.swift:22:33 transient_gesture_state error",
        "Views/GoodCitizen.swift:20:17 gesture_availability warning",
        "Views/PhotoViewer.swift:19:41 unclamped_gesture_scale warning",
        "Views/PhotoViewer.swift:21:14 stacked_continuous_gestures note",
        "Views/PhotoViewer.swift:22:14 tap_count_order warning",
        "Views/SettingsList.swift:15:14 tap_area_missing_content_shape note",
        "Views/SettingsList.swift:15:14 tap_gesture_should_be_button warning",
        "Views/SettingsList.swift:16:14 drag_in_scroll_view note",
        "Views/SettingsList.swift:16:14 gesture_without_accessibility_action warning",
        "Views/SettingsList.swift:36:9 custom_gesture_body error",
    ]

    /// What is left after `--fix`: under the app's iOS 16 target `MagnificationGesture` and `RotationGesture`
    /// are the right API, so nothing is renamed (and nothing then needs iOS 17); the List row's tap keeps its
    /// advice: a Button around a List row would turn the whole row into a button, so it is not wrapped (the
    /// content shape is added).
    static let expectedAfterFix = [
        "Legacy/LatinMenu.swift:1:1 io_error error",
        "Views/Broken.swift:6:34 parse_error error",
        "Views/CardStack.swift:16:10 gesture_without_accessibility_action warning",
        "Views/CardStack.swift:20:27 heavy_on_changed warning",
        "Views/CardStack.swift:22:33 transient_gesture_state error",
        "Views/GoodCitizen.swift:20:17 gesture_availability warning",
        "Views/PhotoViewer.swift:19:41 unclamped_gesture_scale warning",
        "Views/SettingsList.swift:16:14 tap_gesture_should_be_button warning",
        "Views/SettingsList.swift:17:14 drag_in_scroll_view note",
        "Views/SettingsList.swift:17:14 gesture_without_accessibility_action warning",
        "Views/SettingsList.swift:37:9 custom_gesture_body error",
    ]

    let runner: ExecutableRunner
    let app: FixtureCopy

    init() throws {
        runner = try ExecutableRunner()
        app = try FixtureCopy("GestureApp")
    }

    private func summary(ofXcodeOutput text: String) -> [String] {
        text.split(separator: "\n").map { line in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            let rule = line[line.lastIndex(of: "(")!...].dropFirst().dropLast()
            return "\(parts[0]):\(parts[1]):\(parts[2]) \(rule) \(parts[3].trimmingCharacters(in: .whitespaces))"
        }
    }

    @Test("xcode format reports the exact findings, honouring configuration, suppressions and exclusions")
    func xcodeFormatReportsExactFindings() throws {
        let output = try runner.run(["."], in: app.root)
        #expect(summary(ofXcodeOutput: output.stdout) == Self.expected)
        #expect(output.status == 2, "an unreadable file makes the run exit 2")
        #expect(output.stdout.contains("Views/CardStack.swift:22:33: error: 'dragOffset' is @State set from the gesture in onChanged"))
        #expect(!output.stdout.contains("Generated"))
        #expect(!output.stdout.contains("missing_press_feedback"), "disabled in .tactile-lint.yml")
        #expect(!output.stdout.contains("CardStack.swift:25:"), "silenced by disable:next")
        #expect(!output.stdout.contains("SettingsList.swift:23:"), "silenced by the disable/enable region")
    }

    @Test("json format is an array of {file, line, column, rule_id, severity, message}")
    func jsonFormat() throws {
        let output = try runner.run(["--format", "json", "."], in: app.root)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == Self.expected.count)
        for object in array {
            #expect(Set(object.keys) == ["file", "line", "column", "rule_id", "severity", "message"])
        }
        let findings = try JSONDecoder().decode([Finding].self, from: Data(output.stdout.utf8))
        #expect(findings.map { "\($0.file):\($0.line):\($0.column) \($0.ruleID) \($0.severity.rawValue)" } == Self.expected)
    }

    @Test("sarif format carries the fields SARIF 2.1.0 requires")
    func sarifFormat() throws {
        let output = try runner.run(["--format", "sarif", "."], in: app.root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "tactile-lint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs.count == rules.count && ruleIDs.count == 18)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == Self.expected.count)
        for (result, expected) in zip(results, Self.expected) {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(ruleIDs.contains(ruleID))
            #expect(result["ruleIndex"] as? Int == ruleIDs.firstIndex(of: ruleID))
            #expect(["note", "warning", "error"].contains(result["level"] as? String))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            let region = try #require(location["region"] as? [String: Any])
            let line = try #require(region["startLine"] as? Int)
            let column = try #require(region["startColumn"] as? Int)
            #expect("\(uri):\(line):\(column) \(ruleID) \(result["level"] as? String ?? "")" == expected)
        }
    }

    @Test("github format emits one workflow command per finding")
    func githubFormat() throws {
        let output = try runner.run(["--format", "github", "."], in: app.root)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == Self.expected.count)
        #expect(lines.contains { $0.hasPrefix("::error file=Views/CardStack.swift,line=22,col=33,title=transient_gesture_state::'dragOffset' is @State") })
        #expect(lines.contains { $0.hasPrefix("::notice file=Views/PhotoViewer.swift,line=21,col=14,title=stacked_continuous_gestures::") })
        #expect(lines.contains { $0.hasPrefix("::warning file=Views/PhotoViewer.swift,line=22,col=14,title=tap_count_order::") })
    }

    @Test("exit status: 0 clean or warnings only, 1 errors or --strict, 2 usage and I/O errors")
    func exitStatus() throws {
        try app.write("# defaults\n", to: "empty.yml")
        let clean = try runner.run(["Views/GoodCitizen.swift", "--config", "empty.yml"], in: app.root)
        #expect(clean.status == 0 && clean.stdout.isEmpty)
        let warningsOnly = try runner.run(["Views/PhotoViewer.swift"], in: app.root)
        #expect(warningsOnly.status == 0 && !warningsOnly.stdout.isEmpty)
        #expect(try runner.run(["--strict", "Views/PhotoViewer.swift"], in: app.root).status == 1)
        #expect(try runner.run(["Views/SettingsList.swift"], in: app.root).status == 1, "custom_gesture_body is an error")
        #expect(try runner.run(["Views/Broken.swift"], in: app.root).status == 1, "a parse error is an error finding")
        let missing = try runner.run(["Views/Missing.swift"], in: app.root)
        #expect(missing.status == 2 && missing.stdout.contains("io_error"))
        #expect(try runner.run(["--no-such-option"], in: app.root).status == 2)
        #expect(try runner.run(["--format", "yaml", "."], in: app.root).status == 2)
        #expect(try runner.run(["--fix", "--diff", "."], in: app.root).status == 2)
    }

    @Test("a broken configuration is a usage error with a message naming the key")
    func brokenConfiguration() throws {
        try app.write("disabled_rules: [no_such_rule]\n", to: "bad.yml")
        let output = try runner.run(["--config", "bad.yml", "Views"], in: app.root)
        #expect(output.status == 2)
        #expect(output.stderr.contains("'disabled_rules' names 'no_such_rule', which is not a rule"))
    }

    @Test("--config replaces the discovered configuration")
    func explicitConfiguration() throws {
        try app.write("only_rules: [tap_count_order]\n", to: "only.yml")
        let output = try runner.run(["--config", "only.yml", "Views"], in: app.root)
        #expect(summary(ofXcodeOutput: output.stdout) == [
            "Views/Broken.swift:6:34 parse_error error",
            "Views/PhotoViewer.swift:22:14 tap_count_order warning",
        ])
    }

    @Test("--diff shows the corrections as a unified diff and writes nothing")
    func diffShowsCorrections() throws {
        let before = try app.read("Views/PhotoViewer.swift")
        let output = try runner.run(["--diff", "Views/PhotoViewer.swift"], in: app.root)
        #expect(try app.read("Views/PhotoViewer.swift") == before)
        #expect(output.stdout.hasPrefix("--- a/Views/PhotoViewer.swift\n+++ b/Views/PhotoViewer.swift\n@@ -17,9 +17,9 @@\n"))
        #expect(output.stdout.contains("\n+                    .simultaneously(with: RotationGesture().onChanged { value in angle = value })\n"))
        #expect(!output.stdout.contains("MagnifyGesture") && !output.stdout.contains("RotateGesture"), "the iOS 16 target keeps the old gestures")
        #expect(output.stdout.contains("-            .onTapGesture { scale = 1.0 }\n             .onTapGesture(count: 2) { scale = 2.0 }\n+            .onTapGesture { scale = 1.0 }\n"))
        #expect(output.stdout.hasSuffix("     }\n }\n"))
    }

    @Test("--fix applies every correction, leaves parsable code, and a second --fix changes nothing")
    func fixIsAppliedAndIdempotent() throws {
        let output = try runner.run(["--fix", "."], in: app.root)
        #expect(summary(ofXcodeOutput: output.stdout) == Self.expectedAfterFix)
        let fixedFiles = ["Views/PhotoViewer.swift", "Views/SettingsList.swift", "Views/CardStack.swift", "Views/GoodCitizen.swift"]
        let afterFirst = try fixedFiles.map(app.read)
        for text in afterFirst { #expect(!Parser.parse(source: text).hasError) }
        #expect(afterFirst[0].contains(".simultaneously(with: RotationGesture().onChanged { value in angle = value })"))
        #expect(!afterFirst[0].contains("MagnifyGesture"), "the iOS 16 target keeps MagnificationGesture")
        #expect(!afterFirst[1].contains("Button { open(row) } label: {"))
        #expect(afterFirst[1].contains(".contentShape(Rectangle())"))
        let second = try runner.run(["--fix", "."], in: app.root)
        #expect(summary(ofXcodeOutput: second.stdout) == Self.expectedAfterFix)
        #expect(try fixedFiles.map(app.read) == afterFirst)
        #expect(try runner.run(["--diff", "."], in: app.root).stdout.isEmpty)
    }

    @Test("without a configuration the defaults apply: rules below 95 % on held-out code stay off, default severities")
    func defaultsWithoutConfiguration() throws {
        let file = app.root.appendingPathComponent("Views/CardStack.swift").path
        let output = try runner.run([file], in: FileManager.default.temporaryDirectory)
        let lines = summary(ofXcodeOutput: output.stdout).map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
        // Every rule that finds something in CardStack.swift is below the bar on the fresh held-out set
        // (transient_gesture_state fell to 59.4 % there), so by default none of them runs…
        #expect(lines.isEmpty)
        // …while they still find it when asked.
        let all = try runner.run(["--all-rules", file], in: FileManager.default.temporaryDirectory)
        #expect(summary(ofXcodeOutput: all.stdout).contains { $0.hasSuffix("transient_gesture_state warning") })
    }

    @Test("--all-rules runs the rules that are off by default and those the configuration turns off")
    func allRulesFlag() throws {
        let output = try runner.run(["--all-rules", app.root.appendingPathComponent("Views/CardStack.swift").path], in: FileManager.default.temporaryDirectory)
        let lines = summary(ofXcodeOutput: output.stdout).map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
        #expect(lines == [
            "gesture_without_accessibility_action warning",
            "heavy_on_changed warning",
            "transient_gesture_state warning",
            "missing_press_feedback note",
        ])
        let inApp = try runner.run(["--all-rules", "Views/CardStack.swift"], in: app.root)
        #expect(inApp.stdout.contains("(missing_press_feedback)"), "disabled_rules does not hold against --all-rules")
    }
}
