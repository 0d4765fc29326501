import Foundation
import Testing
import TactileTesting
import TactileUI

/// The part of UIKit SwiftUI code uses (on iOS `import SwiftUI` also brings UIKit; issue 32,
/// item 3): `UIScreen.main` and `UIDevice.current` answer from the device the host runs on, and
/// opening a URL or playing a haptic is recorded on the host (`ViewHost.openedURLs`,
/// `ViewHost.hapticFeedback`), following UIKit's documentation of each type.
@MainActor
@Suite("UIKit compatibility")
struct UIKitCompatibilityTests {
    /// A card as wide as half the screen, as real code sizes it.
    private struct HalfScreenCard: View {
        var body: some View {
            Color.blue
                .frame(width: UIScreen.main.bounds.width / 2, height: 100)
                .accessibilityIdentifier("card")
        }
    }

    /// A colour in the style of apps' "light and dark hex" helpers: a UIKit dynamic provider.
    private struct DynamicSwatch: View {
        var body: some View {
            Color(UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            })
            .frame(width: 40, height: 40)
        }
    }

    @Test("a UIColor dynamic provider draws its light answer in the light scheme and its dark answer in the dark scheme")
    func dynamicProviderFollowsTheScheme() {
        let light = ViewHost(DynamicSwatch(), device: .iPhone16).svg()
        let dark = ViewHost(DynamicSwatch(), device: Device.iPhone16.dark()).svg()
        #expect(light.contains("#0000ff") && !light.contains("#ff0000"))
        #expect(dark.contains("#ff0000") && !dark.contains("#0000ff"))
        let nested = ViewHost(VStack { DynamicSwatch(); DynamicSwatch().colorScheme(.dark) }, device: .iPhone16).svg()
        #expect(nested.contains("#0000ff") && nested.contains("#ff0000"), "each swatch resolves for the scheme of the view drawing it")
    }

    @Test("UIScreen.main.bounds is the screen of the host's device: a card of half its width follows the device")
    func screenBoundsFollowDevice() throws {
        let phone = ViewHost(HalfScreenCard(), device: .iPhone16Pro)
        #expect(abs(try #require(phone.view(withIdentifier: "card")).globalFrame.width - 201) < 0.001)
        let pad = ViewHost(HalfScreenCard(), device: .iPadPro13)
        #expect(abs(try #require(pad.view(withIdentifier: "card")).globalFrame.width - 516) < 0.001)
    }

    private struct ScreenReport: View {
        var body: some View {
            let screen = UIScreen.main
            Text(verbatim: "\(Int(screen.bounds.width))x\(Int(screen.bounds.height)) @\(Int(screen.scale)) native \(Int(screen.nativeScale))")
        }
    }

    @Test("UIScreen.main gives the device's bounds at the origin, scale and native scale")
    func screenScale() {
        #expect(ViewHost(ScreenReport(), device: .iPhoneSE).view(withText: "375x667 @2 native 2") != nil)
        #expect(ViewHost(ScreenReport(), device: .iPhone16).view(withText: "393x852 @3 native 3") != nil)
        // A bare canvas is the screen, at scale 1.
        #expect(ViewHost(ScreenReport(), canvasSize: CGSize(width: 300, height: 500)).view(withText: "300x500 @1 native 1") != nil)
    }

    private struct DeviceReport: View {
        var body: some View {
            let device = UIDevice.current
            VStack {
                Text(device.userInterfaceIdiom == .pad ? "two columns" : "one column")
                Text(verbatim: "\(device.name) | \(device.model) | \(device.systemName) \(device.systemVersion)")
                Text(device.orientation.isPortrait ? "portrait" : "landscape")
            }
        }
    }

    @Test("UIDevice.current describes the host's device: idiom, name, model, system and orientation")
    func currentDevice() {
        let phone = ViewHost(DeviceReport(), device: .iPhone16Pro)
        #expect(phone.view(withText: "one column") != nil)
        #expect(phone.view(withText: "iPhone 16 Pro | iPhone | iOS 18.0") != nil)
        #expect(phone.view(withText: "portrait") != nil)
        let pad = ViewHost(DeviceReport(), device: .iPadMini)
        #expect(pad.view(withText: "two columns") != nil)
        #expect(pad.view(withText: "iPad mini (A17 Pro) | iPad | iPadOS 18.0") != nil)
    }

    @Test("two hosts each answer for their own device, also when their updates interleave")
    func eachHostAnswersForItsDevice() throws {
        let phone = ViewHost(HalfScreenCard(), device: .iPhoneSE)
        let pad = ViewHost(HalfScreenCard(), device: .iPadPro11)
        phone.advance(by: 0.1)
        pad.advance(by: 0.1)
        #expect(abs(try #require(phone.view(withIdentifier: "card")).globalFrame.width - 187.5) < 0.001)
        #expect(abs(try #require(pad.view(withIdentifier: "card")).globalFrame.width - 417) < 0.001)
    }

    @MainActor private final class Outcome { var opened: Bool? }

    @Test("outside any host the screen is the default canvas and nothing is recorded")
    func outsideAnyHost() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        let host = ViewHost(Text("idle"))
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        let outcome = Outcome()
        UIApplication.shared.open(URL(string: "https://example.com")!) { outcome.opened = $0 }
        #expect(outcome.opened == false, "no host to open it")
        #expect(host.hapticFeedback.isEmpty)
        #expect(host.openedURLs.isEmpty)
    }

    private struct HapticButtons: View {
        var body: some View {
            VStack {
                Button("Like") { UIImpactFeedbackGenerator(style: .heavy).impactOccurred() }
                Button("Soft") {
                    let generator = UIImpactFeedbackGenerator(style: .soft)
                    generator.prepare()
                    generator.impactOccurred(intensity: 0.5)
                }
                Button("Save") { UINotificationFeedbackGenerator().notificationOccurred(.success) }
                Button("Fail") { UINotificationFeedbackGenerator().notificationOccurred(.error) }
                Button("Pick") { UISelectionFeedbackGenerator().selectionChanged() }
            }
        }
    }

    @Test("feedback generators played by button actions are recorded on the host, in order")
    func hapticsAreRecorded() {
        let host = ViewHost(HapticButtons(), device: .iPhone16)
        #expect(host.hapticFeedback.isEmpty)
        host.tap(on: "Like")
        host.tap(on: "Soft")
        host.tap(on: "Save")
        host.tap(on: "Fail")
        host.tap(on: "Pick")
        #expect(host.hapticFeedback == [.impact(weight: .heavy), .impact(flexibility: .soft, intensity: 0.5), .success, .error, .selection])
        // Another host hears none of it.
        #expect(ViewHost(HapticButtons()).hapticFeedback.isEmpty)
    }

    @Test("a haptic played in a view's task is recorded on the host running the task")
    func hapticInTaskIsRecorded() async {
        struct Screen: View {
            var body: some View {
                Text("loaded").task { UINotificationFeedbackGenerator().notificationOccurred(.warning) }
            }
        }
        let host = ViewHost(Screen())
        await host.waitForTasks()
        #expect(host.hapticFeedback == [.warning])
    }

    /// A haptics helper in the style of wheel pickers: it keeps its generator in an `NSObject?`
    /// property (UIKit's generators are `NSObject`s), made from a nonisolated initializer.
    private final class FeedbackManager: @unchecked Sendable {
        private var generator: NSObject?
        nonisolated init() { generator = UISelectionFeedbackGenerator() }
        @MainActor func tick() { (generator as? UISelectionFeedbackGenerator)?.selectionChanged() }
    }

    @Test("a feedback generator is an NSObject, kept in an NSObject? property and played from there")
    func generatorIsAnNSObject() {
        let manager = FeedbackManager()
        let host = ViewHost(Button("Turn") { manager.tick() })
        host.tap(on: "Turn")
        #expect(host.hapticFeedback == [.selection])
        let generator: NSObject = UIImpactFeedbackGenerator(style: .rigid)
        #expect(generator.isEqual(generator))
        #expect(generator is UIFeedbackGenerator)
    }

    private struct LinkButton: View {
        @State private var result = "not opened"
        var body: some View {
            VStack {
                Button("Help") {
                    UIApplication.shared.open(URL(string: "https://example.com/help")!) { opened in
                        result = opened ? "opened" : "failed"
                    }
                }
                Button("Call") {
                    let url = URL(string: "tel://5551234")!
                    if UIApplication.shared.canOpenURL(url) { UIApplication.shared.open(url) }
                }
                Button("Other app") {
                    let url = URL(string: "someapp://open")!
                    if UIApplication.shared.canOpenURL(url) { UIApplication.shared.open(url) }
                }
                Text(result)
            }
        }
    }

    @Test("UIApplication.shared.open records the URL on the host and completes with true; canOpenURL answers for the system's schemes")
    func openedURLsAreRecorded() {
        let host = ViewHost(LinkButton(), device: .iPhone16)
        host.tap(on: "Help")
        #expect(host.view(withText: "opened") != nil)
        host.tap(on: "Other app")
        host.tap(on: "Call")
        #expect(host.openedURLs == [URL(string: "https://example.com/help")!, URL(string: "tel://5551234")!])
    }

    @Test("opening a universal link only, no app of the host handles it: not opened")
    func universalLinksOnlyIsNotOpened() {
        struct Screen: View {
            @State private var result = "waiting"
            var body: some View {
                VStack {
                    Button("Open") {
                        UIApplication.shared.open(URL(string: "https://example.com")!, options: [.universalLinksOnly: true]) { opened in
                            result = opened ? "opened" : "not opened"
                        }
                    }
                    Text(result)
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap(on: "Open")
        #expect(host.view(withText: "not opened") != nil)
        #expect(host.openedURLs.isEmpty)
    }

    /// A layer class of its own, as a backdrop view picks one.
    private final class TintLayer: CALayer {}

    /// A view whose layer class is chosen by name at run time, falling back to `CALayer`, and one
    /// with a layer class of its own.
    private final class BackdropView: UIView {
        override class var layerClass: AnyClass { NSClassFromString("CABackdropLayer") ?? CALayer.self }
    }

    private final class TintView: UIView {
        override class var layerClass: AnyClass { TintLayer.self }
    }

    @Test("a UIView's layer is made once from its class's layerClass, CALayer by default")
    func layerFollowsLayerClass() {
        let plain = UIView()
        #expect(type(of: plain.layer) == CALayer.self)
        #expect(plain.layer === plain.layer, "made once")
        #expect(type(of: TintView().layer) == TintLayer.self)
        // No private Core Animation class exists here: the fallback is taken.
        #expect(type(of: BackdropView().layer) == CALayer.self)
        let layer = TintView().layer
        layer.cornerRadius = 12
        layer.masksToBounds = true
        #expect(layer.cornerRadius == 12 && layer.masksToBounds && layer.opacity == 1)
    }
}
