import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `colorMultiply(_:)`, `onGeometryChange(for:of:action:)` and the iOS 13 `accessibility(…)`
/// spellings, as the corpus's libraries use them.
@MainActor
@Suite("colorMultiply, onGeometryChange and accessibility(…)")
struct ColorMultiplyAndGeometryChangeTests {
    @Test("colorMultiply multiplies every drawn colour: white becomes the colour, and white multiplied leaves a view as it is")
    func colorMultiply() {
        let tinted = ViewHost(Color.white.frame(width: 40, height: 40).colorMultiply(Color(red: 1, green: 0.5, blue: 0)))
        #expect(tinted.svg().contains("#ff8000"))
        let unchanged = ViewHost(Color(red: 0, green: 0.5, blue: 1).frame(width: 40, height: 40).colorMultiply(.white))
        #expect(unchanged.svg().contains("#0080ff"))
    }

    private struct Growing: View {
        let log: Log
        @State private var wide = false
        var body: some View {
            VStack {
                Color.blue.frame(width: wide ? 200 : 100, height: 20)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { log("width \(Int($0))") }
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in log("changed \(Int(old)) → \(Int(new))") }
                Button("Grow") { wide = true }
            }
        }
    }

    @Test("the one-value action hears the first width and each change; the two-value action only changes")
    func geometryChange() {
        let log = Log()
        let host = ViewHost(Growing(log: log))
        #expect(log.entries == ["width 100"])
        host.tap(on: "Grow")
        #expect(log.entries == ["width 100", "width 200", "changed 100 → 200"] || log.entries == ["width 100", "changed 100 → 200", "width 200"])
        host.tap(on: "Grow")
        #expect(log.entries.count == 3, "no change, no action")
    }

    @Test("accessibility(addTraits:) and accessibility(label:) do what their iOS 15 replacements do")
    func deprecatedAccessibility() {
        let host = ViewHost(Text("★").accessibility(label: Text("Favourite")).accessibility(addTraits: .isButton))
        let element = host.accessibilityElements.first
        #expect(element?.label == "Favourite")
        #expect(element?.traits.contains(.isButton) == true)
    }
}
