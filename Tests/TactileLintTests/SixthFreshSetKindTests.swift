import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import TactileLint

/// Kinds the sixth fresh set (K1–K17) showed after it was judged, each as a fixture of our own in the
/// style of the code it was seen in, beside the near miss that must still be reported.
@Suite("Kinds from the sixth fresh set")
struct SixthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())
    static let gesture = RuleUnderTest(rule: GestureWithoutAccessibilityActionRule())

    static func ruleIDs(_ source: String, path: String = "Sources/Fragment.swift") -> [String] {
        Linter(configuration: Configuration.allRules(rootDirectory: "/")).lint(source: source, path: path).map(\.ruleID)
    }

    /// The findings of `rule` in the first of `files`, checked as one run with the others.
    static func findings(_ rule: RuleUnderTest, _ files: [String]) -> Int {
        rule.count(inFirstOf: files)
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

    // MARK: Accessibility actions on the view that places the gesture's view

    static let recentRow = """
    struct RecentPlaceRow: View {
        let place: Place
        let send: (PlaceAction) -> Void
        @State var offset: CGFloat = 0

        private var slidingRow: some View {
            HStack { Image(systemName: "clock"); Text(place.name) }
                .offset(x: offset)
                .gesture(DragGesture().onChanged(slide).onEnded(endSlide))
                .onTapGesture {
                    withAnimation(.easeInOut) { send(.connect(place)) }
                }
        }

        var body: some View {
            ZStack(alignment: .bottom) {
                Color.red
                slidingRow
            }
            .accessibilityElement()
            .accessibilityAction(named: "Connect") { send(.connect(place)) }
            .accessibilityAction(named: "Remove") { send(.remove(place)) }
        }

        func slide(_ value: DragGesture.Value) { offset = value.translation.width }
        func endSlide(_ value: DragGesture.Value) {
            if value.translation.width < -120 { send(.remove(place)) }
            offset = 0
        }
    }
    """

    @Test("a row property whose placing body has actions doing what its tap and drag do is silent; actions doing something else are not enough")
    func placingBodyActionsCoverTheRow() {
        #expect(Self.tap.count(in: Self.recentRow) == 0)
        #expect(Self.gesture.count(in: Self.recentRow) == 0)
        let otherActions = Self.recentRow
            .replacingOccurrences(of: "\"Connect\") { send(.connect(place)) }", with: "\"Pin\") { pin(place) }")
            .replacingOccurrences(of: "\"Remove\") { send(.remove(place)) }", with: "\"Unpin\") { unpin(place) }")
        #expect(otherActions != Self.recentRow)
        #expect(Self.tap.count(in: otherActions) == 1)
        #expect(Self.gesture.count(in: otherActions) == 1)
        // Actions on a sibling of the row do not place it.
        let sibling = Self.recentRow.replacingOccurrences(of: "Color.red\n            slidingRow\n        }", with: "slidingRow\n            Color.red\n                .accessibilityAction(named: \"Connect\") { send(.connect(place)) }\n        }")
            .replacingOccurrences(of: "    .accessibilityAction(named: \"Connect\") { send(.connect(place)) }\n        .accessibilityAction(named: \"Remove\") { send(.remove(place)) }\n", with: "")
        #expect(sibling.contains("slidingRow\n            Color.red"))
        #expect(!sibling.contains("Remove"))
        #expect(Self.tap.count(in: sibling) == 1)
    }

    @Test("a row type placed by another file's view with the same action is silent; placed without it, it is reported")
    func placingViewInAnotherTypeCoversTheRow() {
        let row = """
        struct ShelfRow: View {
            let book: Book
            var body: some View {
                Text(book.title).onTapGesture { open(book) }
            }
        }
        """
        let shelf = """
        struct Shelf: View {
            var body: some View {
                List(books) { book in
                    ShelfRow(book: book)
                        .accessibilityAction(named: "Open") { open(book) }
                }
            }
        }
        """
        #expect(Self.findings(Self.tap, [row, shelf]) == 0)
        #expect(Self.findings(Self.tap, [row, shelf.replacingOccurrences(of: "{ open(book) }", with: "{ share(book) }")]) == 1)
        #expect(Self.findings(Self.tap, [row]) == 1)
    }

    // MARK: A view hidden from accessibility in its own type

    @Test("a tapped view whose own type's body ends in accessibilityHidden(true) is silent; a flag or a hidden child is not enough")
    func viewHiddenInItsOwnTypeIsNoButton() {
        let badge = """
        struct AltBadge<Content: View>: View {
            let content: Content
            var body: some View {
                HStack { content }
                    .padding(.horizontal, 6)
                    .background(Color.black.opacity(0.7))
                    .accessibilityHidden(true)
            }
        }
        """
        let user = """
        struct ExpandingAltBadge: View {
            @Binding var isExpanded: Bool
            var body: some View {
                AltBadge(content: Text("ALT"))
                    .onTapGesture { isExpanded.toggle() }
            }
        }
        """
        #expect(Self.findings(Self.tap, [user, badge]) == 0)
        #expect(Self.findings(Self.tap, [user, badge.replacingOccurrences(of: "accessibilityHidden(true)", with: "accessibilityHidden(isDecorative)")]) == 1)
        #expect(Self.findings(Self.tap, [user, badge.replacingOccurrences(of: "accessibilityHidden(true)", with: "accessibilityHidden(false)")]) == 1)
        let hiddenChild = badge.replacingOccurrences(of: "HStack { content }", with: "HStack { content; Image(systemName: \"eye\").accessibilityHidden(true) }")
            .replacingOccurrences(of: "\n            .accessibilityHidden(true)", with: "")
        #expect(hiddenChild.contains("eye"))
        #expect(Self.findings(Self.tap, [user, hiddenChild]) == 1)
    }

    // MARK: Internal testing apps

    @Test("taps in an app under a tests folder named as a test app are not reported; either part alone is ordinary code")
    func internalTestingAppsAreNotReported() {
        let offer = "struct OfferDetails: View {\n    var body: some View { Text(offer.title).onTapGesture { purchase(offer) } }\n}\n"
        func count(_ path: String) -> Int {
            Self.tap.linter(DeploymentTarget()).lint(source: offer, path: path).count
        }
        #expect(count("Tests/TestingApps/PurchaseTester/Shared/Views/OfferDetails.swift") == 0)
        #expect(count("Tests/StoreIntegrationTestApp/OfferDetails.swift") == 0)
        #expect(count("App/UITests/TestApp/OfferDetails.swift") == 0)
        #expect(count("Sources/TestingApps/OfferDetails.swift") == 1)
        #expect(count("Tests/Fixtures/OfferDetails.swift") == 1)
        #expect(count("Tests/TestAppDelegate.swift") == 1)
        #expect(count("Sources/Store/OfferDetails.swift") == 1)
    }

    // MARK: The sixth set's miss

    @Test("a tap repeating a Button's own action adds nothing to a control VoiceOver reaches; the same option row without the Button is reported")
    func optionRowTapOnAButtonIsSilent() {
        let option = """
        Button(action: { selection = option.scheme }) {
            VStack {
                Image(option.preview)
                Text(option.title)
                Image(systemName: selection == option.scheme ? "checkmark.circle.fill" : "circle")
            }
        }.onTapGesture { selection = option.scheme }
        """
        #expect(Self.tap.count(in: option) == 0)
        let row = """
        HStack {
            Text(option.title)
            Spacer()
            if selection == option.scheme { Image(systemName: "checkmark") }
        }
        .onTapGesture { selection = option.scheme }
        """
        #expect(Self.tap.count(in: row) == 1)
    }
}
