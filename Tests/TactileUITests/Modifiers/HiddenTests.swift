import Foundation
import Testing
import TactileTesting
import TactileUI

/// `hidden()` as SwiftUI documents it: "Hidden views are invisible and can't receive or respond to
/// interactions. However, they do remain in the view hierarchy and affect layout."
@MainActor
@Suite("Modifiers: hidden()")
struct HiddenTests {
    @Test("a hidden view keeps its place in layout but is not drawn, hit or read by VoiceOver")
    func hiddenKeepsLayout() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 40).hidden()
            Text("Below")
        }
        let host = ViewHost(Button("Hidden") { taps.count += 1 }.frame(width: 100, height: 40).hidden(),
                            canvasSize: CGSize(width: 100, height: 40))
        host.tap(at: CGPoint(x: 50, y: 20))
        #expect(taps.count == 0, "a hidden button does not respond")
        #expect(host.accessibilityElements.isEmpty)
        let stack = ViewHost(view, canvasSize: CGSize(width: 100, height: 100))
        #expect(stack.view(withText: "Below")!.globalFrame.minY > 40, "the hidden view still takes its 40 pt")
        #expect(!stack.svg().contains("#ff3b30"), "the hidden red square is not drawn")
    }
}
