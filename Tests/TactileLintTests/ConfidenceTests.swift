import Foundation
import Testing
@testable import TactileLint

/// Findings carry a `Confidence`; by default only the sure ones are reported. `tap_gesture_should_be_button`
/// is sure (`ConfidentTap`) only where nothing in sight could already cover the tap or make it one a
/// reviewer would leave alone.
@Suite("Finding confidence")
struct ConfidenceTests {
    /// A tapped text in a row some screen shows, whose action opens something.
    static let sureTap = """
        struct Row: View {
            var body: some View {
                Text("Open").onTapGesture { open() }
            }
        }
        struct Screen: View {
            var body: some View { Row() }
        }
        """

    /// The same row, changed in one way that leaves room for what the rule cannot see.
    static let unsureTaps: [(kind: String, path: String, source: String)] = [
        ("a Swift package's Sources folder", "Kit/Sources/Kit/Row.swift", sureTap),
        ("a file that writes accessibility modifiers", "Row.swift", sureTap.replacingOccurrences(of: "Text(\"Open\")", with: "Text(\"Open\").accessibilityLabel(\"Open\")")),
        ("a type no code shows", "Row.swift", sureTap.replacingOccurrences(of: "var body: some View { Row() }", with: "var body: some View { Text(\"Empty\") }")),
        ("a forwarded callback", "Row.swift", sureTap.replacingOccurrences(of: "{ open() }", with: "{ onSelect(item) }")),
        ("an optional action called", "Row.swift", sureTap.replacingOccurrences(of: "{ open() }", with: "{ action?() }")),
        ("a function named as the action", "Row.swift", sureTap.replacingOccurrences(of: ".onTapGesture { open() }", with: ".onTapGesture(perform: open)")),
        ("a flag set to false", "Row.swift", sureTap.replacingOccurrences(of: "{ open() }", with: "{ isShowingTip = false; open() }")),
        ("a value set to nil", "Row.swift", sureTap.replacingOccurrences(of: "{ open() }", with: "{ draft = nil; open() }")),
        ("a dismissal", "Row.swift", sureTap.replacingOccurrences(of: "{ open() }", with: "{ dismissBanner() }")),
        ("a hiding call", "Row.swift", sureTap.replacingOccurrences(of: "{ open() }", with: "{ model.hideDetails() }")),
        ("a focus move", "Row.swift", sureTap.replacingOccurrences(of: "{ open() }", with: "{ isEditing = true; isFieldFocused = true }")),
    ]

    static func findings(_ source: String, path: String, yaml: String) throws -> [Finding] {
        let configuration = try Configuration.parse(yaml: yaml, path: "c", rootDirectory: "/")
        return Linter(configuration: configuration).lint(source: source, path: path).filter { $0.ruleID == "tap_gesture_should_be_button" }
    }

    @Test("a tap nothing could cover, in a shown row, is reported with high confidence at the default minimum")
    func sureTapIsReported() throws {
        let found = try Self.findings(Self.sureTap, path: "App/Row.swift", yaml: "opt_in_rules: [tap_gesture_should_be_button]")
        #expect(found.map(\.confidence) == [.high])
        #expect(found.first?.line == 3)
    }

    @Test("each kind that leaves room for what the rule cannot see lowers the finding to medium confidence", arguments: 0..<unsureTaps.count)
    func unsureKindsAreMedium(_ index: Int) throws {
        let (kind, path, source) = Self.unsureTaps[index]
        #expect(try Self.findings(source, path: path, yaml: "opt_in_rules: [tap_gesture_should_be_button]").isEmpty, "\(kind): not reported by default")
        let medium = try Self.findings(source, path: path, yaml: "opt_in_rules: [tap_gesture_should_be_button]\nminimum_confidence: medium")
        #expect(medium.map(\.confidence) == [.medium], "\(kind): reported at medium confidence when asked for")
        let all = Linter(configuration: Configuration.allRules(rootDirectory: "/")).lint(source: source, path: path)
        #expect(all.contains { $0.ruleID == "tap_gesture_should_be_button" && $0.confidence == .medium }, "\(kind): --all-rules reports it")
    }

    @Test("a medium-confidence finding that is not reported is not fixed either")
    func unreportedFindingIsNotFixed() throws {
        let source = Self.sureTap.replacingOccurrences(of: "var body: some View { Row() }", with: "var body: some View { Text(\"Empty\") }")
        let configuration = try Configuration.parse(yaml: "opt_in_rules: [tap_gesture_should_be_button]", path: "c", rootDirectory: "/")
        #expect(Linter(configuration: configuration).analyze(source: source, path: "Row.swift").corrections.isEmpty)
        let sure = Linter(configuration: configuration).analyze(source: Self.sureTap, path: "Row.swift")
        #expect(sure.findings.count == 1 && sure.corrections.count == 1, "the sure tap on a plain Text is fixed")
    }

    @Test("minimum_confidence takes high or medium and says so otherwise")
    func minimumConfidenceIsValidated() throws {
        #expect(try Configuration.parse(yaml: "minimum_confidence: medium", path: "c", rootDirectory: "/").minimumConfidence == .medium)
        #expect(try Configuration.parse(yaml: "", path: "c", rootDirectory: "/").minimumConfidence == .high)
        #expect(throws: ConfigurationError.invalidValue(path: "c", key: "minimum_confidence", expected: "high or medium")) {
            try Configuration.parse(yaml: "minimum_confidence: low", path: "c", rootDirectory: "/")
        }
    }

    @Test("JSON findings carry their confidence, and findings written without one read back as high")
    func jsonCarriesConfidence() throws {
        let finding = Finding(file: "Row.swift", line: 3, column: 22, ruleID: "tap_gesture_should_be_button", severity: .warning, message: "m", confidence: .medium)
        let data = try JSONEncoder().encode(finding)
        #expect(String(decoding: data, as: UTF8.self).contains("\"confidence\":\"medium\""))
        #expect(try JSONDecoder().decode(Finding.self, from: data) == finding)
        let old = #"{"file":"Row.swift","line":3,"column":22,"rule_id":"tap_count_order","severity":"warning","message":"m"}"#
        #expect(try JSONDecoder().decode(Finding.self, from: Data(old.utf8)).confidence == .high)
    }
}
