import Foundation
import Testing
import TactileTesting
import TactileUI

/// The dark appearance and Dynamic Type as a device shows them (issue 32, item 3): system
/// colours take their dark values in a dark environment (Apple HIG, "Color" → "Specifications");
/// text styles take the HIG's point size for the Dynamic Type size ("Typography" → "Dynamic
/// Type sizes"); colours made from components and fixed-size fonts do not change.
@MainActor
@Suite("Appearance and Dynamic Type")
struct AppearanceTests {
    private static func fills(_ svg: String) -> [String] {
        svg.matches(of: /fill="(#[0-9a-f]+)"/).map { String($0.output.1) }
    }

    private static func fontSizes(_ svg: String) -> [String] {
        svg.matches(of: /font-size="([0-9.]+)"/).map { String($0.output.1) }
    }

    @Test("a system colour draws its dark value on a dark device and its light value on a light one")
    func systemColoursFollowTheAppearance() {
        let view = HStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        #expect(Self.fills(ViewHost(view, device: .iPhone16).svg()) == ["#ff3b30", "#007aff"])
        #expect(Self.fills(ViewHost(view, device: Device.iPhone16.dark()).svg()) == ["#ff453a", "#0a84ff"])
    }

    @Test("a colour made from components, black and white are the same in both appearances")
    func componentColoursDoNotAdapt() {
        let view = HStack {
            Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 10, height: 10)
            Color.black.frame(width: 10, height: 10)
            Color.white.frame(width: 10, height: 10)
        }
        let light = Self.fills(ViewHost(view, device: .iPhone16).svg())
        #expect(light == ["#336699", "#000000", "#ffffff"])
        #expect(Self.fills(ViewHost(view, device: Device.iPhone16.dark()).svg()) == light)
    }

    @Test("text is black on a light device and white on a dark one; .secondary is the dark secondary label")
    func labelsFollowTheAppearance() {
        let view = VStack { Text("Title"); Text("Detail").foregroundStyle(.secondary); Text("Note").foregroundColor(.secondary) }
        let light = ViewHost(view, device: .iPhone16).svg()
        let dark = ViewHost(view, device: Device.iPhone16.dark()).svg()
        #expect(Self.fills(light) == ["#000000", "#3c3c43", "#3c3c43"])
        #expect(Self.fills(dark) == ["#ffffff", "#ebebf5", "#ebebf5"])
        #expect(dark.contains("fill-opacity=\"0.6\""))
    }

    @Test("preferredColorScheme(.dark) turns the window's colours dark as the user toggles it")
    func preferredColorSchemeRedraws() {
        struct Screen: View {
            @State private var dark = false
            var body: some View {
                VStack {
                    Color.green.frame(width: 10, height: 10)
                    Button("Toggle") { dark.toggle() }
                }
                .preferredColorScheme(dark ? .dark : nil)
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16Pro)
        #expect(Self.fills(host.svg()).first == "#34c759")
        host.tap(on: "Toggle")
        #expect(Self.fills(host.svg()).first == "#30d158")
    }

    @Test("a text style's size follows the Dynamic Type size; a fixed size does not", arguments: [
        (DynamicTypeSize.xSmall, "14", "31"), (.large, "17", "34"), (.xxxLarge, "23", "40"), (.accessibility5, "53", "60"),
    ])
    func textStylesScale(size: DynamicTypeSize, body: String, largeTitle: String) {
        let view = VStack {
            Text("Body")
            Text("Big").font(.largeTitle)
            Text("Fixed").font(.system(size: 17))
        }
        let device = Device.iPhone16.with { $0.dynamicTypeSize = size }
        #expect(Self.fontSizes(ViewHost(view, device: device).svg()) == [body, largeTitle, "17"])
    }

    @Test("dynamicTypeSize(_:) on a subtree scales only its text, and larger text wraps into more lines")
    func dynamicTypeSizeModifierScalesItsSubtree() {
        let long = "A sentence long enough to wrap at the larger size"
        let view = VStack {
            Text(long).frame(width: 300).accessibilityIdentifier("default")
            Text(long).frame(width: 300).dynamicTypeSize(.accessibility3).accessibilityIdentifier("large")
        }
        let host = ViewHost(view, device: .iPhone16)
        #expect(Self.fontSizes(host.svg()) == ["17", "40"])
        let normal = host.view(withIdentifier: "default")?.globalFrame.height ?? 0
        let large = host.view(withIdentifier: "large")?.globalFrame.height ?? 0
        #expect(large > normal * 3, "the 40 pt text wraps into more lines (\(large) vs \(normal))")
    }

    @Test("an SF Symbol sized by a text style grows with the Dynamic Type size")
    func symbolsScale() {
        let view = Image(systemName: "star.fill").accessibilityIdentifier("star")
        let large = ViewHost(view, device: .iPhone16).view(withIdentifier: "star")?.globalFrame.height
        let huge = ViewHost(view, device: Device.iPhone16.with { $0.dynamicTypeSize = .accessibility2 }).view(withIdentifier: "star")?.globalFrame.height
        #expect(large == 17)
        #expect(huge == 33)
    }
}
