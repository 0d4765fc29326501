import Foundation
@testable import TactileLab
import Testing

/// What the preview scanner finds in a Swift file (docs/LAB-PROTOCOL.md, "Playground").
@Suite("Lab preview scanner")
struct LabPreviewScannerTests {
    let scanner = LabPreviewScanner()

    @Test("a titled and an untitled #Preview, with their closures' text and where it starts")
    func previews() {
        let source = """
            import Tactile

            struct Card: View {
                var body: some View { Text("card") }
            }

            #Preview("Card") {
                Card()
            }

            #Preview { Card().padding() }
            """
        let findings = scanner.scan(source)
        #expect(findings.previews.count == 2)
        #expect(findings.previews[0].title == "Card")
        #expect(findings.previews[0].body == "\n    Card()\n")
        #expect(findings.previews[0].line == 7)
        #expect(findings.previews[0].bodyLine == 7)
        // `#Preview("Card") {` puts the brace at column 18; the body starts after it.
        #expect(findings.previews[0].bodyColumn == 19)
        #expect(findings.previews[1].title == nil)
        #expect(findings.previews[1].body == " Card().padding() ")
        #expect(findings.previews[1].bodyLine == 11)
        #expect(findings.previews[1].bodyColumn == 11)
        #expect(findings.views == ["Card"])
    }

    @Test("#Preview inside comments and strings is not a preview")
    func commentsAndStrings() {
        let source = """
            // #Preview { Nope() }
            /* outer /* nested #Preview { Nope() } */ still a comment #Preview { Nope() } */
            let text = "#Preview { Nope() }"
            let raw = #"#Preview { "Nope" }"#
            let block = \"\"\"
                #Preview { Nope() }
                \"\"\"
            #Preview("Yes") { Yes() }
            """
        let findings = scanner.scan(source)
        #expect(findings.previews.map(\.title) == ["Yes"])
    }

    @Test("braces inside a preview's strings and nested closures do not end it early")
    func nestedBraces() {
        let source = """
            #Preview("Nested") {
                VStack { Text("}") ; Button("{") { print("}") } }
            }
            struct After: View { var body: some View { EmptyView() } }
            """
        let findings = scanner.scan(source)
        #expect(findings.previews.count == 1)
        #expect(findings.previews[0].body.contains("Button(\"{\")"))
        #expect(findings.views == ["After"])
    }

    @Test("PreviewProviders are found by conformance; the main view is the one nothing else uses")
    func providersAndMainView() {
        let source = """
            struct Row: View { var body: some View { Text("row") } }
            struct ListScreen: View, Equatable {
                var body: some View { VStack { Row(); Row() } }
            }
            struct ListScreen_Previews: PreviewProvider {
                static var previews: some View { ListScreen() }
            }
            """
        let findings = scanner.scan(source)
        #expect(findings.providers == ["ListScreen_Previews"])
        #expect(findings.views == ["Row", "ListScreen"])
        // Row is used by ListScreen; ListScreen only by the provider, which does not count.
        #expect(findings.mainView == "ListScreen")
    }

    @Test("a seed scene's single view is its main view")
    func seedScene() throws {
        let source = """
            // Seed 002, lines 4–28.
            import Tactile

            struct CircleClampedDragView: View {
            @State private var offset = CGSize.zero
            var body: some View {
            Circle().fill(Color.blue).offset(offset)
            }
            }
            """
        #expect(scanner.scan(source).mainView == "CircleClampedDragView")
        #expect(scanner.scan(source).previews.isEmpty)
    }

    @Test("text it cannot read gives fewer findings, never a crash")
    func brokenText() {
        #expect(scanner.scan("#Preview(\"x\") { unclosed").previews.isEmpty)
        #expect(scanner.scan("#Preview").previews.isEmpty)
        #expect(scanner.scan("struct").isEmpty)
        #expect(scanner.scan("\"unterminated").isEmpty)
    }

