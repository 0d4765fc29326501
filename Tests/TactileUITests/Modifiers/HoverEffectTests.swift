import Foundation
import Testing
import TactileTesting
import TactileUI

/// `hoverEffect(_:isEnabled:)` and `hoverEffectDisabled(_:)` (SwiftUI, iOS 13.4 and 17): an iPad's
/// pointer effects. A touch host has no pointer, as an iPhone has none, so the effect is never
/// shown: the view lays out, draws and takes touches as without it; `isHoverEffectEnabled` reads
/// as SwiftUI documents.
@MainActor
@Suite("Hover effects on a host without a pointer")
struct HoverEffectTests {
    /// In the style of kanban libraries: a card with the iPad's highlight, tapped to select it.
    private struct Card: View {
        let highlighted: Bool
        @State private var taps = 0
        var body: some View {
            let card = Text("Card \(taps)").padding().background(Color.blue)
            if highlighted {
                card.hoverEffect(.highlight).onTapGesture { taps += 1 }
            } else {
                card.onTapGesture { taps += 1 }
            }
        }
    }

    @Test("a card with a hover effect draws and takes taps exactly as without it")
    func drawsAndTapsAsWithout() {
        let with = ViewHost(Card(highlighted: true), canvasSize: CGSize(width: 200, height: 100))
        let without = ViewHost(Card(highlighted: false), canvasSize: CGSize(width: 200, height: 100))
        #expect(with.svg() == without.svg())
        with.tap(on: "Card 0")
        #expect(with.view(withText: "Card 1") != nil)
    }

    private struct Reader: View {
        @Environment(\.isHoverEffectEnabled) private var enabled
        var body: some View { Text("enabled \(enabled)") }
    }

    @Test("isHoverEffectEnabled is true by default, false under hoverEffectDisabled(), and false(false) does not turn it back on")
    func disabledInEnvironment() {
        #expect(ViewHost(Reader()).view(withText: "enabled true") != nil)
        #expect(ViewHost(Reader().hoverEffectDisabled()).view(withText: "enabled false") != nil)
        #expect(ViewHost(Reader().hoverEffectDisabled(false).hoverEffectDisabled()).view(withText: "enabled false") != nil)
        #expect(ViewHost(Reader().hoverEffectDisabled(false)).view(withText: "enabled true") != nil)
        _ = Text("x").hoverEffect().hoverEffect(.lift, isEnabled: false).hoverEffect(.automatic)
    }
}
