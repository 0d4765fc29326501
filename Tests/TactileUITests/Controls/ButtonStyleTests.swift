import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A style that shows the press in its label's text, so a test reads `isPressed` from the screen.
private struct PressReportingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isPressed ? "pressed" : "released")
        }
        .padding()
        .background(Color.yellow)
    }
}

/// A style that triggers on a double tap instead of a press.
private struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color.mint)
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

/// A style that reads the environment's `isEnabled` as SwiftUI users do.
private struct EnabledReportingStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(isEnabled ? "enabled" : "disabled")
        }
    }
}

private struct StyledButton<Style: ButtonStyle>: View {
    let style: Style
    let log: Recorder
    var body: some View {
        Button("Go") { log("action") }
            .buttonStyle(style)
            .accessibilityIdentifier("button")
    }
}

@MainActor
@Suite("Button styles: isPressed, PrimitiveButtonStyle, the default highlight, disabled")
struct ButtonStyleTests {
    @Test("S-65: a ButtonStyle sees isPressed while the finger is down inside the release area, not after it leaves, again when it comes back, not after release")
    func isPressedFollowsTheFinger() {
        let log = Recorder()
        let host = ViewHost(StyledButton(style: PressReportingStyle(), log: log))
        let frame = host.view("button").globalFrame
        let center = host.center(of: "button")
        #expect(host.view(withText: "released") != nil)

        host.touchDown(at: center)
        #expect(host.view(withText: "pressed") != nil, "pressed from touch-down")
        host.move(to: CGPoint(x: frame.maxX + 60, y: center.y))
        #expect(host.view(withText: "pressed") != nil, "60 pt outside is still within the 70 pt release area")
        host.move(to: CGPoint(x: frame.maxX + 90, y: center.y))
        #expect(host.view(withText: "released") != nil, "90 pt outside is beyond the release area")
        host.move(to: CGPoint(x: frame.maxX + 10, y: center.y))
        #expect(host.view(withText: "pressed") != nil, "back inside, pressed again")
        host.touchUp()
        #expect(host.view(withText: "released") != nil, "released after lifting")
        #expect(log.entries == ["action"], "a release within the area fires")
    }

    @Test("S-65: a press released outside the release area does not fire and leaves the button unpressed")
    func releasedOutside() {
        let log = Recorder()
        let host = ViewHost(StyledButton(style: PressReportingStyle(), log: log))
        let frame = host.view("button").globalFrame
        host.touchDown(at: host.center(of: "button"))
        host.move(to: CGPoint(x: frame.midX, y: frame.maxY + 100))
        host.touchUp()
        #expect(log.entries.isEmpty)
        #expect(host.view(withText: "released") != nil)
    }

    @Test("S-02: a second finger cancels the press; isPressed goes back to false and nothing fires")
    func secondFingerCancels() {
        let log = Recorder()
        let host = ViewHost(StyledButton(style: PressReportingStyle(), log: log))
        let center = host.center(of: "button")
        host.touchDown(0, at: center)
        #expect(host.view(withText: "pressed") != nil)
        host.touchDown(1, at: CGPoint(x: center.x + 5, y: center.y))
        #expect(host.view(withText: "released") != nil)
        host.touchUp(1)
        host.touchUp(0)
        #expect(log.entries.isEmpty)
    }

    @Test("a custom ButtonStyle hits where its body draws (its background here) and fires on a tap there")
    func styledBodyHits() {
        let log = Recorder()
        let host = ViewHost(StyledButton(style: PressReportingStyle(), log: log))
        let frame = host.view("button").globalFrame
        host.tap(at: CGPoint(x: frame.minX + 4, y: frame.minY + 4))
        #expect(log.entries == ["action"], "the yellow padding belongs to the styled body")
    }

    @Test("PrimitiveButtonStyle: the style decides when to trigger — a double tap fires, a single tap does not")
    func primitiveStyleTriggers() {
        let log = Recorder()
        let host = ViewHost(Button("Go") { log("action") }.buttonStyle(DoubleTapStyle()).accessibilityIdentifier("button"))
        host.tap(on: "button")
        host.advance(by: 1)
        #expect(log.entries.isEmpty, "one tap is not the style's gesture")
        host.tap(count: 2, on: "button")
        #expect(log.entries == ["action"])
    }

    @Test("PrimitiveButtonStyle: trigger() does nothing while the button is disabled")
    func primitiveStyleDisabled() {
        let log = Recorder()
        var configuration: PrimitiveButtonStyleConfiguration?
        struct Capturing: PrimitiveButtonStyle {
            let capture: @MainActor (PrimitiveButtonStyleConfiguration) -> Void
            func makeBody(configuration: Configuration) -> some View {
                capture(configuration)
                return configuration.label
            }
        }
        _ = ViewHost(Button("Go") { log("action") }.buttonStyle(Capturing { configuration = $0 }).disabled(true))
        configuration?.trigger()
        #expect(configuration != nil)
        #expect(log.entries.isEmpty)
    }

    @Test("the default style draws the pressed label at ControlDefaults.pressedLabelOpacity (0.2) and back at 1 after release")
    func defaultHighlight() {
        let host = ViewHost(Button("Go") {}.accessibilityIdentifier("button"))
        let center = host.center(of: "button")
        #expect(host.view(withText: "Go")?.opacity == 1)
        host.touchDown(at: center)
        #expect(host.view(withText: "Go")?.opacity == ControlDefaults.pressedLabelOpacity)
        #expect(ControlDefaults.pressedLabelOpacity == 0.2)
        host.touchUp()
        #expect(host.view(withText: "Go")?.opacity == 1)
    }

