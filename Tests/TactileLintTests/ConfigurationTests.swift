import Testing
@testable import TactileLint

@Suite("Configuration")
struct ConfigurationTests {
    @Test("a full configuration is read: rules, severities, globs and deployment target")
    func readsEveryKey() throws {
        let configuration = try Configuration.parse(yaml: """
            disabled_rules: [tap_gesture_should_be_button]
            severities:
              heavy_on_changed: error
            included: ["Sources/**"]
            excluded: ["**/Generated/**"]
            deployment_target: {iOS: "16.4", macOS: 13}
            """, path: "cfg.yml", rootDirectory: "/project")
        #expect(!configuration.isEnabled("tap_gesture_should_be_button"))
        #expect(configuration.isEnabled("tap_count_order"))
        #expect(configuration.severity(of: HeavyOnChangedRule().description) == .error)
        #expect(configuration.severity(of: TapCountOrderRule().description) == .warning)
        #expect(configuration.deploymentTarget[.iOS] == OSVersion("16.4"))
        #expect(configuration.deploymentTarget[.macOS] == OSVersion(13))
        #expect(configuration.includes(path: "/project/Sources/App/View.swift"))
        #expect(!configuration.includes(path: "/project/Sources/Generated/Assets.swift"))
        #expect(!configuration.includes(path: "/project/Tests/ViewTests.swift"))
    }

    @Test("only_rules runs the named rules and nothing else, also a rule that is off by default", arguments: [
        ("tap_count_order", "heavy_on_changed"),
        ("missing_press_feedback", "tap_count_order"),
    ])
    func onlyRules(named: String, other: String) throws {
        let configuration = try Configuration.parse(yaml: "only_rules: [\(named)]", path: "c", rootDirectory: "/")
        #expect(configuration.isEnabled(named))
        #expect(!configuration.isEnabled(other))
    }

    @Test("an empty file gives the defaults: exactly the rules on by default run")
    func emptyFileGivesDefaults() throws {
        let configuration = try Configuration.parse(yaml: "", path: "c", rootDirectory: "/")
        for rule in RuleRegistry.all.map(\.description) {
            #expect(configuration.isEnabled(rule) == rule.enabledByDefault, "\(rule.id)")
        }
        #expect(!configuration.isEnabled("tap_gesture_should_be_button"))
        #expect(configuration.isEnabled("tap_count_order"))
        #expect(configuration.deploymentTarget.versions.isEmpty)
    }

    @Test("opt_in_rules turns on a rule that is off by default; disabled_rules still wins")
    func optInRules() throws {
        let configuration = try Configuration.parse(yaml: """
            opt_in_rules: [tap_gesture_should_be_button, drag_in_scroll_view]
            disabled_rules: [drag_in_scroll_view]
            """, path: "c", rootDirectory: "/")
        #expect(configuration.isEnabled("tap_gesture_should_be_button"))
        #expect(!configuration.isEnabled("drag_in_scroll_view"))
        #expect(!configuration.isEnabled("gesture_without_accessibility_action"))
        #expect(configuration.isEnabled("tap_count_order"))
    }

    @Test("allRules runs every rule, whatever disabled_rules and only_rules say")
    func allRulesRunsEverything() throws {
        var configuration = try Configuration.parse(yaml: "disabled_rules: [tap_count_order]\nonly_rules: [heavy_on_changed]", path: "c", rootDirectory: "/")
        configuration.allRules = true
        #expect(RuleRegistry.all.allSatisfy { configuration.isEnabled($0.description) })
        #expect(Configuration.allRules(rootDirectory: "/").allRules)
    }

    @Test("an unknown rule in opt_in_rules is an error naming the key")
    func unknownOptInRule() {
        #expect {
            try Configuration.parse(yaml: "opt_in_rules: [tap_as_button]", path: "cfg.yml", rootDirectory: "/")
        } throws: { error in
            "\(error)".contains("'opt_in_rules' names 'tap_as_button', which is not a rule")
        }
    }

    @Test("mistakes are reported as errors that name the key", arguments: [
        ("disabled_rule: [tap_count_order]", "unknown key 'disabled_rule'"),
        ("disabled_rules: [tap_count]", "'disabled_rules' names 'tap_count', which is not a rule"),
        ("severities: {tap_count_order: fatal}", "'severities.tap_count_order' must be note, warning or error"),
        ("deployment_target: {android: \"14\"}", "'deployment_target.android' must be one of the platforms"),
        ("deployment_target: {iOS: \"seventeen\"}", "'deployment_target.iOS' must be a version"),
        ("disabled_rules: [", "not valid YAML"),
        ("- just\n- a list", "'(top level)' must be a mapping"),
    ])
    func mistakesAreReported(yaml: String, message: String) {
        #expect {
            try Configuration.parse(yaml: yaml, path: "cfg.yml", rootDirectory: "/")
        } throws: { error in
            "\(error)".hasPrefix("cfg.yml: ") && "\(error)".contains(message)
        }
    }

    @Test("versions compare numerically and ignore trailing zeros")
    func versionOrdering() {
        #expect(OSVersion("16.4")! < OSVersion("17")!)
        #expect(OSVersion("17.0")! == OSVersion("17")!)
        #expect(OSVersion("10.15")! > OSVersion("10.9")!)
        #expect(OSVersion("17.a") == nil && OSVersion("") == nil && OSVersion("1.2.3.4") == nil)
    }
}
