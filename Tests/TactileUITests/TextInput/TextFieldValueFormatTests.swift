import Foundation
import Testing
import TactileTesting

/// `TextField(_:value:format:)`: a number field in a settings form, edited as on iOS — the value
/// changes when editing ends, and text that does not parse leaves it as it was.
@MainActor
@Suite("TextField with a value and a format")
struct TextFieldValueFormatTests {
    struct Limits: View {
        @State private var limit = 30
        @State private var submitted: [Int] = []
        var body: some View {
            VStack {
                TextField("Limit", value: $limit, format: .number)
                    .accessibilityIdentifier("limit field")
                    .onSubmit { submitted.append(limit) }
                Text("Limit \(limit)").accessibilityIdentifier("limit")
                Text("Submitted \(submitted.map(String.init).joined(separator: ","))").accessibilityIdentifier("submitted")
            }
        }
    }

    @Test("the field shows the formatted value; typing edits it, and the value changes when Return ends editing, before onSubmit")
    func valueChangesWhenEditingEnds() {
        let host = ViewHost(Limits())
        #expect(host.view(withText: "30") != nil, "the value's text")
        host.tap(on: "limit field")
        host.typeText("5")
        #expect(host.view(withText: "305") != nil, "the draft")
        #expect(host.view("limit").text == "Limit 30", "not written while editing")
        host.typeText("\n")
        #expect(host.view("limit").text == "Limit 305")
        #expect(host.view("submitted").text == "Submitted 305", "onSubmit sees the new value")
    }

    @Test("text that does not parse leaves the value as it was, and the field shows it again")
    func unparsableTextReverts() {
        let host = ViewHost(Limits())
        host.tap(on: "limit field")
        host.typeText("\u{8}\u{8}abc\n")
        #expect(host.view("limit").text == "Limit 30")
        #expect(host.view(withText: "30") != nil && host.view(withText: "abc") == nil)
    }
}
