import Testing
@testable import TactileLint

/// Rules below the held-out precision bar are off by default, report nothing unless turned on, and
/// report as before once a configuration turns them on.
@Suite("Default rule set")
struct DefaultRuleSetTests {
    /// A plain tap on a text: `tap_gesture_should_be_button` (off by default) flags it.
    static let tappedText = """
        struct Row: View {
            var body: some View {
                Text("Open").onTapGesture { open() }
            }
        }
        """

    @Test("a rule is off by default exactly when its held-out strict precision is measured and below 95 %")
    func defaultFollowsHeldOutPrecision() {
        #expect(HeldOutPrecision.threshold == 0.95)
        for rule in RuleRegistry.all.map(\.description) {
            #expect(rule.enabledByDefault == !HeldOutPrecision.isBelowThreshold(rule.id), "\(rule.id): \(HeldOutPrecision.figure(for: rule.id).formatted)")
        }
        #expect(Set(HeldOutPrecision.figures.keys).isSubset(of: Set(RuleRegistry.all.map(\.description.id))), "figures only for known rules")
        #expect(Set(HeldOutPrecision.seenFigures.keys).isSubset(of: Set(RuleRegistry.all.map(\.description.id))), "seen figures only for known rules")
    }

    @Test("a rule below the bar on the seen set stays off until the fresh set gives it enough findings at the bar")
    func seenSetKeepsARuleOffOnAThinFreshFigure() {
        #expect(HeldOutPrecision.minimumFindings == 10)
        for id in HeldOutPrecision.seenFigures.keys where HeldOutPrecision.seenFigure(for: id).strictPrecision ?? 1 < HeldOutPrecision.threshold {
            let fresh = HeldOutPrecision.figure(for: id)
            let clearsTheBar = fresh.findings >= HeldOutPrecision.minimumFindings && (fresh.strictPrecision ?? 0) >= HeldOutPrecision.threshold
            #expect(HeldOutPrecision.isBelowThreshold(id) == !clearsTheBar, "\(id): fresh \(fresh.formatted)")
        }
        // 63.0 % on the seen set (102 of 162), then 8 right of 9 on fresh code: below the bar, so off.
        #expect(HeldOutPrecision.seenFigure(for: "drag_in_scroll_view") == HeldOutFigure(findings: 162, right: 102))
        #expect(HeldOutPrecision.figure(for: "drag_in_scroll_view") == HeldOutFigure(findings: 9, right: 8))
        #expect(HeldOutPrecision.isBelowThreshold("drag_in_scroll_view"))
        // 80.2 % on the seen set (247 of 308), then 14 right of 24 fresh: below the bar, so off.
        #expect(HeldOutPrecision.seenFigure(for: "transient_gesture_state") == HeldOutFigure(findings: 308, right: 247))
        #expect(HeldOutPrecision.figure(for: "transient_gesture_state") == HeldOutFigure(findings: 24, right: 14))
        #expect(HeldOutPrecision.isBelowThreshold("transient_gesture_state"))
        // 28 of 37 seen, then 1 of 1 fresh — too few fresh findings to outweigh the seen figure: off.
        #expect(HeldOutPrecision.seenFigure(for: "deprecated_magnification_gesture") == HeldOutFigure(findings: 37, right: 28))
        #expect(HeldOutPrecision.figure(for: "deprecated_magnification_gesture") == HeldOutFigure(findings: 1, right: 1))
        #expect(HeldOutPrecision.isBelowThreshold("deprecated_magnification_gesture"))
        // 8 of 18 seen and nothing fresh: off.
        #expect(HeldOutPrecision.figure(for: "heavy_on_changed") == HeldOutFigure(findings: 0, right: 0))
        #expect(HeldOutPrecision.seenFigure(for: "heavy_on_changed") == HeldOutFigure(findings: 18, right: 8))
        #expect(HeldOutPrecision.isBelowThreshold("heavy_on_changed"))
        // 89.2 % fresh (198 of 222): the tap rule stays off.
        #expect(HeldOutPrecision.figure(for: "tap_gesture_should_be_button") == HeldOutFigure(findings: 222, right: 198))
        #expect(HeldOutPrecision.isBelowThreshold("tap_gesture_should_be_button"))
        // 0 of 2 on the seen set and nothing fresh; nothing ever judged right: off.
        #expect(HeldOutPrecision.isBelowThreshold("parent_tap_over_controls"))
        #expect(HeldOutPrecision.isBelowThreshold("gesture_availability"))
        // Nothing fresh, and four findings judged right of four on the seen set: on.
        #expect(HeldOutPrecision.figure(for: "tap_count_order") == HeldOutFigure(findings: 0, right: 0))
        #expect(HeldOutPrecision.seenFigure(for: "tap_count_order") == HeldOutFigure(findings: 4, right: 4))
        #expect(!HeldOutPrecision.isBelowThreshold("tap_count_order"))
        // Never measured anywhere (no finding on any set): on.
        #expect(!HeldOutPrecision.isBelowThreshold("custom_gesture_body"))
    }

    @Test("a default-off rule reports nothing with the default configuration")
    func defaultOffRuleIsSilent() throws {
        let configuration = try Configuration.parse(yaml: "", path: "c", rootDirectory: "/")
        let findings = Linter(configuration: configuration).lint(source: Self.tappedText, path: "Row.swift")
        #expect(!findings.contains { $0.ruleID == "tap_gesture_should_be_button" })
        #expect(!Linter(configuration: configuration).rules.contains { $0.description.id == "tap_gesture_should_be_button" })
    }

    @Test("turned on with opt_in_rules, the default-off rule reports")
    func optedInRuleReports() throws {
        let configuration = try Configuration.parse(yaml: "opt_in_rules: [tap_gesture_should_be_button]", path: "c", rootDirectory: "/")
        let findings = Linter(configuration: configuration).lint(source: Self.tappedText, path: "Row.swift")
        #expect(findings.map(\.ruleID) == ["tap_gesture_should_be_button"])
        #expect(findings.first?.line == 3 && findings.first?.column == 22)
    }

    @Test("with allRules the default-off rule reports")
    func allRulesReports() {
        let findings = Linter(configuration: Configuration.allRules(rootDirectory: "/")).lint(source: Self.tappedText, path: "Row.swift")
        #expect(findings.map(\.ruleID) == ["tap_gesture_should_be_button"])
    }

    @Test("strict precision is right over findings, none without findings")
    func strictPrecision() {
        #expect(HeldOutFigure(findings: 16, right: 14).strictPrecision == 0.875)
        #expect(HeldOutFigure(findings: 16, right: 14).formatted == "87.5 % (14 right of 16)")
        #expect(HeldOutFigure(findings: 0, right: 0).strictPrecision == nil)
        #expect(HeldOutFigure(findings: 0, right: 0).formatted == "no findings")
    }
}
