import Testing
@testable import TactileLint

/// Kinds the sixteenth fresh set (V1–V25) showed after it was judged: taps in a section shown only
/// while a developer flag is on; views no shipped screen shows because their Tuist framework serves
/// one app, or because the XcodeGen spec excludes their file from every target; and, missed before,
/// a `Button` whose action is empty while `onTapGesture` on it does the work (assistive technologies
/// activate the empty action). Fixtures of our own in the style of that code, beside the near misses
/// that must still be reported.
@Suite("Kinds from the sixteenth fresh set")
struct SixteenthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())

    // MARK: A developer flag's section

    static func details(_ condition: String) -> String {
        """
        struct ActivityDetails: View {
            @AppStorage("debugOverlay") private var debugOverlay = false
            @State private var settings = Settings()
            let activity: Activity
            var body: some View {
                List {
                    Section { Text(activity.title) }
                    if \(condition) {
                        Section {
                            Text(activity.rawHash)
                                .onTapGesture { UIPasteboard.general.string = activity.rawHash }
                        }
                    }
                }
            }
        }
        """
    }

    @Test("a tap in the branch a developer flag shows is developer-only code")
    func developerFlagBranch() {
        #expect(Self.tap.count(in: Self.details("debugOverlay")) == 0)
        #expect(Self.tap.count(in: Self.details("settings.isDeveloperMode")) == 0)
        #expect(Self.tap.count(in: Self.details("debugOverlay, activity.hasHash")) == 0)
    }

    @Test("a flag's negation, or an ordinary flag, leaves the tap reported")
    func otherConditionsDoNot() {
        #expect(Self.tap.count(in: Self.details("!debugOverlay")) == 1)
        #expect(Self.tap.count(in: Self.details("activity.hasHash")) == 1)
    }

    // MARK: An empty Button doing its work in a tap

    static func tokenRow(_ action: String) -> String {
        """
        struct ReactionToken: View {
            @Binding var selected: Bool
            var body: some View {
                Button(action: \(action)) {
                    Text("👍 3")
                }
                .onTapGesture {
                    selected.toggle()
                }
            }
        }
        """
    }

    @Test("a Button whose action is empty while its tap does the work is reported, with what to do")
    func emptyButtonWithTap() throws {
        let findings = Self.tap.findings(in: Self.tokenRow("{ }"), deploymentTarget: DeploymentTarget())
        #expect(findings.count == 1)
        let message = try #require(findings.first?.message)
        #expect(message.contains("action is empty"))
        #expect(Self.tap.count(in: Self.tokenRow("{}").replacingOccurrences(of: "Button(action: {})", with: "Button {} label:")) == 1)
        #expect(!message.contains("onTapGesture makes this view act like a button"))
    }

    @Test("a Button with an action of its own keeps the tap beside it unreported")
    func buttonWithActionDoesNot() {
        #expect(Self.tap.count(in: Self.tokenRow("{ selected.toggle() }")) == 0)
        #expect(Self.tap.count(in: Self.tokenRow("toggle")) == 0)
    }

    // MARK: A Tuist workspace of one app

    /// A Tuist workspace: an app project and a design-system framework whose `public` card only its
    /// preview shows and whose chip the app's screen shows.
    static func workspace(appProduct: String = ".app", rootManifest: String? = nil) -> [String: String] {
        var files = [
            "Workspace.swift": #"let workspace = Workspace(name: "Shop", projects: ["Projects/App", "Projects/DesignSystem"])"#,
            "Projects/App/Project.swift": "let project = Project.makeModule(name: \"Shop\", product: \(appProduct), dependencies: [])",
            "Projects/DesignSystem/Project.swift": #"let project = Project.makeModule(name: "DesignSystem", product: .framework)"#,
            "Projects/App/Sources/ShopApp.swift": """
                import DesignSystem
                @main struct ShopApp: App {
                    var body: some Scene { WindowGroup { Home() } }
                }
                struct Home: View {
                    var body: some View { CategoryChip(title: "Shoes") }
                }
                """,
            "Projects/DesignSystem/Sources/CategoryChip.swift": """
                public struct CategoryChip: View {
                    public let title: String
                    @State private var picked = false
                    public var body: some View { Text(title).onTapGesture { picked.toggle() } }
                }
                """,
            "Projects/DesignSystem/Sources/CategoryGrid.swift": """
                public struct CategoryGrid: View {
                    @State private var picked = 0
                    public var body: some View { Text("Grid").onTapGesture { picked += 1 } }
                }
                #Preview { CategoryGrid() }
                """,
        ]
        if let rootManifest { files["Package.swift"] = rootManifest }
        return files
    }

    @Test("a public view of a Tuist workspace's framework that the app never shows is dead code")
    func tuistFrameworkOfAnApp() throws {
        let counts = try Self.tap.countsByFile(inRunOf: Self.workspace())
        #expect(counts["CategoryGrid.swift"] == nil)
        #expect(counts["CategoryChip.swift"] == 1)
    }

    @Test("without an app in the workspace, or with a package at its root, public views stay exported")
    func tuistLibrariesStayExported() throws {
        let libraries = try Self.tap.countsByFile(inRunOf: Self.workspace(appProduct: ".framework"))
        #expect(libraries["CategoryGrid.swift"] == 1)
        let package = try Self.tap.countsByFile(inRunOf: Self.workspace(rootManifest: "// swift-tools-version:5.9"))
        #expect(package["CategoryGrid.swift"] == 1)
    }

    // MARK: Files an XcodeGen spec excludes

    static let spec = """
        name: Tutor
        targets:
          Tutor:
            type: application
            platform: iOS
            sources:
              - path: Tutor
                excludes:
                  - "**/*.md"  # documentation
                  - "Modules/Bowl/Views/**"    # duplicates of UI/Bowl
              - path: Shared
          TutorTests:
            type: bundle.unit-test
            sources:
              - path: TutorTests
                excludes: [E2E]
        """

    /// The spec beside a live dashboard and an old copy of it in an excluded folder (no app entry
    /// point in the run, so no view counts as unused and only the spec can drop the copy).
    static func tutor(spec: String = Self.spec) -> [String: String] {
        let dashboard = """
            struct BowlDashboard: View {
                @State private var round = 0
                var body: some View { Text("Round").onTapGesture { round += 1 } }
            }
            """
        return [
            "project.yml": spec,
            "Tutor/UI/Bowl/BowlDashboard.swift": dashboard,
            "Tutor/Modules/Bowl/Views/OldBowlDashboard.swift": dashboard.replacingOccurrences(of: "BowlDashboard", with: "OldBowlDashboard"),
        ]
    }

    @Test("a file the XcodeGen spec excludes from every target is not checked")
    func xcodeGenExcludedFile() throws {
        let counts = try Self.tap.countsByFile(inRunOf: Self.tutor())
        #expect(counts["OldBowlDashboard.swift"] == nil)
        #expect(counts["BowlDashboard.swift"] == 1)
    }

    @Test("a spec that includes the folder in another target, or one not read in full, excludes nothing")
    func xcodeGenIncludedElsewhere() throws {
        let shared = Self.spec.replacingOccurrences(of: "      - path: Shared", with: "      - path: Tutor/Modules")
        #expect(try Self.tap.countsByFile(inRunOf: Self.tutor(spec: shared))["OldBowlDashboard.swift"] == 1)
        let unread = Self.spec.replacingOccurrences(of: "excludes: [E2E]", with: "includes: [Unit]")
        #expect(try Self.tap.countsByFile(inRunOf: Self.tutor(spec: unread))["OldBowlDashboard.swift"] == 1)
    }

    @Test("the spec reader takes XcodeGen's block and flow lists, relative to each source folder")
    func specReading() throws {
        let spec = try #require(XcodeGenSpec(yaml: Self.spec))
        #expect(spec.sources.map(\.path) == ["Tutor", "Shared", "TutorTests"])
        #expect(spec.excludes("Tutor/Modules/Bowl/Views/OldBowlDashboard.swift"))
        #expect(spec.excludes("Tutor/README.md"))
        #expect(spec.excludes("TutorTests/E2E/FlowTests.swift"))
        #expect(!spec.excludes("Tutor/Modules/Bowl/BowlModule.swift"))
        #expect(!spec.excludes("Shared/Bowl/Views/Card.swift"))
        #expect(!spec.excludes("Scripts/tool.swift"))
        #expect(XcodeGenSpec(yaml: "name: X\noptions: {}\n") == nil)
    }

    // MARK: A location named and never read

    static func selectionRow(_ closure: String) -> String {
        """
        struct TreatmentRow: View {
            let treatment: Treatment
            @Binding var selected: [Treatment]
            var body: some View {
                HStack { Text(treatment.name); Spacer() }
                    .contentShape(Rectangle())
                    .onTapGesture \(closure)
            }
        }
        """
    }

    @Test("a tap that names its location and never reads it is a plain tap, reported")
    func unreadLocation() {
        #expect(Self.tap.count(in: Self.selectionRow("{ tapGesture in selected.append(treatment) }")) == 1)
        #expect(Self.tap.count(in: Self.selectionRow("{ selected.append(treatment) }")) == 1)
    }

    @Test("a tap that reads its location, or ignores it with an underscore, keeps its reading")
    func readLocation() {
        #expect(Self.tap.count(in: Self.selectionRow("{ location in mark(at: location) }")) == 0)
        #expect(Self.tap.count(in: Self.selectionRow("{ _ in selected.append(treatment) }")) == 1)
    }
}
