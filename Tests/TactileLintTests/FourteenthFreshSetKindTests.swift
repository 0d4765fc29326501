import Testing
@testable import TactileLint

/// Kinds the fourteenth fresh set (T1–T22) showed after it was judged: taps and drags in views the app
/// never shows that the dead-view search let through — `public` views of an app's own Xcode project,
/// components only the app's test targets name, and `extension View` modifiers (with the
/// `ViewModifier` types they apply) that nothing calls (9 of its 40 wrong or unwanted tap findings).
/// Fixtures of our own in the style of that code, beside the near misses that must still be reported.
@Suite("Kinds from the fourteenth fresh set")
struct FourteenthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())

    static func project(_ productTypes: [String]) -> String {
        productTypes.map { "\t\tproductType = \"com.apple.product-type.\($0)\";" }.joined(separator: "\n")
    }

    /// A journal app in an Xcode project of an app and its tests: a live screen showing a public card
    /// and calling one modifier; a public card only its preview shows; a radio row only the test
    /// targets name; a modifier nobody calls, with the `ViewModifier` only it applies.
    static func journal(productTypes: [String] = ["application", "bundle.unit-test", "bundle.ui-testing"]) -> [String: String] {
        [
            "Journal.xcodeproj/project.pbxproj": project(productTypes),
            "Journal/JournalApp.swift": """
                @main struct JournalApp: App {
                    var body: some Scene { WindowGroup { Today() } }
                }
                """,
            "Journal/Today.swift": """
                struct Today: View {
                    var body: some View {
                        VStack {
                            EntryCard()
                            Text("Ada").openingProfile("ada")
                        }
                    }
                }
                """,
            "Journal/EntryCard.swift": """
                public struct EntryCard: View {
                    public var body: some View { Text("Entry").onTapGesture { open() } }
                }
                """,
            "Journal/MonthCard.swift": """
                public struct MonthCard: View {
                    public var body: some View { Text("Month").onTapGesture { openMonth() } }
                }
                #Preview { MonthCard() }
                """,
            "Journal/RadioRow.swift": """
                struct RadioRow: View {
                    @Binding var selected: Bool
                    var body: some View { Text("Option").onTapGesture { selected.toggle() } }
                }
                """,
            "JournalTests/JournalTests.swift": """
                import XCTest
                final class JournalTests: XCTestCase {
                    func testRow() { _ = RadioRow(selected: .constant(true)) }
                }
                """,
            "Journal/Modifiers.swift": """
                extension View {
                    func openingProfile(_ id: String) -> some View {
                        modifier(ProfileTap(id: id))
                    }
                    func hapticOpen(_ id: String) -> some View {
                        modifier(HapticProfileTap(id: id))
                    }
                    func swipeRow(onDelete: @escaping () -> Void) -> some View {
                        modifier(SwipeRow(onDelete: onDelete))
                    }
                }
                struct ProfileTap: ViewModifier {
                    let id: String
                    func body(content: Content) -> some View {
                        content.onTapGesture { Router.shared.open(profile: id) }
                    }
                }
                private struct HapticProfileTap: ViewModifier {
                    let id: String
                    func body(content: Content) -> some View {
                        content
                            .contentShape(Rectangle())
                            .onTapGesture {
                                Haptics.play()
                                Router.shared.open(profile: id)
                            }
                    }
                }
                struct SwipeRow: ViewModifier {
                    let onDelete: () -> Void
                    func body(content: Content) -> some View {
                        content.overlay(Image(systemName: "trash").onTapGesture { onDelete() })
                    }
                }
                """,
        ]
    }

    @Test("in an app's own Xcode project, views only previews or tests show and modifiers nobody calls are not checked")
    func deadCodeOfAnAppProjectIsNotChecked() throws {
        let counts = try Self.tap.countsByFile(inRunOf: Self.journal())
        #expect(counts == ["EntryCard.swift": 1, "Modifiers.swift": 1], "\(counts)")
    }

    @Test("a public view of a project that also builds a framework may be used outside it, so it is checked")
    func publicViewsOfAFrameworkProjectAreChecked() throws {
        let counts = try Self.tap.countsByFile(inRunOf: Self.journal(productTypes: ["application", "framework"]))
        #expect(counts == ["EntryCard.swift": 1, "MonthCard.swift": 1, "Modifiers.swift": 1], "\(counts)")
    }

    @Test("what the app itself uses stays checked: the radio row once a screen shows it, a modifier once a screen calls it")
    func usesFromTheAppKeepViewsAlive() throws {
        var files = Self.journal()
        files["Journal/Settings.swift"] = """
            struct Settings: View {
                var body: some View {
                    RadioRow(selected: .constant(false)).swipeRow { reset() }.hapticOpen("me")
                }
            }
            """
        files["Journal/JournalApp.swift"] = """
            @main struct JournalApp: App {
                var body: some Scene { WindowGroup { Today(); Settings() } }
            }
            """
        let counts = try Self.tap.countsByFile(inRunOf: files)
        #expect(counts == ["EntryCard.swift": 1, "RadioRow.swift": 1, "Modifiers.swift": 3], "\(counts)")
    }

    @Test("a file is test code by a folder inside its project ending in Tests, or by its name; folders above the project say nothing")
    func testCodeIsReadFromThePathInsideTheProject() {
        var settings = ProjectSettings()
        settings.folder = "/home/me/SwiftTests/Journal"
        #expect(SourceOrigin(path: "/home/me/SwiftTests/Journal/JournalUITests/Flows.swift", project: settings).isTestCode)
        #expect(SourceOrigin(path: "/home/me/SwiftTests/Journal/Journal/RowTests.swift", project: settings).isTestCode)
        #expect(!SourceOrigin(path: "/home/me/SwiftTests/Journal/Journal/Row.swift", project: settings).isTestCode)
        #expect(!SourceOrigin(path: "/home/me/SwiftTests/Row.swift", project: ProjectSettings()).isTestCode)
    }

    @Test("an Xcode project builds only apps when it has an application target and no framework or library")
    func appOnlyProjects() {
        #expect(ProjectSettings.buildsOnlyApps(xcodeProject: Self.project(["application", "app-extension", "bundle.unit-test"])))
        #expect(!ProjectSettings.buildsOnlyApps(xcodeProject: Self.project(["application", "framework"])))
        #expect(!ProjectSettings.buildsOnlyApps(xcodeProject: Self.project(["library.static"])))
        #expect(!ProjectSettings.buildsOnlyApps(xcodeProject: Self.project(["bundle.unit-test"])))
    }
}
