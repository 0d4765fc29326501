import FlipKit
import Foundation
import TactileTesting
import Testing

// danielsaidi/FlipKit — README "Getting Started": `FlipView(isFlipped:front:back:)` with
// `.flipAnimation(.linear, duration: 1.0)`; a tap flips it (to the right), a swipe flips it in the swipe's
// direction, and `isFlipped` follows. In the library the card turns edge-on in half the duration
// (`withAnimation(_:_:completion:)`), the face changes, and the card turns on in the full duration.
struct FlipCard: View {
    let color: Color
    var body: some View {
        color.cornerRadius(10)
    }
}

struct FlipKitReadmeView: View {
    @State private var isFlipped = false

    var body: some View {
        FlipView(
            isFlipped: $isFlipped,
            front: { FlipCard(color: .green).accessibilityIdentifier("front") },
            back: { FlipCard(color: .red).accessibilityIdentifier("back") }
        )
        .flipAnimation(.linear, duration: 1.0)
        .frame(width: 200, height: 300)
    }
}

@MainActor
@Suite("danielsaidi/FlipKit: a tap or a swipe flips the card")
struct FlipKitMainGestureTests {
    let host = ViewHost(FlipKitReadmeView())

    var isFlipped: String? { host.stateValue(named: "isFlipped", in: "FlipKitReadmeView") }
    func width(_ id: String) -> CGFloat { host.view(withIdentifier: id)?.globalFrame.width ?? .nan }

    @Test("A tap turns the front edge-on in 0.5 s, then the back turns on; isFlipped becomes true")
    func tapFlips() async {
        #expect(width("front") == 200)
        host.tap(at: CGPoint(x: 195, y: 422))
        host.advance(by: 0.25)
        let turning = width("front")
        #expect(turning > 1 && turning < 199, "half way to edge-on: \(turning)")
        #expect(isFlipped == "false")
        await host.settle()
        #expect(isFlipped == "true")
        #expect(host.view(withIdentifier: "front") == nil)
        #expect(abs(width("back") - 200) < 0.5, "the back faces the viewer: \(width("back"))")
    }

    @Test("A quick swipe up on the flipped card flips it back to the front")
    func swipeFlipsBack() async {
        host.tap(at: CGPoint(x: 195, y: 422))
        await host.settle()
        host.drag(from: CGPoint(x: 195, y: 480), to: CGPoint(x: 195, y: 380), duration: 0.2)
        await host.settle()
        #expect(isFlipped == "false")
        #expect(abs(width("front") - 200) < 0.5)
    }
}
