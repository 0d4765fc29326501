import Foundation
import Testing
@testable import TactileLint

/// Files are parsed in the language mode their project declares; a recoverable diagnostic that the
/// declared (or, unknown, the most lenient) mode accepts does not stop the file from being checked, and
/// in a broken file the declarations the error does not reach are still checked.
@Suite("Language mode and partial parsing")
struct LanguageModeTests {
    let linter = Linter(configuration: Configuration.allRules(rootDirectory: "/"))

    /// A Swift 5 spelling: a space between the attribute's name and its argument list.
    static let spacedAttribute = """
    import SwiftUI

    struct Badge: View {
        @Environment (\\.colorScheme) var scheme
        var body: some View {
            Text("New").onTapGesture { open() }
        }
    }
    """

    @Test("a space after an attribute name is linted, not reported as parse_error, when the mode is unknown")
    func spacedAttributeIsLintedInUnknownMode() {
        let findings = linter.lint(source: Self.spacedAttribute, path: "Badge.swift")
        #expect(findings.map(\.ruleID) == ["tap_gesture_should_be_button"])
    }

    @Test("a space after an attribute name is linted in a declared Swift 5 project")
    func spacedAttributeIsLintedInSwift5Mode() {
        let findings = linter.lint(source: Self.spacedAttribute, path: "Badge.swift", languageMode: .v5)
        #expect(findings.map(\.ruleID) == ["tap_gesture_should_be_button"])
    }

    @Test("a space after an attribute name is a parse_error in a declared Swift 6 project, and the rest is still linted")
    func spacedAttributeIsAnErrorInSwift6Mode() {
        let findings = linter.lint(source: Self.spacedAttribute, path: "Badge.swift", languageMode: .v6)
        #expect(findings.map(\.ruleID).sorted() == ["parse_error", "tap_gesture_should_be_button"])
    }

    @Test("the fixer applies fixes in a file that parses only in Swift 5 mode")
    func fixerWorksInSwift5File() {
        let fixed = Fixer(linter: linter).fix(source: Self.spacedAttribute, path: "Badge.swift")
        #expect(fixed.contains("Button {"))
        #expect(fixed.contains("@Environment (\\.colorScheme)"))
    }

    @Test("a broken declaration does not hide findings in the declarations next to it, and none of them is fixed")
    func unbrokenDeclarationsAreLinted() {
        let source = """
        struct Good: View {
            var body: some View { Text("Go").onTapGesture { go() } }
        }

        struct Bad: View {
            var body: some View { Text("Stop"
        }

        struct AlsoGood: View {
            var body: some View { Image(systemName: "x").onTapGesture { close() } }
        }
        """
        let findings = linter.lint(source: source, path: "Mixed.swift")
        #expect(findings.filter { $0.ruleID == "parse_error" }.count == 1)
        #expect(findings.filter { $0.ruleID == "tap_gesture_should_be_button" }.map(\.line) == [2, 10])
        #expect(Fixer(linter: linter).fix(source: source, path: "Mixed.swift") == source)
    }

    @Test("a broken member leaves the other members of its type linted")
    func unbrokenMembersAreLinted() {
        let source = """
        struct Card: View {
            var header: some View { Text("Title").onTapGesture { expand() } }
            var footer: some View { Text("More" }
        }
        """
        let findings = linter.lint(source: source, path: "Card.swift")
        #expect(findings.map(\.ruleID).sorted() == ["parse_error", "tap_gesture_should_be_button"])
        #expect(findings.first { $0.ruleID == "tap_gesture_should_be_button" }?.line == 2)
    }

