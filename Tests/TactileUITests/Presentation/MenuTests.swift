import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `Menu` (SwiftUI's): a tap on its label presents its buttons below it; with a primary action
/// the tap runs that and a long press presents the menu.
@MainActor
@Suite("Menu: a tap presents the buttons, a tap on one runs it and dismisses")
struct MenuTests {
    private let device = Device.iPhone16

    private struct Actions: View {
        let log: Log
        var body: some View {
            VStack {
                Menu("Actions") {
                    Button("Duplicate") { log("duplicate") }
                    Button("Rename") { log("rename") }
                }
                Spacer()
            }
        }
    }

    @Test("a tap on the label presents the menu below it without dimming the window; a tap on a button runs it and dismisses the menu")
    func tapPresents() {
        let log = Log()
        let host = ViewHost(Actions(log: log), device: device)
        #expect(host.view(withText: "Duplicate") == nil)
        host.tap(on: "Actions")
        host.advance(by: 1)
        #expect(host.view("Duplicate").globalFrame.minY > host.view("Actions").globalFrame.maxY)
        #expect(!host.svg().contains(##"fill="#000000" fill-opacity="0.2""##), "a menu does not dim the window as a context menu does")
        host.tap(on: "Rename")
        #expect(log.entries == ["rename"])
        host.advance(by: 1)
        #expect(host.view(withText: "Duplicate") == nil)
        #expect(host.accessibilityElements.first { $0.texts == ["Actions"] }?.traits.contains(.isButton) == true)
    }

    private struct Primary: View {
        let log: Log
        var body: some View {
            VStack {
                Menu {
                    Button("Save as…") { log("save as") }
                } label: {
                    Text("Save")
                } primaryAction: {
                    log("save")
                }
                Spacer()
            }
        }
    }

    @Test("with a primary action a tap runs it; a long press presents the menu")
    func primaryAction() {
        let log = Log()
        let host = ViewHost(Primary(log: log), device: device)
        host.tap(on: "Save")
        #expect(log.entries == ["save"])
        #expect(host.view(withText: "Save as…") == nil)
        host.longPress(on: "Save", duration: ControlDefaults.contextMenuPressDuration + 0.1)
        #expect(host.view(withText: "Save as…") != nil)
        host.tap(on: "Save as…")
        #expect(log.entries == ["save", "save as"])
    }
}
