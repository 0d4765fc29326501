import SwiftParser
import SwiftSyntax
import Testing
@testable import TactileLint

/// Kinds the fifth fresh set (J1–J16) showed after it was judged, each as a fixture of our own in the
/// style of the code it was seen in, beside the near miss that must still be reported.
@Suite("Kinds from the fifth fresh set")
struct FifthFreshSetKindTests {
    static let tap = RuleUnderTest(rule: TapGestureShouldBeButtonRule())
    static let contentShape = RuleUnderTest(rule: TapAreaMissingContentShapeRule())

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

    static let previewOnly = """
    struct TipJarPreviews: View {
        @State var tipped = false
        var body: some View {
            Image(systemName: "cup.and.saucer")
                .onTapGesture { tipped = true }
        }
    }

    struct TipJar_Previews: PreviewProvider {
        static var previews: some View { TipJarPreviews() }
    }
    """

    @Test("a view named as a preview that only previews show is preview code; shown by app code, public, or named as app UI, it is checked")
    func previewOnlyViewsAreNotChecked() {
        #expect(Self.tap.count(in: Self.previewOnly) == 0)
        let macro = Self.previewOnly.replacingOccurrences(of: "struct TipJar_Previews: PreviewProvider {\n    static var previews: some View { TipJarPreviews() }\n}", with: "#Preview {\n    TipJarPreviews()\n}")
        #expect(macro != Self.previewOnly)
        #expect(Self.tap.count(in: macro) == 0)
        let shown = Self.previewOnly + "\nstruct Shop: View {\n    var body: some View { TipJarPreviews() }\n}\n"
        #expect(Self.tap.count(in: shown) == 1)
        #expect(Self.tap.count(in: Self.previewOnly.replacingOccurrences(of: "struct TipJarPreviews", with: "public struct TipJarPreviews")) == 1)
        #expect(Self.tap.count(in: Self.previewOnly.replacingOccurrences(of: "TipJarPreviews", with: "TipJarView")) == 1)
    }

    @Test("across a run, a view used by another file's preview only is preview code; used by another file's view it is checked")
    func previewOnlyAcrossFiles() {
        let helper = """
        struct PreviewShell<Content: View>: View {
            @ViewBuilder var content: Content
            @State var lowData = false
            var body: some View {
                NavigationStack { content }
                    .toolbar { Image(systemName: "tortoise").onTapGesture { lowData.toggle() } }
            }
        }
        """
        let preview = "struct Feed: View {\n    var body: some View { Text(\"Feed\") }\n}\n\n#Preview {\n    PreviewShell { Feed() }\n}\n"
        let app = "struct Home: View {\n    var body: some View { PreviewShell { Feed() } }\n}\n"
        let linter = Self.tap.linter(DeploymentTarget())
        func findings(_ files: [String]) -> Int {
            let trees = files.map { Parser.parse(source: $0) }
            let index = ModuleIndex(trees)
            return linter.lint(tree: trees[0], path: "PreviewShell.swift", module: index).count
        }
        #expect(findings([helper, preview]) == 0)
        #expect(findings([helper, preview, app]) == 1)
    }

    @Test("a logo or title tapped only to scroll to the top is a scrolling shortcut; with another action it is a control")
    func scrollToTopTapsAreNoButtons() {
        #expect(Self.tap.count(in: #"Image("Logo").resizable().frame(height: 30).onTapGesture { sendNotification(.shouldScrollToTop) }"#) == 0)
        #expect(Self.tap.count(in: #"Text(title).onTapGesture { withAnimation { proxy.scrollTo("top") } }"#) == 0)
        #expect(Self.tap.count(in: "Text(title).onTapGesture { proxy.scrollTo(topID, anchor: .top) }") == 0)
        #expect(Self.tap.count(in: "Text(title).onTapGesture { feed.scrollToTop(animated: true) }") == 0)
        #expect(Self.tap.count(in: #"Image("Logo").onTapGesture { sendNotification(.shouldScrollToTop); openProfile() }"#) == 1)
        #expect(Self.tap.count(in: "Text(title).onTapGesture { proxy.scrollTo(lastMessageID) }") == 1)
        #expect(Self.tap.count(in: "Text(title).onTapGesture { topStories.reload() }") == 1)
        let header = "HStack { Text(title); Spacer() }.onTapGesture { sendNotification(.shouldScrollToTop) }"
        #expect(Self.contentShape.count(in: header) == 0)
        #expect(Self.contentShape.count(in: header.replacingOccurrences(of: ".shouldScrollToTop", with: ".openRelay")) == 1)
    }

    @Test("a tap on EmptyView can never fire; on a drawn view it is reported")
    func emptyViewTapIsNoButton() {
        #expect(Self.tap.count(in: "EmptyView().onTapGesture { handleContentTap() }") == 0)
        #expect(Self.tap.count(in: "Image(systemName: \"photo\").onTapGesture { handleContentTap() }") == 1)
    }

    @Test("a tagged option inside a Picker belongs to the picker; a tagged page of a TabView is reported")
    func pickerOptionsAreNoButtons() {
        let picker = """
        Picker("Wallet", selection: $wallet) {
            ForEach(wallets) { Text($0.name).tag($0) }
            Text("Restore previous connection").tag(Wallet.restored)
                .onTapGesture { restorePrevious() }
        }
        """
        #expect(Self.tap.count(in: picker) == 0)
        #expect(Self.tap.count(in: picker.replacingOccurrences(of: "Picker(\"Wallet\", selection: $wallet)", with: "TabView(selection: $wallet)")) == 1)
    }

    @Test("a success check mark tapped only to dismiss is no button; a close mark or a check mark that acts is")
    func successMarkTappedToCloseIsNoButton() {
        let mark = """
        Image(systemName: "checkmark.circle.fill")
            .resizable()
            .scaledToFit()
            .foregroundColor(.green)
            .frame(height: 75)
            .onTapGesture { dismiss() }
        """
        #expect(Self.tap.count(in: mark) == 0)
        #expect(Self.tap.count(in: mark.replacingOccurrences(of: "checkmark.circle.fill", with: "xmark.circle.fill")) == 1)
        #expect(Self.tap.count(in: mark.replacingOccurrences(of: "dismiss()", with: "markDone()")) == 1)
    }
}
