import SwiftParser
import Testing
@testable import TactileLint

/// `--fix` rewrites code only where the rewrite keeps behaviour: a tap is wrapped in a `Button` only
/// around a plain label, and a full-screen layer never gets a content shape. Everywhere else the
/// finding stays, as advice without a correction.
@Suite("Safe fixes")
struct SafeFixTests {
    static let linter = Linter(configuration: Configuration.allRules(rootDirectory: "/"), rules: [TapGestureShouldBeButtonRule()])

    @Test("a tap on a view with a slider, a link, a control or a gesture inside is reported but never wrapped", arguments: [
        """
        HStack {
            Slider(value: $volume)
            Text("Volume")
        }
        .onTapGesture { toggleMute() }
        """,
        """
        VStack {
            Text("Terms")
            Text("Read the [terms](https://example.com)")
            ShareLink(item: url)
        }
        .onTapGesture { expand() }
        """,
        """
        HStack {
            Image(systemName: "star")
            Text(title).onLongPressGesture { pin() }
        }
        .onTapGesture { open() }
        """,
        """
        Row(item: item)
            .onTapGesture { open(item) }
        """,
    ])
    func unsafeWrapIsAdviceOnly(source: String) {
        let findings = Self.linter.lint(source: source, path: "Row.swift")
        #expect(findings.count == 1, "\(source)")
        #expect(findings.allSatisfy { $0.message.contains("no automatic fix") })
        #expect(Fixer(linter: Self.linter).fix(source: source, path: "Row.swift") == source)
    }

    @Test("a tap on a plain label inside a List row is not wrapped: a Button would make the whole row a button")
    func listRowIsAdviceOnly() {
        let source = """
        List(items) { item in
            Text(item.name).onTapGesture { select(item) }
        }
        """
        #expect(Self.linter.lint(source: source, path: "List.swift").count == 1)
        #expect(Fixer(linter: Self.linter).fix(source: source, path: "List.swift") == source)
    }

    @Test("a tap on a text field is not reported at all: it tracks focus")
    func textFieldIsLeftAlone() {
        let source = """
        TextField("Search", text: $query)
            .focused($focused)
            .onTapGesture { focused = true }
        """
        #expect(Self.linter.lint(source: source, path: "Search.swift").isEmpty)
    }

    @Test("every fix the rules offer on a plain label parses, removes the finding and is idempotent")
    func plainLabelFixRoundTrips() {
        let linter = Linter(configuration: Configuration.allRules(rootDirectory: "/"))
        let source = """
        struct Tags: View {
            var body: some View {
                HStack {
                    Image(systemName: "tag")
                    Text("Tags")
                    Spacer()
                }
                .onTapGesture { showTags() }
            }
        }
        """
        let fixed = Fixer(linter: linter).fix(source: source, path: "Tags.swift")
        #expect(fixed != source)
        #expect(!Parser.parse(source: fixed).hasError)
        #expect(Fixer(linter: linter).fix(source: fixed, path: "Tags.swift") == fixed)
        #expect(!linter.lint(source: fixed, path: "Tags.swift").contains { $0.ruleID == "tap_gesture_should_be_button" })
    }
}
