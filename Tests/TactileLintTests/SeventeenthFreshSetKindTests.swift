import Testing
@testable import TactileLint

/// Kinds the seventeenth fresh set (W1–W24) showed after it was judged: views of a modular app's own
/// local packages that only previews show; taps that only record an analytics event; a tap on the
/// view behind a sheet that only clears the sheet's flag; and, missed before, a tap on the whole label
/// of a `Button` whose own action is empty. Fixtures of our own in the style of that code, beside the
/// near misses that must still be reported.
@Suite("Kinds from the seventeenth fresh set")
struct SeventeenthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())

    // MARK: Analytics-only taps

    static func character(_ action: String) -> String {
        """
        struct HomeCharacter: View {
            var body: some View {
                Image("walker")
                    .onTapGesture {
                        \(action)
                    }
            }
        }
        """
    }

    @Test("a tap that only records an analytics event does nothing a user could miss")
    func analyticsOnly() {
        #expect(Self.tap.count(in: Self.character(#"Analytics.logEvent("main_character", parameters: nil)"#)) == 0)
        #expect(Self.tap.count(in: Self.character(#"AnalyticsManager.shared.track("character")"#)) == 0)
        #expect(Self.tap.count(in: Self.character(#"tracker.track(.characterTapped)"#)) == 0)
    }

    @Test("a tap that records an event and does something, or calls an analytics screen's model, is reported")
    func analyticsAndAction() {
        #expect(Self.tap.count(in: Self.character(#"Analytics.logEvent("open", parameters: nil); showProfile = true"#)) == 1)
        #expect(Self.tap.count(in: Self.character("analyticsViewModel.openDashboard()")) == 1)
    }

    // MARK: The view behind a sheet

    static func events(_ tapAction: String, presentation: String = ".sheet(isPresented: $showPicker)") -> String {
        """
        struct EventsView: View {
            @State private var showPicker = false
            @State private var selected = Date()
            var body: some View {
                VStack {
                    Text("Events")
                    Spacer()
                }
                .onTapGesture {
                    withAnimation { \(tapAction) }
                }
                .toolbar {
                    Button { showPicker.toggle() } label: { Image(systemName: "calendar") }
                }
                \(presentation) {
                    DatePicker("Day", selection: $selected)
                }
            }
        }
        """
    }

    @Test("a tap behind a sheet that only clears the sheet's flag never changes anything")
    func clearsItsOwnSheet() {
        #expect(Self.tap.count(in: Self.events("showPicker = false")) == 0)
        #expect(Self.tap.count(in: Self.events("showPicker = false", presentation: ".fullScreenCover(isPresented: $showPicker)")) == 0)
    }

    @Test("a tap that opens the sheet, or clears a flag no presentation reads, is reported")
    func otherFlagsAreReported() {
        #expect(Self.tap.count(in: Self.events("showPicker = true")) == 1)
        #expect(Self.tap.count(in: Self.events("showPicker = false", presentation: ".onChange(of: showPicker)")) == 1)
    }

    @Test("a tap inside the sheet's own content is not the view behind it")
    func tapInsideTheSheet() {
        let source = """
            struct EventsView: View {
                @State private var showPicker = false
                var body: some View {
                    Text("Events")
                        .sheet(isPresented: $showPicker) {
                            Text("Done").onTapGesture { showPicker = false }
                        }
                }
            }
            """
        #expect(Self.tap.count(in: source) == 1)
    }

    // MARK: The whole label of an empty Button

    static func dayCard(_ action: String) -> String {
        """
        struct StartDay: View {
            @State private var showsBreathwork = false
            var body: some View {
                Button(action: \(action)) {
                    HStack { Text("Breathe"); Spacer() }
                        .padding()
                        .onTapGesture { showsBreathwork = true }
                }
            }
        }
        """
    }

    @Test("a tap on the whole label of a Button whose action is empty is reported, with the empty-Button advice")
    func emptyButtonLabel() throws {
        let findings = Self.tap.findings(in: Self.dayCard("{}"), deploymentTarget: DeploymentTarget())
        #expect(findings.count == 1)
        #expect(try #require(findings.first).message.contains("action is empty"))
    }

    @Test("a tap on the whole label of a Button with an action stays a label tap")
    func buttonWithActionLabel() {
        #expect(Self.tap.count(in: Self.dayCard("{ log() }")) == 0)
    }

    // MARK: A modular app's local packages

    static func pbxproj(localPackages: [String], productTypes: [String] = ["application", "app-extension"]) -> String {
        let types = productTypes.map { "\t\tproductType = \"com.apple.product-type.\($0)\";" }
        let references = localPackages.map { "\t\tAB12 /* XCLocalSwiftPackageReference */ = {\n\t\t\tisa = XCLocalSwiftPackageReference;\n\t\t\trelativePath = \($0);\n\t\t};" }
        return (types + ["/* Begin XCLocalSwiftPackageReference section */"] + references).joined(separator: "\n")
    }

    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Feature", targets: [.target(name: "Feature")])
        """

    /// A reading app: an Xcode app project referencing `Packages/AppFeature`, which shows a `public`
    /// shelf from the `LibraryFeature` package beside it; the same package declares a `public` badge
    /// grid only its preview shows.
    static func reader(localPackages: [String] = ["Packages/AppFeature"], productTypes: [String] = ["application", "app-extension"]) -> [String: String] {
        [
            "Reader.xcodeproj/project.pbxproj": pbxproj(localPackages: localPackages, productTypes: productTypes),
            "Reader/ReaderApp.swift": """
                import AppFeature
                @main struct ReaderApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """,
            "Packages/AppFeature/Package.swift": manifest,
            "Packages/AppFeature/Sources/AppFeature/RootView.swift": """
                import LibraryFeature
                public struct RootView: View {
                    public init() {}
                    public var body: some View { Shelf() }
                }
                """,
            "Packages/LibraryFeature/Package.swift": manifest,
            "Packages/LibraryFeature/Sources/LibraryFeature/Shelf.swift": """
                public struct Shelf: View {
                    @State private var opened = false
                    public var body: some View { Text("Shelf").onTapGesture { opened = true } }
                }
                """,
            "Packages/LibraryFeature/Sources/LibraryFeature/BadgeGrid.swift": """
                public struct BadgeGrid: View {
                    @State private var picked = 0
                    public var body: some View { Text("Badges").onTapGesture { picked += 1 } }
                }
                #Preview { BadgeGrid() }
                """,
        ]
    }

    @Test("a public view of an app's local package that only previews show is dead code")
    func localPackageOfAnApp() throws {
        let counts = try Self.tap.countsByFile(inRunOf: Self.reader())
        #expect(counts["BadgeGrid.swift"] == nil)
        #expect(counts["Shelf.swift"] == 1)
    }

    @Test("a package the app does not reference from inside its folder, or a project building a framework, keeps public views exported")
    func otherPackagesStayExported() throws {
        #expect(try Self.tap.countsByFile(inRunOf: Self.reader(localPackages: []))["BadgeGrid.swift"] == 1)
        #expect(try Self.tap.countsByFile(inRunOf: Self.reader(productTypes: ["application", "framework"]))["BadgeGrid.swift"] == 1)
    }

    @Test("the project reader takes each local package reference's path")
    func localPackagePaths() {
        let project = Self.pbxproj(localPackages: ["Packages/AppFeature", "\"Packages/Notifications Feature\"", ".."])
        #expect(AppLocalPackages.localPackagePaths(in: project) == ["Packages/AppFeature", "Packages/Notifications Feature", ".."])
    }
}
