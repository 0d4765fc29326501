import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `toggleStyle(_:)` with `ToggleStyle` (SwiftUI's): a style of your own draws the toggle from its
/// configuration and decides how it toggles; `.button` toggles on a tap and shows its on state;
/// `.switch` is the iOS switch, tinted by `tint(_:)`.
@MainActor
@Suite("Toggle styles")
struct ToggleStyleTests {
    /// A checkbox: the configuration's label after a box, toggled by a tap anywhere on it.
    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
            .contentShape(Rectangle())
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    /// A style that only draws: nothing toggles it.
    struct BadgeStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text(configuration.isOn ? "ON" : "OFF").accessibilityIdentifier("badge")
        }
    }

    struct Settings<Style: ToggleStyle>: View {
        let style: Style
        @State private var wifi = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $wifi)
                Text(wifi ? "wifi on" : "wifi off")
            }
            .toggleStyle(style)
        }
    }

    @Test("a style of your own draws the toggle from its configuration, and its tap writes the binding through isOn")
    func customStyleToggles() {
        let host = ViewHost(Settings(style: CheckboxStyle()), canvasSize: CGSize(width: 300, height: 200))
        #expect(host.view(withText: "[ ]") != nil)
        host.tap(on: "Wi-Fi")
        #expect(host.view(withText: "[x]") != nil)
        #expect(host.view(withText: "wifi on") != nil)
        host.tap(on: "[x]")
        #expect(host.view(withText: "wifi off") != nil)
    }

    @Test("a toggle under a style that handles no touches does not toggle on a tap, as in SwiftUI")
    func drawingOnlyStyleDoesNotToggle() {
        let host = ViewHost(Settings(style: BadgeStyle()), canvasSize: CGSize(width: 300, height: 200))
        host.tap(on: "badge")
        #expect(host.view(withText: "OFF") != nil)
        #expect(host.view(withText: "wifi off") != nil)
    }

    @Test(".button toggles on a tap, draws the tinted background only while on, and reads as a button, selected while on")
    func buttonStyle() {
        let host = ViewHost(Settings(style: .button), canvasSize: CGSize(width: 300, height: 200))
        let frame = host.view(withText: "Wi-Fi")!.globalFrame
        let backgrounds = { host.drawnViews.filter { $0.fillColor != nil && $0.globalFrame.contains(frame) && $0.globalFrame != frame } }
        #expect(backgrounds().isEmpty)
        #expect(host.accessibilityTranscript.first == "Wi-Fi, Button")
        host.tap(on: "Wi-Fi")
        #expect(host.view(withText: "wifi on") != nil)
        #expect(backgrounds().count == 1)
        #expect(host.accessibilityElements.first?.traits.contains(.isSelected) == true)
    }

    @Test(".switch and .automatic are the iOS switch; tint(_:) colours the switch when on")
    func switchStyleAndTint() {
        let plain = ViewHost(Settings(style: .switch), canvasSize: CGSize(width: 300, height: 200))
        let automatic = ViewHost(Settings(style: .automatic), canvasSize: CGSize(width: 300, height: 200))
        #expect(plain.svg() == automatic.svg())
        #expect(plain.accessibilityTranscript.first == "Wi-Fi, off, Switch button")
        plain.tap(on: "Wi-Fi")
        #expect(plain.view(withText: "wifi on") != nil)
        #expect(plain.svg().contains(SystemColorPalette.green.hex))
        let tinted = ViewHost(Settings(style: .switch).tint(.orange), canvasSize: CGSize(width: 300, height: 200))
        tinted.tap(on: "Wi-Fi")
        #expect(tinted.svg().contains(Color.orange.resolved.hex))
        #expect(!tinted.svg().contains(SystemColorPalette.green.hex))
    }
}
