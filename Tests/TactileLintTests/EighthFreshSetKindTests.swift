import Foundation
import Testing
@testable import TactileLint

/// Kinds the eighth fresh set (M1–M22) showed after it was judged, each as a fixture of our own in the
/// style of the code it was seen in, beside the near miss that must still be reported. (The clamp of
/// `transient_gesture_state`, a `Podfile`'s deployment target and keyboard dismissal for
/// `tap_area_missing_content_shape` are examples in their rules and `DeploymentTargetTests`.)
@Suite("Kinds from the eighth fresh set")
struct EighthFreshSetKindTests {
    /// An app folder as apps without a package are laid out: an entry point, the view it shows, an old
    /// view nothing shows any more, a lesson only its preview shows, a view named in lower case (whose
    /// uses the index does not read), and a public view of a library part.
    static let files: [String: String] = [
        "Brrow/BrrowApp.swift": """
            @main struct BrrowApp: App {
                var body: some Scene { WindowGroup { Home() } }
            }
            """,
        "Brrow/Views/Home.swift": """
            struct Home: View {
                var body: some View {
                    Text("Listings").onTapGesture { openListings() }
                }
            }
            """,
        "Brrow/Views/OldDiscover.swift": """
            struct OldDiscover: View {
                var body: some View {
                    Text("Discover").onTapGesture { openDiscover() }
                }
            }
            """,
        "Brrow/Views/Lesson.swift": """
            struct TapLesson: View {
                var body: some View {
                    Text("Load").onTapGesture { load() }
                }
            }
            #Preview { TapLesson() }
            """,
        "Brrow/Views/lowercase.swift": """
            struct mail_inbox_view: View {
                var body: some View {
                    Text("Inbox").onTapGesture { openInbox() }
                }
            }
            """,
        "Brrow/Kit/ListingCard.swift": """
            public struct ListingCard: View {
                public var body: some View {
                    Text("Card").onTapGesture { open() }
                }
            }
            """,
    ]

    static func makeApp(withManifestAbove: Bool) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-lint-unused-\(UUID().uuidString)")
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        if withManifestAbove {
            try "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Brrow\")\n"
                .write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        }
        return root
    }

    static func tappedFiles(_ outcome: LintRun.Outcome) -> Set<String> {
        Set(outcome.findings.filter { $0.ruleID == "tap_gesture_should_be_button" }.map { URL(fileURLWithPath: $0.file).lastPathComponent })
    }

    static let checkedInAWholeApp: Set<String> = ["Home.swift", "ListingCard.swift", "lowercase.swift"]
    static let everyView = checkedInAWholeApp.union(["OldDiscover.swift", "Lesson.swift"])

    @Test("a view no code of a whole-project app names, or only its preview, is not checked; a shown view and a public one are")
    func unusedViewsOfAWholeRunAreNotChecked() throws {
        let root = try Self.makeApp(withManifestAbove: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: root.path)).run(paths: [root.path])
        #expect(Self.tappedFiles(outcome) == Self.checkedInAWholeApp)
    }

    @Test("without an app's entry point (a library, a folder of snippets) every view is checked, named or not")
    func withoutAnAppEveryViewIsChecked() throws {
        let root = try Self.makeApp(withManifestAbove: false)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Brrow/BrrowApp.swift"))
        let outcome = LintRun(configuration: Configuration.allRules(rootDirectory: root.path)).run(paths: [root.path])
        #expect(Self.tappedFiles(outcome) == Self.everyView)
    }

    @Test("a run that does not hold the whole project (one file, or a folder below its Package.swift) checks every view")
    func partialRunsCheckEveryView() throws {
        let root = try Self.makeApp(withManifestAbove: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = LintRun(configuration: Configuration.allRules(rootDirectory: root.path))
        let old = root.appendingPathComponent("Brrow/Views/OldDiscover.swift").path
        #expect(Self.tappedFiles(run.run(paths: [old])) == ["OldDiscover.swift"])
        #expect(Self.tappedFiles(run.run(paths: [root.appendingPathComponent("Brrow").path])) == Self.everyView)
        #expect(Self.tappedFiles(run.run(paths: [root.path])) == Self.checkedInAWholeApp, "the package folder holds it all")
    }

    @Test("whole-project coverage: folders inside a named folder's project are covered, a project above it is not")
    func coverage() throws {
        let root = try Self.makeApp(withManifestAbove: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let views = root.appendingPathComponent("Brrow/Views").path
        #expect(LintRun.coversWholeProjects(paths: [root.path], folders: [views]))
        #expect(!LintRun.coversWholeProjects(paths: [views], folders: [views]))
        #expect(!LintRun.coversWholeProjects(paths: [views + "/Home.swift"], folders: [views]))
    }
}
