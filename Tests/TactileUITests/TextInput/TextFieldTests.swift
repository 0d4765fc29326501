import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `TextField`, `SecureField`, `onSubmit` and `textFieldStyle` driven as a user types: a tap
/// gives a field the focus, keystrokes write through its binding, Return submits
/// (docs/COMPATIBILITY.md, "Text input").
@MainActor
@Suite("Text fields")
struct TextFieldTests {
    final class Log { var events: [String] = [] }

    struct SignIn: View {
        let log: Log
        @State private var name = ""
        @State private var password = ""
        @State private var note = ""
        var body: some View {
            VStack(spacing: 16) {
                TextField("Name", text: $name, onEditingChanged: { log.events.append("editing \($0)") })
                    .textFieldStyle(.roundedBorder)
                    .accessibilityIdentifier("name")
                    .onSubmit { log.events.append("inner submit") }
                SecureField("Password", text: $password).accessibilityIdentifier("password")
                TextField("Note", text: $note, axis: .vertical).accessibilityIdentifier("note")
                Text("\(name)|\(password)|\(note)").accessibilityIdentifier("echo")
            }
            .onSubmit { log.events.append("outer submit \(name)") }
            .padding()
        }
    }

    @Test("an empty field shows its title as a placeholder; typed text replaces it")
    func placeholderThenText() {
        let host = ViewHost(SignIn(log: Log()), canvasSize: CGSize(width: 300, height: 400))
        #expect(host.view(withText: "Name") != nil)
        host.tap(on: "name")
        host.typeText("Ana")
        #expect(host.view(withText: "Name") == nil)
        #expect(host.view("echo").text == "Ana||")
        #expect(host.view("name").text == "Ana")
    }

    @Test("Return submits a single-line field: editing ends, then onSubmit actions run outermost first, and typing stops")
    func returnSubmits() {
        let log = Log()
        let host = ViewHost(SignIn(log: log), canvasSize: CGSize(width: 300, height: 400))
        host.tap(on: "name")
        #expect(host.isEditingText)
        host.typeText("Bo\n")
        #expect(log.events == ["editing true", "editing false", "outer submit Bo", "inner submit"])
        #expect(!host.isEditingText)
        withKnownIssue("typing with no field focused is reported") { host.typeText("x") }
        #expect(host.view("echo").text == "Bo||")
    }

    @Test("Delete removes the last character; a tap on another field moves the focus there")
    func deleteAndRefocus() {
        let log = Log()
        let host = ViewHost(SignIn(log: log), canvasSize: CGSize(width: 300, height: 400))
        host.tap(on: "name")
        host.typeText("Abc\u{8}")
        host.tap(on: "password")
        host.typeText("pw")
        #expect(host.view("echo").text == "Ab|pw|")
        #expect(log.events == ["editing true", "editing false"], "leaving the name field ends its editing")
        #expect(host.view("password").text == "\u{2022}\u{2022}", "a secure field draws bullets")
    }

    @Test("a vertical field takes Return as a line break, not a submit")
    func verticalFieldBreaksLines() {
        let log = Log()
        let host = ViewHost(SignIn(log: log), canvasSize: CGSize(width: 300, height: 400))
        host.tap(on: "note")
        let oneLine = host.view("note").globalFrame.height
        host.typeText("one\ntwo")
        #expect(host.view("echo").text == "||one\ntwo")
        #expect(host.isEditingText)
        #expect(host.view("note").globalFrame.height > oneLine, "the field grows to two lines")
        #expect(!log.events.contains { $0.contains("submit") })
    }

    @Test("a field is as wide as offered; the rounded border insets the text and draws a hairline around it")
    func layoutAndStyle() {
        let host = ViewHost(SignIn(log: Log()), canvasSize: CGSize(width: 300, height: 400))
        #expect(abs(host.view("name").globalFrame.width - (300 - 32)) < 0.001, "the padded width")
        #expect(abs(host.view("password").globalFrame.width - (300 - 32)) < 0.001)
        #expect(host.svg().contains(##"stroke-width="0.5""##))
    }
}

/// `@FocusState` with `focused(_:)` and `focused(_:equals:)`: the state follows the keyboard's
/// focus, and setting it moves the focus.
@MainActor
@Suite("Focus state")
struct FocusStateTests {
    enum Field: Hashable { case email, code }

    struct Login: View {
        @State private var email = ""
        @State private var code = ""
        @FocusState private var focus: Field?
        @FocusState private var searching: Bool
        @State private var query = ""
        var body: some View {
            VStack(spacing: 12) {
                TextField("Email", text: $email).focused($focus, equals: .email).accessibilityIdentifier("email")
                    .onSubmit { focus = .code }
                TextField("Code", text: $code).focused($focus, equals: .code).accessibilityIdentifier("code")
                TextField("Search", text: $query).focused($searching).accessibilityIdentifier("search")
                Text("\(focus.map { "\($0)" } ?? "none") \(searching)").accessibilityIdentifier("focus")
                Button("Find") { searching = true }
                Button("Done") { focus = nil }
            }
        }
    }

    @Test("tapping a marked field sets its focus state; Return moving the focus state to the next field moves typing there")
    func focusFollowsTapsAndSubmit() {
        let host = ViewHost(Login(), canvasSize: CGSize(width: 300, height: 400))
        #expect(host.view("focus").text == "none false")
        host.tap(on: "email")
        #expect(host.view("focus").text == "email false")
        host.typeText("a@b.c\n")
        #expect(host.view("focus").text == "code false", "onSubmit moved the focus state")
        host.typeText("42")
        #expect(host.view("code").text == "42", "the code field took the keyboard")
        host.tap(on: "Done")
        #expect(host.view("focus").text == "none false")
        #expect(!host.isEditingText, "clearing the focus state ends editing")
    }

    @Test("setting a Bool focus state focuses its field; focusing another field resets it")
    func boolFocusState() {
        let host = ViewHost(Login(), canvasSize: CGSize(width: 300, height: 400))
        host.tap(on: "Find")
        #expect(host.isEditingText)
        host.typeText("swift")
        #expect(host.view("search").text == "swift")
        host.tap(on: "email")
        #expect(host.view("focus").text == "email false")
    }
}
