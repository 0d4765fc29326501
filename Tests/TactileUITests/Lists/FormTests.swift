import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Form` (SwiftUI's): on iOS a grouped list of its sections; `formStyle(_:)` with a custom style
/// draws the form through the style.
@MainActor
@Suite("Form: a grouped list of its sections, or what a custom form style makes of it")
struct FormTests {
    private let device = Device.iPhone16

    private struct Profile: View {
        var body: some View {
            Form {
                Section("Account") {
                    Text("Name")
                    Text("Email")
                }
            }
        }
    }

    @Test("a form lays its rows out as an inset grouped list: one row above the other, inset from the screen's edges")
    func groupedList() {
        let host = ViewHost(Profile(), device: device)
        let name = host.view("Name").globalFrame, email = host.view("Email").globalFrame
        #expect(email.minY > name.maxY)
        #expect(name.minX > 16, "inset from the leading edge like an inset grouped list's row")
        let list = ViewHost(List { Section("Account") { Text("Name"); Text("Email") } }.listStyle(.insetGrouped), device: device)
        #expect(list.view("Name").globalFrame == name, "exactly where an inset grouped list puts it")
    }

    private struct Boxed: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.content }.padding(30).background(Color.yellow)
        }
    }

    @Test("a custom form style draws the form: its content in the style's body")
    func customStyle() {
        let host = ViewHost(Profile().formStyle(Boxed()), device: device)
        let name = host.view("Name").globalFrame
        let list = ViewHost(Profile(), device: device).view("Name").globalFrame
        #expect(name != list, "not the grouped list")
        #expect(host.svg().contains("#ffcc00"), "the style's background is drawn")
    }
}
