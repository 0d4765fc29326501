import Foundation
import Testing
import TactileTesting
import TactileUI

/// What a device puts in the environment, and the presets' numbers.
@MainActor
@Suite("Device environment")
struct DeviceEnvironmentTests {
    private struct SchemeLabel: View {
        @Environment(\.colorScheme) private var colorScheme
        var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
    }

    @Test("colorScheme comes from the device")
    func colorSchemeFromDevice() {
        #expect(ViewHost(SchemeLabel(), device: .iPhone16).view(withText: "light") != nil)
        let dark = ViewHost(SchemeLabel(), device: Device.iPhone16.dark())
        #expect(dark.view(withText: "dark") != nil)
        #expect(dark.colorScheme == .dark)
        // A bare canvas is light, as SwiftUI's default environment.
        #expect(ViewHost(SchemeLabel()).view(withText: "light") != nil)
    }

    @Test("preferredColorScheme changes the scheme of the whole window, also views outside the one that asks")
    func preferredColorSchemeReachesTheWindow() {
        struct Screen: View {
            @State private var dark = false
            var body: some View {
                VStack {
                    SchemeLabel()
                    Button("Toggle") { dark.toggle() }
                        .preferredColorScheme(dark ? .dark : nil)
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16Pro)
        #expect(host.colorScheme == .light)
        #expect(host.view(withText: "light") != nil)
        host.tap(on: "Toggle")
        #expect(host.colorScheme == .dark)
        #expect(host.view(withText: "dark") != nil)
        // nil gives the device's scheme back.
        host.tap(on: "Toggle")
        #expect(host.colorScheme == .light)
        #expect(host.view(withText: "light") != nil)
    }

    @Test("environment(\\.colorScheme) overrides the scheme for a subtree only")
    func colorSchemeEnvironmentOverride() {
        let host = ViewHost(VStack { SchemeLabel(); SchemeLabel().environment(\.colorScheme, .dark) }, device: .iPhone16)
        #expect(host.view(withText: "light") != nil)
        #expect(host.view(withText: "dark") != nil)
        #expect(host.colorScheme == .light)
    }

    @Test("the deprecated colorScheme(_:) sets the scheme of its subtree, as environment(\\.colorScheme) does, and leaves the window's")
    func colorSchemeModifier() {
        let host = ViewHost(VStack { SchemeLabel(); SchemeLabel().colorScheme(.dark) }, device: .iPhone16)
        #expect(host.view(withText: "light") != nil)
        #expect(host.view(withText: "dark") != nil)
        #expect(host.colorScheme == .light)
    }

    private struct TypeSizeLabel: View {
        @Environment(\.dynamicTypeSize) private var size
        var body: some View { Text(verbatim: "\(size)\(size.isAccessibilitySize ? " (accessibility)" : "")") }
    }

    @Test("dynamicTypeSize comes from the device, and dynamicTypeSize(_:) sets or clamps it")
    func dynamicTypeSizeInAView() {
        #expect(ViewHost(TypeSizeLabel(), device: .iPhone16).view(withText: "large") != nil)
        let big = Device.iPhone16.with { $0.dynamicTypeSize = .accessibility3 }
        #expect(ViewHost(TypeSizeLabel(), device: big).view(withText: "accessibility3 (accessibility)") != nil)
        #expect(ViewHost(TypeSizeLabel().dynamicTypeSize(.xSmall), device: big).view(withText: "xSmall") != nil)
        // Clamped into a range: accessibility3 → xxxLarge; a size inside stays.
        #expect(ViewHost(TypeSizeLabel().dynamicTypeSize(...DynamicTypeSize.xxxLarge), device: big).view(withText: "xxxLarge") != nil)
        #expect(ViewHost(TypeSizeLabel().dynamicTypeSize(.small ... .xLarge), device: .iPhone16).view(withText: "large") != nil)
        #expect(ViewHost(TypeSizeLabel().dynamicTypeSize(.xLarge...), device: .iPhone16).view(withText: "xLarge") != nil)
    }

    @Test("DynamicTypeSize is ordered, and the accessibility sizes are the five largest")
    func dynamicTypeSizeOrder() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3,
                                                                           .accessibility4, .accessibility5])
    }

    @Test("displayScale and layoutDirection are in the environment")
    func displayScaleAndLayoutDirection() {
        struct Probe: View {
            @Environment(\.displayScale) private var scale
            @Environment(\.layoutDirection) private var direction
            var body: some View { Text(verbatim: "@\(Int(scale))x \(direction == .leftToRight ? "ltr" : "rtl")") }
        }
        #expect(ViewHost(Probe(), device: .iPhone16Pro).view(withText: "@3x ltr") != nil)
        #expect(ViewHost(Probe(), device: .iPadPro11).view(withText: "@2x ltr") != nil)
        #expect(ViewHost(Probe()).view(withText: "@1x ltr") != nil)
        #expect(ViewHost(Probe().environment(\.layoutDirection, .rightToLeft)).view(withText: "@1x rtl") != nil)
    }

    @Test("the presets carry Apple's screen sizes, scales and safe areas")
    func presetNumbers() {
        let iPhone16Pro = Device.iPhone16Pro
        #expect(iPhone16Pro.canvasSize == CGSize(width: 402, height: 874))
        #expect(iPhone16Pro.displayScale == 3)
        #expect(iPhone16Pro.safeAreaInsets == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        #expect(iPhone16Pro.safeFrame == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(Device.iPhone16.canvasSize == CGSize(width: 393, height: 852))
        #expect(Device.iPhone16ProMax.canvasSize == CGSize(width: 440, height: 956))
        #expect(Device.iPhoneSE.safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(Device.iPhoneSE.displayScale == 2)
        #expect(Device.iPadPro13.canvasSize == CGSize(width: 1032, height: 1376))
        #expect(Device.iPadMini.model == "iPad")
        #expect(Device.presets.count == 9)
        #expect(Set(Device.presets.map(\.name)).count == Device.presets.count)
        // Every preset's safe region is inside its screen and taller than it is inset.
        for device in Device.presets {
            #expect(device.safeFrame.maxY <= device.canvasSize.height, "\(device.name)")
            #expect(device.safeAreaInsets.vertical < device.canvasSize.height / 4, "\(device.name)")
        }
    }

    @Test("ViewHost(view, device:) reports its device and lays the root out in the safe area")
    func hostReportsDevice() {
        let host = ViewHost(Color.red.accessibilityIdentifier("fill"), device: .iPadMini)
        #expect(host.device == .iPadMini)
        #expect(host.canvasSize == CGSize(width: 744, height: 1133))
        #expect(host.view(withIdentifier: "fill")?.globalFrame == CGRect(x: 0, y: 24, width: 744, height: 1089))
    }
}
