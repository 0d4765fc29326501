import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Appearance APIs accepted with a documented effect (docs/COMPATIBILITY.md): `controlSize(_:)`
/// sets the environment value views read; `indexViewStyle(_:)` and `Font.smallCaps()` draw as
/// without them.
@MainActor
@Suite("controlSize, indexViewStyle and smallCaps: accepted, with the effect documented")
struct AcceptedAppearanceModifierTests {
    private struct SizeReader: View {
        @Environment(\.controlSize) private var size
        var body: some View { Text("\(String(describing: size))") }
    }

    @Test("controlSize sets the environment's controlSize, regular by default")
    func controlSize() {
        #expect(ViewHost(SizeReader()).view(withText: "regular") != nil)
        #expect(ViewHost(SizeReader().controlSize(.small)).view(withText: "small") != nil)
    }

    @Test("a paged TabView draws the same with any index view style; small caps lay out as the font itself")
    func drawnAsWithout() {
        func pages() -> some View {
            TabView { Color.red; Color.blue }.tabViewStyle(.page(indexDisplayMode: .always)).frame(width: 300, height: 200)
        }
        #expect(ViewHost(pages().indexViewStyle(.page(backgroundDisplayMode: .always))).svg() == ViewHost(pages()).svg())
        let plain = ViewHost(Text("Hello").font(.body)).view("Hello").globalFrame
        #expect(ViewHost(Text("Hello").font(.body.smallCaps())).view("Hello").globalFrame == plain)
    }
}
