import CBPinEntryView
import TactileTesting
import Testing

// Fawxy/CBPinEntryView — README "Usage": `PinEntryView(pin: $pin, length: 6, isError: $isError) { pin in … }`
// ("`pin` is the single source of truth"): a tap on the cells focuses its field, typed characters fill the
// cells, backspace works, the last one calls the completion; `.pinAllowedEntry(.numerical)` ("Configuration")
// keeps only digits. Checked as iOS code (it imports UIKit).
struct CBPinEntryReadmeView: View {
    @State private var pin = ""
    @State private var isError = false
    @State var completed: [String] = []

    var body: some View {
        PinEntryView(pin: $pin, length: 6, isError: $isError) { pin in
            completed.append(pin)
        }
        .pinAllowedEntry(.numerical)
        .padding()
        .accessibilityIdentifier("pin")
    }
}

@MainActor
@Suite("Fawxy/CBPinEntryView: a tap focuses the entry, typed digits fill the cells, the sixth completes it")
struct CBPinEntryViewMainGestureTests {
    let host = ViewHost(CBPinEntryReadmeView())

    var pin: String? { host.stateValue(named: "pin", in: "CBPinEntryReadmeView") }
    var completed: String? { host.stateValue(named: "completed", in: "CBPinEntryReadmeView") }
    /// The one-character texts drawn in the cells, left to right.
    var cells: [String] {
        host.drawnViews.filter { ($0.text?.count ?? 0) == 1 }.sorted { $0.center.x < $1.center.x }.compactMap(\.text)
    }

    @Test("A tap, then 1 2 3 typed: pin is 123 and three cells show it; 456 completes it once with 123456")
    func typePin() async {
        host.tap(on: "pin")
        await host.settle()
        host.typeText("123")
        await host.settle()
        #expect(pin == "123")
        #expect(cells == ["1", "2", "3"])
        #expect(completed == "[]")
        host.typeText("456")
        await host.settle()
        #expect(pin == "123456")
        #expect(completed == #"["123456"]"#)
    }

    @Test("Backspace takes the last digit off; letters are refused by .numerical")
    func backspaceAndLetters() async {
        host.tap(on: "pin")
        await host.settle()
        host.typeText("12")
        host.typeText("\u{8}")
        await host.settle()
        #expect(pin == "1")
        host.typeText("a")
        await host.settle()
        #expect(pin == "1")
        #expect(completed == "[]")
    }
}
