import Testing
@testable import TactileLint

/// Kinds the fifth fresh set (J1–J16) showed after it was judged, each as a fixture of our own in the
/// style of the code it was seen in, beside the near miss that must still be reported.
@Suite("Kinds from the fifth fresh set")
struct FifthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())

    static func ruleIDs(_ source: String) -> [String] {
        Linter(configuration: Configuration.allRules(rootDirectory: "/")).lint(source: source, path: "Sources/Transfer.swift").map(\.ruleID)
    }

    @Test("a trailing comma in #unavailable or #available is no syntax error; a missing platform still is")
    func availabilityTrailingCommaParses() {
        let unavailable = """
        func attach() {
            if #unavailable(iOS 18.0, ) {
                legacyAttach()
            }
        }
        """
        #expect(Self.ruleIDs(unavailable).isEmpty)
        #expect(Self.ruleIDs(unavailable.replacingOccurrences(of: "iOS 18.0, )", with: "iOS 18.0 macOS)")) == ["parse_error"])
        #expect(Self.ruleIDs(unavailable.replacingOccurrences(of: "iOS 18.0, )", with: "iOS 18.0, , )")) == ["parse_error"])
    }

    @Test("rules check a file with an availability trailing comma, at the file's own positions, and fix it keeping the comma")
    func availabilityTrailingCommaKeepsPositionsAndText() throws {
        let source = """
        struct Transfer: View {
            var body: some View {
                if #available(iOS 17, macOS 14, *, ) {
                    Text("Send")
                        .onTapGesture { send() }
                }
            }
        }
        """
        let findings = Self.tap.findings(in: source, deploymentTarget: DeploymentTarget())
        #expect(findings.map(\.line) == [5])
        #expect(findings.map(\.column) == [18])
        let fixed = Self.tap.fixer(DeploymentTarget()).fix(source: source, path: "Transfer.swift")
        #expect(fixed.contains("#available(iOS 17, macOS 14, *, )"))
        #expect(fixed.contains("Button { send() } label: {"))
    }
}