    @Test("the build plan repeats a preview's closure at its own line and column")
    func buildPlan() {
        var plan = LabBuildPlan()
        plan.addPreviews(of: "#Preview(\"T\") { Text(\"x\") }\n", file: "/u/V.swift", idPrefix: "user-V")
        #expect(plan.scenes.map(\.id) == ["user-V-0"])
        #expect(plan.scenes.map(\.title) == ["T"])
        let main = plan.mainSource
        #expect(main.contains("#sourceLocation(file: \"/u/V.swift\", line: 1)\n" + String(repeating: " ", count: 15) + " Text(\"x\") \n#sourceLocation()"))
        #expect(main.contains("await LabWorkerHost.run(catalog: labScenes)"))
    }

    @Test("an edited scene without a View, #Preview or PreviewProvider is an error value")
    func editedSceneWithoutView() {
        var plan = LabBuildPlan()
        #expect(throws: LabError.self) {
            try plan.addEditedScene(id: "x", title: "X", kind: "scene", source: "let x = 1", file: "/u/x.swift")
        }
    }

    @Test("every #Preview form is found: trailing closure, title, traits, and the labelled body: closure")
    func everyPreviewForm() {
        let source = """
            #Preview { A() }
            #Preview("Titled") { A() }
            #Preview("Fits", traits: .sizeThatFitsLayout) { A() }
            #Preview("Two traits", traits: .fixedLayout(width: 100, height: 80), .landscapeLeft) { A() }
            #Preview(body: { A() })
            #Preview("Labelled", body: { A() })
            #Preview("Labelled traits", traits: .portrait, body: {
                VStack { A() }
            })
            """
        let previews = scanner.scan(source).previews
        #expect(previews.map(\.title) == [nil, "Titled", "Fits", "Two traits", nil, "Labelled", "Labelled traits"])
        #expect(previews.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
        #expect(previews.prefix(6).map(\.body) == Array(repeating: " A() ", count: 6))
        #expect(previews.last?.body == "\n    VStack { A() }\n")
        // `#Preview(body: {` puts the brace at column 17; the body starts after it, on line 5.
        #expect(previews[4].bodyLine == 5)
        #expect(previews[4].bodyColumn == 17)
    }

    @Test("@Previewable declarations are found at a preview body's top level only, each to its statement's end")
    func previewableDeclarations() throws {
        let source = """
            #Preview("Counter") {
                @Previewable @State var count = 0
                @Previewable @State var items = [
                    1, 2,
                ]; let unused = 1
                VStack {
                    Text("\\(count) \\(items.count)")
                }
                .onTapGesture { @Previewable var notTopLevel = 1 }
            }
            """
        let preview = try #require(scanner.scan(source).previews.first)
        #expect(preview.previewables.map(\.text) == ["@Previewable @State var count = 0", "@Previewable @State var items = [\n        1, 2,\n    ]"])
        #expect(preview.previewables.map(\.line) == [2, 3])
        #expect(preview.previewables.map(\.column) == [5, 5])
        #expect(preview.previewables[0].declaration == String(repeating: " ", count: 12) + " @State var count = 0")
        let blanked = preview.bodyWithoutPreviewables
        #expect(blanked.split(separator: "\n", omittingEmptySubsequences: false).count == preview.body.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(!blanked.contains("@State"))
        #expect(blanked.contains("; let unused = 1"))
        #expect(blanked.contains("@Previewable var notTopLevel"))
    }

    @Test("the build plan hoists @Previewable declarations into a wrapper view's properties, each at its own line")
    func buildPlanHoistsPreviewables() {
        var plan = LabBuildPlan()
        plan.addPreviews(of: "#Preview(\"T\") {\n    @Previewable @State var on = true\n    Toggle(\"On\", isOn: $on)\n}\n", file: "/u/V.swift", idPrefix: "user-V")
        #expect(plan.scenes.map(\.title) == ["T"])
        let main = plan.mainSource
        #expect(main.contains("@MainActor struct LabPreview_user_V_0: View {"), "named after the scene id, the same in every build")
        #expect(main.contains("#sourceLocation(file: \"/u/V.swift\", line: 2)\n" + String(repeating: " ", count: 4 + 12) + " @State var on = true"))
        #expect(main.contains("AnyView(LabPreview_user_V_0())"))
        #expect(main.contains("    Toggle(\"On\", isOn: $on)"))
        #expect(!main.contains("@Previewable"))
    }
}
