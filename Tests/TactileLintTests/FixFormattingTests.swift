import Testing
@testable import TactileLint

/// Code a fix writes is formatted like the code around it: the file's own indentation unit (tabs or
/// spaces), nesting that matches the surrounding lines, no trailing whitespace, and `--fix` run twice
/// changes nothing the second time. Outputs are compared line by line.
@Suite("Fix formatting")
struct FixFormattingTests {
    static func fixer(_ rule: any Rule) -> Fixer {
        Fixer(linter: Linter(configuration: Configuration.allRules(rootDirectory: "/"), rules: [rule]))
    }

    static func expectSameLines(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, pair) in zip(actualLines, expectedLines).enumerated() where pair.0 != pair.1 {
            Issue.record("line \(index + 1): got \(pair.0.debugDescription), want \(pair.1.debugDescription)", sourceLocation: sourceLocation)
        }
        #expect(actualLines.count == expectedLines.count, "\(actual)", sourceLocation: sourceLocation)
    }

    static func expectNoTrailingWhitespace(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.last == " " || line.last == "\t" {
            Issue.record("line \(index + 1) ends in whitespace: \(line.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    @Test("a multi-line tap action becomes a Button action indented one level inside it; later modifiers move out with the view")
    func multiLineClosureInSpaces() {
        let source = """
        struct Favorites: View {
            @State private var favorite = false

            var body: some View {
                VStack {
                    Image(systemName: "star")
                        .font(.title)
                        .onTapGesture {
                            favorite.toggle()
                            if favorite {
                                log("favorite")
                            }
                        }
                        .padding()
                }
            }
        }
        """
        let fixed = Self.fixer(TapGestureShouldBeButtonRule()).fix(source: source, path: "Favorites.swift")
        Self.expectSameLines(fixed, """
        struct Favorites: View {
            @State private var favorite = false

            var body: some View {
                VStack {
                    Button {
                        favorite.toggle()
                        if favorite {
                            log("favorite")
                        }
                    } label: {
                        Image(systemName: "star")
                            .font(.title)
                    }
                    .buttonStyle(.plain)
                    .padding()
                }
            }
        }
        """)
        Self.expectNoTrailingWhitespace(fixed)
    }

    @Test("in a tab-indented file the Button is indented with tabs")
    func tabIndentedFile() {
        let source = "struct Row: View {\n\tvar body: some View {\n\t\tHStack {\n\t\t\tText(\"Open\")\n\t\t\t\t.font(.headline)\n\t\t\t\t.onTapGesture {\n\t\t\t\t\topen()\n\t\t\t\t}\n\t\t}\n\t}\n}\n"
        let fixed = Self.fixer(TapGestureShouldBeButtonRule()).fix(source: source, path: "Row.swift")
        Self.expectSameLines(fixed, "struct Row: View {\n\tvar body: some View {\n\t\tHStack {\n\t\t\tButton {\n\t\t\t\topen()\n\t\t\t} label: {\n\t\t\t\tText(\"Open\")\n\t\t\t\t\t.font(.headline)\n\t\t\t}\n\t\t\t.buttonStyle(.plain)\n\t\t}\n\t}\n}\n")
        Self.expectNoTrailingWhitespace(fixed)
    }

    @Test("a two-space file gets two-space nesting, and a blank line inside the label stays empty")
    func twoSpaceFileWithBlankLine() {
        let source = """
        struct Card: View {
          var body: some View {
            VStack {
              Text("Title")

              Text("Subtitle")
            }
            .onTapGesture { open() }
          }
        }
        """
        let fixed = Self.fixer(TapGestureShouldBeButtonRule()).fix(source: source, path: "Card.swift")
        Self.expectSameLines(fixed, """
        struct Card: View {
          var body: some View {
            Button { open() } label: {
              VStack {
                Text("Title")

                Text("Subtitle")
              }
            }
            .buttonStyle(.plain)
          }
        }
        """)
        Self.expectNoTrailingWhitespace(fixed)
    }

    @Test("a content shape goes on its own line at the tap's indentation, below the tap's comment, not copying it")
    func contentShapeUnderComment() {
        let source = """
        struct AlertsRow: View {
            var body: some View {
                HStack {
                    Image(systemName: "bell")
                    Spacer()
                    Text("Alerts")
                }
                // open the alerts
                .onTapGesture { showAlerts() }
            }
        }
        """
        let fixed = Self.fixer(TapAreaMissingContentShapeRule()).fix(source: source, path: "AlertsRow.swift")
        Self.expectSameLines(fixed, """
        struct AlertsRow: View {
            var body: some View {
                HStack {
                    Image(systemName: "bell")
                    Spacer()
                    Text("Alerts")
                }
                // open the alerts
                .contentShape(Rectangle())
                .onTapGesture { showAlerts() }
            }
        }
        """)
    }

    @Test("the file's indentation unit: tabs, the most common step of spaces, four spaces when unknown", arguments: [
        ("a {\n\tb\n\t\tc\n}", "\t"),
        ("a {\n  b {\n    c\n  }\n}", "  "),
        ("a {\n    b {\n        c\n    }\n}", "    "),
        ("let a = 1", "    "),
    ])
    func indentationUnit(text: String, unit: String) {
        #expect(Indentation(of: text).unit == unit)
    }

    @Test("--fix with every rule is idempotent on these files: a second run changes nothing")
    func fixIsIdempotent() {
        let fixer = Fixer(linter: Linter(configuration: Configuration.allRules(rootDirectory: "/")))
        for source in [
            "struct A: View {\n\tvar body: some View {\n\t\tImage(systemName: \"x\")\n\t\t\t.onTapGesture {\n\t\t\t\tclose()\n\t\t\t}\n\t\t\t.padding()\n\t}\n}\n",
            "struct B: View {\n    var body: some View {\n        HStack {\n            Text(\"A\")\n            Spacer()\n        }\n        .onTapGesture {\n            go()\n        }\n    }\n}\n",
        ] {
            let once = fixer.fix(source: source, path: "A.swift")
            #expect(once != source)
            #expect(fixer.fix(source: once, path: "A.swift") == once)
            Self.expectNoTrailingWhitespace(once)
        }
    }
}
