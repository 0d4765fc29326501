import CardFlip
import Foundation
import TactileTesting
import Testing

// Mcrich23/CardFlip — README "Usage": `CardFlip(cardFront:cardBack:showBorder: true)`, "an easy way to flip a
// card on tap". In the library a tap turns the visible face edge-on about the y axis in 0.3 s
// (linear), then turns the other face in from edge-on in the next 0.3 s.
struct CardFlipReadmeView: View {
    var body: some View {
        CardFlip(cardFront: {
            VStack {
                Text("Front View") // What's shown on the front of the card
            }
        }, cardBack: {
            VStack {
                Text("Back View") // What's shown on the back of the card
            }
        }, showBorder: true) // Whether it shows the card border or not
    }
}

@MainActor
@Suite("Mcrich23/CardFlip: a tap flips the card to its back and another flips it back")
struct CardFlipMainGestureTests {
    let host = ViewHost(CardFlipReadmeView())

    func width(_ text: String) -> CGFloat { host.view(withText: text)?.globalFrame.width ?? .nan }

    @Test("At rest the front shows and the back is edge-on")
    func frontShows() {
        #expect(width("Front View") > 50)
        #expect(width("Back View") < 1)
    }

    @Test("A tap turns the front away in 0.3 s, then the back in over the next 0.3 s")
    func tapFlips() {
        let full = width("Front View")
        host.tap(on: "Front View")
        host.advance(by: 0.15)
        let turning = width("Front View")
        #expect(turning > 1 && turning < full - 5, "half way through the first turn: \(turning) of \(full)")
        #expect(width("Back View") < 1, "the back waits for the front")
        host.advance(by: 0.2)
        #expect(width("Front View") < 1, "the front is edge-on after 0.3 s")
        host.advance(by: 0.4)
        #expect(width("Back View") > 50, "the back has turned in: \(width("Back View"))")
    }

    @Test("A second tap flips the card back to its front")
    func secondTapFlipsBack() {
        host.tap(on: "Front View")
        host.advance(by: 0.8)
        host.tap(on: "Back View")
        host.advance(by: 0.8)
        #expect(width("Front View") > 50)
        #expect(width("Back View") < 1)
    }
}
