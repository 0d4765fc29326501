import Foundation
import Testing
import TactileTesting
@testable import TactileUI

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
}

/// A picker over `Flavor` in the style given, its options tagged, with the selection shown below.
private struct FlavorPicker<Style: PickerStyle>: View {
    let style: Style
    @State private var flavor = Flavor.vanilla
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            .pickerStyle(style)
            Text("Chosen: \(flavor.rawValue)")
            Spacer()
        }
    }
}

/// `Picker` (SwiftUI's): its options are its content's tagged views; the style draws them and a
/// touch chooses one.
@MainActor
@Suite("Picker: each style chooses the option touched")
struct PickerTests {
    private let device = Device.iPhone16

    @Test("segmented: a tap on a segment selects its option, which VoiceOver reads as selected; the thumb slides there")
    func segmented() {
        let host = ViewHost(FlavorPicker(style: .segmented), device: device)
        #expect(host.view(withText: "Chosen: vanilla") != nil)
        let chocolate = host.view("Chocolate").globalFrame
        let vanilla = host.view("Vanilla").globalFrame
        #expect(abs(chocolate.width - vanilla.width) < 0.5 || chocolate.minX > vanilla.maxX, "segments side by side")
        #expect(abs(chocolate.midY - vanilla.midY) < 0.5)
        host.tap(on: "Chocolate")
        host.advance(by: 1)
        #expect(host.view(withText: "Chosen: chocolate") != nil)
        let selected = host.accessibilityElements.filter { $0.traits.contains(.isSelected) }
        #expect(selected.map(\.texts) == [["Chocolate"]])
        #expect(selected.first?.traits.contains(.isButton) == true)
    }

    @Test("menu: the button shows the selection; a tap presents the options, and a tap on one selects it and dismisses the menu")
    func menu() {
        let host = ViewHost(FlavorPicker(style: .menu), device: device)
        #expect(host.view(withText: "Strawberry") == nil, "only the selection is shown until the menu opens")
        host.tap(on: "Vanilla")
        #expect(host.view(withText: "Strawberry") != nil)
        host.tap(on: "Strawberry")
        host.advance(by: 1)
        #expect(host.view(withText: "Chosen: strawberry") != nil)
        #expect(host.view(withText: "Chocolate") == nil, "the menu is dismissed")
        #expect(host.view(withText: "Strawberry") != nil, "the button now shows the new selection")
    }

    @Test("automatic is the menu on iOS: a tap on the selection opens the options")
    func automaticIsMenu() {
        let host = ViewHost(FlavorPicker(style: .automatic), device: device)
        #expect(host.view(withText: "Chocolate") == nil)
        host.tap(on: "Vanilla")
        #expect(host.view(withText: "Chocolate") != nil)
    }

    @Test("inline: every option is a row, the selected one checked; a tap on a row selects it")
    func inline() {
        let host = ViewHost(FlavorPicker(style: .inline), device: device)
        #expect(host.view(withText: "Strawberry") != nil)
        host.tap(on: "Strawberry")
        #expect(host.view(withText: "Chosen: strawberry") != nil)
        let selected = host.accessibilityElements.filter { $0.traits.contains(.isSelected) }
        #expect(selected.count == 1 && selected.first?.texts.contains("Strawberry") == true)
    }

    @Test("wheel: dragging up two rows and letting go selects the option two below; a tap on a row selects it")
    func wheel() {
        let host = ViewHost(FlavorPicker(style: .wheel), device: device)
        let row = ControlDefaults.wheelPickerRowHeight
        host.drag(on: "Vanilla", by: CGSize(width: 0, height: -2 * row), duration: 2)
        host.advance(by: 1)
        #expect(host.view(withText: "Chosen: strawberry") != nil, "\(host.accessibilityElements.map(\.texts))")
        host.tap(on: "Chocolate")
        host.advance(by: 1)
        #expect(host.view(withText: "Chosen: chocolate") != nil)
        let centre = host.view("Chocolate").globalFrame.midY
        let wheel = host.view("Vanilla").globalFrame.midY + row
        #expect(abs(centre - wheel) < 0.5, "the selected row is centred, its neighbours a row away")
    }

    /// Options a `ForEach` makes without `tag(_:)`: each is tagged with its id, as in SwiftUI.
    private struct EachFlavor: View {
        @State private var flavor = Flavor.vanilla
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.segmented)
                Text("Chosen: \(flavor.rawValue)")
            }
        }
    }

    @Test("a ForEach's views are tagged with their ids when those are of the selection's type")
    func forEachIdsAreTags() {
        let host = ViewHost(EachFlavor(), device: device)
        host.tap(on: "Strawberry")
        host.advance(by: 1)
        #expect(host.view(withText: "Chosen: strawberry") != nil)
    }

    /// A settings form: a picker row, a toggle, and a picker whose label is hidden.
    private struct Settings: View {
        @State private var flavor = Flavor.vanilla
        @State private var size = 1
        var body: some View {
            Form {
                Section("Order") {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                    }
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Large").tag(1)
                    }
                    .labelsHidden()
                }
            }
        }
    }

    @Test("in a Form a menu picker is a row, its label leading and the selection trailing; labelsHidden leaves the menu alone")
    func formRow() {
        let host = ViewHost(Settings(), device: device)
        let label = host.view("Flavor").globalFrame
        let value = host.view("Vanilla").globalFrame
        #expect(abs(label.midY - value.midY) < 1 && value.minX > label.maxX + 100, "label leading, selection trailing")
        #expect(host.view(withText: "Size") == nil, "labelsHidden")
        host.tap(on: "Vanilla")
        host.tap(on: "Chocolate")
        host.advance(by: 1)
        #expect(host.view(withText: "Chocolate") != nil && host.view(withText: "Strawberry") == nil)
    }
}
