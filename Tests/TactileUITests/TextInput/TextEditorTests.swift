import Foundation
import Testing
import TactileTesting

/// `TextEditor`: a notes screen's multi-line editor — it fills its space, a tap anywhere on it
/// focuses it, and Return writes a line break rather than submitting.
@MainActor
@Suite("TextEditor")
struct TextEditorTests {
    struct Notes: View {
        @State private var notes = "Milk"
        @State private var submitted = 0
        var body: some View {
            VStack(spacing: 0) {
                TextEditor(text: $notes)
                    .frame(height: 200)
                    .accessibilityIdentifier("editor")
                    .onSubmit { submitted += 1 }
                Text("Lines \(notes.split(separator: "\n").count), submitted \(submitted)").accessibilityIdentifier("summary")
            }
        }
    }

    @Test("a tap near the editor's bottom edge focuses it; typed text and Return's line breaks go through the binding; onSubmit never runs")
    func editsMultipleLines() {
        let host = ViewHost(Notes(), device: .iPhone16)
        host.tap(on: "editor", at: UnitPoint(x: 0.5, y: 0.95))
        host.typeText("\nEggs\nBread")
        #expect(host.view("summary").text == "Lines 3, submitted 0")
        #expect(host.view(withText: "Milk\nEggs\nBread") != nil)
    }

    @Test("the editor takes the width it is offered and its text sits inside UITextView's insets")
    func fillsAndInsets() throws {
        let host = ViewHost(Notes(), device: .iPhone16)
        let editor = host.view("editor").globalFrame
        #expect(abs(editor.width - Device.iPhone16.canvasSize.width) < 0.01 && abs(editor.height - 200) < 0.01, "\(editor)")
        let text = try #require(host.view(withText: "Milk")?.globalFrame)
        #expect(abs(text.minX - editor.minX - 5) < 0.01 && abs(text.minY - editor.minY - 8) < 0.01, "\(text) in \(editor)")
    }

    @Test("textEditorStyle(.plain) and textContentType(.oneTimeCode) change nothing here: the editor and a code field edit as before")
    func stylesAndContentTypes() {
        struct Card: View {
            @State private var front = ""
            @State private var code = ""
            var body: some View {
                VStack {
                    TextEditor(text: $front).textEditorStyle(.plain).frame(height: 80).accessibilityIdentifier("front")
                    TextField("Code", text: $code).textContentType(.oneTimeCode).keyboardType(.numberPad).accessibilityIdentifier("code")
                    Text("front \(front) code \(code)").accessibilityIdentifier("summary")
                }
            }
        }
        let host = ViewHost(Card())
        host.tap(on: "front")
        host.typeText("Hola")
        host.tap(on: "code")
        host.typeText("123456")
        #expect(host.view("summary").text == "front Hola code 123456")
        #expect(abs(host.view("front").globalFrame.height - 80) < 0.01)
    }
}
