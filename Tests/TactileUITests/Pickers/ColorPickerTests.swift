import Testing
import TactileTesting
@testable import TactileUI

/// `ColorPicker`: a labelled row with a colour well; a tap on the well presents the system colours
/// by name, and a choice writes the selection.
@MainActor
@Suite("ColorPicker")
struct ColorPickerTests {
    /// A theme setting in the style of apps: the accent colour chosen by a picker, shown by a swatch.
    struct ThemeSettings: View {
        @State private var accent = Color.blue
        var body: some View {
            VStack {
                ColorPicker("Accent", selection: $accent, supportsOpacity: false)
                Text(accent == .orange ? "orange accent" : "other accent").accessibilityIdentifier("accent")
            }
        }
    }

    @Test("a tap on the well presents the colours; choosing one writes the selection and closes the menu")
    func choosingAColourWritesTheSelection() {
        let host = ViewHost(ThemeSettings())
        #expect(host.view(withText: "Accent") != nil)
        #expect(host.view(withText: "Orange") == nil, "no menu before the tap")
        let well = host.view(withText: "Accent")!.globalFrame
        host.tap(at: CGPoint(x: host.canvasSize.width - ControlDefaults.colorWellDiameter / 2, y: well.midY))
        #expect(host.view(withText: "Orange") != nil)
        host.tap(on: "Orange")
        #expect(host.view("accent").text == "orange accent")
        host.advance(by: 1)
        #expect(host.view(withText: "Orange") == nil, "the menu is dismissed")
    }

    @Test("a CGColor selection is read and written through the same menu")
    func cgColorSelection() {
        final class Box { var color = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
        let box = Box()
        let binding = Binding(get: { box.color }, set: { box.color = $0 })
        let host = ViewHost(ColorPicker("Ink", selection: binding))
        let row = host.view(withText: "Ink")!.globalFrame
        host.tap(at: CGPoint(x: host.canvasSize.width - ControlDefaults.colorWellDiameter / 2, y: row.midY))
        host.tap(on: "Red")
        #expect(box.color == Color.red.cgColor)
    }
}
