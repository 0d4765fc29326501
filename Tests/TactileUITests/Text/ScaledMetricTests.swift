import Foundation
import Testing
import TactileTesting

/// `@ScaledMetric`: an icon size written for the default text size grows and shrinks with Dynamic
/// Type as its text style does (Apple's Dynamic Type table, `FontMetrics`).
@MainActor
@Suite("ScaledMetric")
struct ScaledMetricTests {
    struct Badge: View {
        @ScaledMetric private var iconSize = 36.0
        @ScaledMetric(relativeTo: .caption) private var captionGap: CGFloat = 12
        var body: some View {
            Text(verbatim: String(format: "icon %.2f gap %.2f", iconSize, Double(captionGap)))
        }
    }

    @Test("at the default size the value is as written; larger and smaller sizes scale it as body text scales")
    func scalesWithTheBodyStyle() {
        #expect(ViewHost(Badge(), device: .iPhone16).view(withText: "icon 36.00 gap 12.00") != nil)
        // body: 17 pt at large, 28 at accessibility1, 14 at xSmall; caption: 12, 22, 11.
        let big = Device.iPhone16.with { $0.dynamicTypeSize = .accessibility1 }
        #expect(ViewHost(Badge(), device: big).view(withText: "icon 59.29 gap 22.00") != nil)
        #expect(ViewHost(Badge().dynamicTypeSize(.xSmall), device: .iPhone16).view(withText: "icon 29.65 gap 11.00") != nil)
    }

    @Test("a change of the environment's size evaluates the view again with the new value")
    func followsTheEnvironment() {
        struct Switcher: View {
            @State private var large = false
            var body: some View {
                VStack {
                    Badge().dynamicTypeSize(large ? .xxxLarge : .large)
                    Button("Bigger") { large = true }
                }
            }
        }
        let host = ViewHost(Switcher(), device: .iPhone16)
        #expect(host.view(withText: "icon 36.00 gap 12.00") != nil)
        host.tap(on: "Bigger")
        // xxxLarge: body 23, caption 18.
        #expect(host.view(withText: "icon 48.71 gap 18.00") != nil)
    }
}