    @Test("the plain style's highlight is subtler than the default's")
    func plainHighlight() {
        let host = ViewHost(Button("Go") {}.buttonStyle(.plain).accessibilityIdentifier("button"))
        host.touchDown(at: host.center(of: "button"))
        #expect(host.view(withText: "Go")?.opacity == ControlDefaults.plainPressedLabelOpacity)
        #expect(ControlDefaults.plainPressedLabelOpacity > ControlDefaults.pressedLabelOpacity)
        host.touchUp()
    }

    @Test("the default style tints the label with the accent colour; .plain does not; a disabled button is drawn in .tertiary")
    func tintAndDimming() {
        let tinted = ViewHost(Button("Go") {})
        #expect(tinted.view(withText: "Go")?.fillColor?.resolved == Color.accentColor.resolved)
        let plain = ViewHost(Button("Go") {}.buttonStyle(.plain))
        #expect(plain.view(withText: "Go")?.fillColor?.resolved == SystemColorPalette.primary)
        let disabled = ViewHost(Button("Go") {}.disabled(true))
        #expect(disabled.view(withText: "Go")?.fillColor?.resolved == SystemColorPalette.tertiary)
    }

    @Test("tint(_:) tints a default button's label, as on iOS 15 and later")
    func tintReachesTheDefaultStyle() {
        let host = ViewHost(Button("Go") {}.tint(.red))
        #expect(host.view(withText: "Go")?.fillColor?.resolved == Color.red.resolved)
    }

    @Test(".bordered draws the tinted label on a faint tinted rounded background, padded; .borderedProminent a white label on the solid tint")
    func borderedStyles() {
        let log = Recorder()
        let bordered = ViewHost(Button("Go") { log("bordered") }.buttonStyle(.bordered).tint(.green).accessibilityIdentifier("button"))
        let label = bordered.view(withText: "Go")!, button = bordered.view("button").globalFrame
        let padding = ControlDefaults.borderedPadding
        #expect(label.fillColor?.resolved == Color.green.resolved)
        #expect(abs(button.height - (label.globalFrame.height + padding.top + padding.bottom)) < 0.001)
        #expect(abs(button.width - (label.globalFrame.width + padding.leading + padding.trailing)) < 0.001)
        let background = bordered.drawnViews.first { $0.globalFrame == button && $0.fillColor != nil }
        #expect(background?.fillColor?.resolved == Color.green.opacity(ControlDefaults.borderedBackgroundOpacity).resolved)
        bordered.tap(at: CGPoint(x: button.minX + 3, y: button.midY))
        #expect(log.entries == ["bordered"], "the padding is part of the button")

        let prominent = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent).accessibilityIdentifier("button"))
        let frame = prominent.view("button").globalFrame
        #expect(prominent.view(withText: "Go")?.fillColor?.resolved == Color.white.resolved)
        #expect(prominent.drawnViews.first { $0.globalFrame == frame && $0.fillColor != nil }?.fillColor?.resolved == Color.accentColor.resolved)
        prominent.touchDown(at: prominent.center(of: "button"))
        #expect(prominent.view(withText: "Go")?.opacity == ControlDefaults.borderedPressedOpacity, "pressed, the whole button fades")
        prominent.touchUp()
        let disabled = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent).disabled(true))
        #expect(disabled.view(withText: "Go")?.fillColor?.resolved == SystemColorPalette.tertiary)
    }

    @Test("a disabled button does not fire, is not pressed, and its style reads isEnabled == false")
    func disabledDoesNotFire() {
        let log = Recorder()
        let host = ViewHost(VStack {
            Button("Go") { log("action") }.buttonStyle(EnabledReportingStyle()).accessibilityIdentifier("button")
        }.disabled(true))
        #expect(host.view(withText: "disabled") != nil)
        host.touchDown(at: host.center(of: "button"))
        #expect(host.view(withText: "Go")?.opacity == 1)
        host.touchUp()
        #expect(log.entries.isEmpty)
        let enabled = ViewHost(Button("Go") {}.buttonStyle(EnabledReportingStyle()))
        #expect(enabled.view(withText: "enabled") != nil)
    }

    @Test("a button of any style is one accessibility element with the button trait, and its role reaches the style")
    func accessibilityAndRole() {
        var roles: [ButtonRole?] = []
        struct RoleStyle: ButtonStyle {
            let record: @MainActor (ButtonRole?) -> Void
            func makeBody(configuration: Configuration) -> some View {
                record(configuration.role)
                return configuration.label
            }
        }
        let host = ViewHost(VStack {
            Button("Delete", role: .destructive) {}.buttonStyle(RoleStyle { roles.append($0) })
            Button("Go") {}.buttonStyle(DoubleTapStyle())
            Button("Plain") {}.buttonStyle(.plain)
        })
        #expect(host.accessibilityElements.map(\.label) == ["Delete", "Go", "Plain"])
        #expect(host.accessibilityElements.allSatisfy { $0.traits.contains(.isButton) })
        #expect(roles.last == .destructive)
    }
}
