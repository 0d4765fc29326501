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
        #expect(configuration.isEnabled("heavy_on_changed"))
        #expect(configuration.severity(of: HeavyOnChangedRule().description) == .error)
        #expect(configuration.severity(of: TapCountOrderRule().description) == .warning)
        #expect(configuration.deploymentTarget[.iOS] == OSVersion("16.4"))
        #expect(configuration.deploymentTarget[.macOS] == OSVersion(13))
        #expect(configuration.includes(path: "/project/Sources/App/View.swift"))
        #expect(!configuration.includes(path: "/project/Sources/Generated/Assets.swift"))
        #expect(!configuration.includes(path: "/project/Tests/ViewTests.swift"))
    }

    @Test("only_rules runs the named rules and nothing else")
    func onlyRules() throws {
        let configuration = try Configuration.parse(yaml: "only_rules: [tap_count_order]", path: "c", rootDirectory: "/")
        #expect(configuration.isEnabled("tap_count_order"))
        #expect(!configuration.isEnabled("heavy_on_changed"))
    }

    @Test("an empty file gives the defaults")
    func emptyFileGivesDefaults() throws {
        let configuration = try Configuration.parse(yaml: "", path: "c", rootDirectory: "/")
        #expect(RuleRegistry.all.allSatisfy { configuration.isEnabled($0.description.id) })
        #expect(configuration.deploymentTarget.versions.isEmpty)
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