    @Test("the mode a Package.swift declares: language modes, a target's setting, or the tools version", arguments: [
        ("// swift-tools-version: 6.0\nlet package = Package(name: \"A\", swiftLanguageModes: [.v5])", SwiftLanguageMode.v5),
        ("// swift-tools-version:5.9\nlet package = Package(name: \"A\", swiftLanguageVersions: [.v5])", .v5),
        ("// swift-tools-version:6.1\nlet package = Package(name: \"A\", targets: [.target(name: \"A\", swiftSettings: [.swiftLanguageMode(.v5)])])", .v5),
        ("// swift-tools-version:5.7\nlet package = Package(name: \"A\")", .v5),
        ("// swift-tools-version: 6.0\nlet package = Package(name: \"A\")", .v6),
    ])
    func manifestMode(manifest: String, expected: SwiftLanguageMode) {
        #expect(SwiftLanguageMode.declared(byManifest: manifest) == expected)
    }

    @Test("a manifest without a tools version declares nothing")
    func manifestWithoutToolsVersion() {
        #expect(SwiftLanguageMode.declared(byManifest: "let package = Package(name: \"A\")") == nil)
    }

    @Test("the mode an Xcode project declares with SWIFT_VERSION; the most lenient wins")
    func xcodeProjectMode() {
        #expect(SwiftLanguageMode.declared(byXcodeProject: "SWIFT_VERSION = 6.0;\nSWIFT_VERSION = 5.0;") == .v5)
        #expect(SwiftLanguageMode.declared(byXcodeProject: "buildSettings = { SWIFT_VERSION = 6.0; };") == .v6)
        #expect(SwiftLanguageMode.declared(byXcodeProject: "buildSettings = { };") == nil)
    }

    @Test("a run reads each package's mode: the same file is linted in a Swift 5 package and a parse_error in a Swift 6 one")
    func runUsesEachPackagesMode() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (package, tools) in [("Old", "5.9"), ("New", "6.0")] {
            let sources = root.appendingPathComponent("\(package)/Sources")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try "// swift-tools-version: \(tools)\n".write(to: root.appendingPathComponent("\(package)/Package.swift"), atomically: true, encoding: .utf8)
            try Self.spacedAttribute.write(to: sources.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        }
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: root.path)).run(paths: [root.appendingPathComponent("Old").path, root.appendingPathComponent("New").path])
        let old = outcome.findings.filter { $0.file.contains("Old/") }.map(\.ruleID)
        let new = outcome.findings.filter { $0.file.contains("New/") }.map(\.ruleID).sorted()
        #expect(old == ["tap_gesture_should_be_button"])
        #expect(new == ["parse_error", "tap_gesture_should_be_button"])
    }

    @Test("a file is parsed in the mode of the nearest project above it")
    func nearestProjectDecides() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-mode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("App/Views")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try "SWIFT_VERSION = 5.0;".write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        #expect(SwiftLanguageMode.declared(forFolder: sources.path) == .v5)
        try "// swift-tools-version: 6.0\n".write(to: sources.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        #expect(SwiftLanguageMode.declared(forFolder: sources.path) == .v6)
    }
    /// A stray brace inside a clause only pre-5.9 compilers read, as apps keep for old toolchains.
    static let oldToolchainClause = """
    import SwiftUI

    #if swift(<5.9)
    extension Color {
        static var accentBlue = Color("accentBlue")
    }
    }
    #endif

    struct Badge: View {
        var body: some View {
            Text("New").onTapGesture { open() }
        }
    }
    """

    @Test("a syntax error only inside #if swift(<5.9) is no parse_error: no supported compiler parses that clause")
    func errorInInactiveVersionClauseIsNoParseError() {
        let findings = linter.lint(source: Self.oldToolchainClause, path: "Colors.swift")
        #expect(findings.map(\.ruleID) == ["tap_gesture_should_be_button"])
    }

    @Test("the same error under #if swift(<7) is a parse_error: a current compiler reads that clause")
    func errorInActiveVersionClauseIsAParseError() {
        let source = Self.oldToolchainClause.replacingOccurrences(of: "swift(<5.9)", with: "swift(<7)")
        let findings = linter.lint(source: source, path: "Colors.swift")
        #expect(findings.map(\.ruleID).contains("parse_error"))
    }
}
