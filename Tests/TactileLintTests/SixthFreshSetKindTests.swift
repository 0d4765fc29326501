import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import TactileLint

/// Kinds the sixth fresh set (K1–K17) showed after it was judged, each as a fixture of our own in the
/// style of the code it was seen in, beside the near miss that must still be reported.
@Suite("Kinds from the sixth fresh set")
struct SixthFreshSetKindTests {
    static func ruleIDs(_ source: String, path: String = "Sources/Fragment.swift") -> [String] {
        Linter(configuration: Configuration.allRules(rootDirectory: "/")).lint(source: source, path: path).map(\.ruleID)
    }

    // MARK: Files the compiler never compiles

    @Test("Swift files in a DocC catalogue are not searched; in an ordinary folder, or named on the command line, they are checked")
    func docCatalogueSnippetsAreNotChecked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-docc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let snippet = "struct Step: View {\n    var body: some View {\n        Text(\"Go\").onTapGesture { go() }\n        …\n    }\n}\n"
        let catalogue = root.appendingPathComponent("Sources/Garden/Documentation.docc/Tutorials/Planting")
        let notes = root.appendingPathComponent("Sources/Garden/TutorialNotes")
        for folder in [catalogue, notes] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try snippet.write(to: folder.appendingPathComponent("Planting-01-code-0002.swift"), atomically: true, encoding: .utf8)
        }
        let run = LintRun(configuration: Configuration.allRules(rootDirectory: root.path))
        let outcome = run.run(paths: [root.path])
        #expect(outcome.fileCount == 1)
        #expect(outcome.findings.allSatisfy { $0.file.contains("/TutorialNotes/") })
        #expect(outcome.findings.map(\.ruleID).contains("parse_error"))
        let named = run.run(paths: [catalogue.appendingPathComponent("Planting-01-code-0002.swift").path])
        #expect(named.fileCount == 1)
        #expect(named.findings.map(\.ruleID).contains("parse_error"))
    }

    static let fragment = """
    // Generated using Sourcery 2.0 — https://github.com/krzysztofzablocki/Sourcery
    // DO NOT EDIT
    // sourcery:inline:GardenCellDelegate.AutoRelayDelegate
    gardenCell(_ cell: GardenCell, didWater plant: Plant)
    gardenCell(_ cell: GardenCell, didPrune plant: Plant, by amount: Double)
    // sourcery:end

    """

    @Test("a Sourcery inline fragment that does not parse reports nothing; inline code in a type, or a generated file that parses, is checked")
    func sourceryFragmentsAreNotReported() {
        #expect(SourceryFragment.isFragment(Self.fragment))
        #expect(Self.ruleIDs(Self.fragment, path: "Garden/Generated/AutoRelayDelegate.generated.swift").isEmpty)
        // The place Sourcery pastes into is compiled: an error there is real.
        let pasted = "protocol GardenCellDelegate: AnyObject {\n" + Self.fragment + "}\n"
        #expect(!SourceryFragment.isFragment(pasted))
        #expect(Self.ruleIDs(pasted) == ["parse_error"])
        // The name alone does not make a fragment.
        #expect(Self.ruleIDs("func water( {\n", path: "Garden/R.generated.swift") == ["parse_error"])
        // A generated file that parses is linted like any other.
        let parsing = "// sourcery:inline:GardenView.AutoTap\nstruct GardenView: View {\n    var body: some View { Text(\"Water\").onTapGesture { water() } }\n}\n// sourcery:end\n"
        #expect(Self.ruleIDs(parsing, path: "Garden/GardenView.generated.swift") == ["tap_gesture_should_be_button"])
    }
}
