import Foundation
import TactileTesting
import Testing
import TinderSwipingAnimation

// omarthamri/TinderSwipingAnimation — README "Usage": `TinderSwipingAnimation(cards:buttons:) { cardModel, direction in … }`
// over three `CardModel`s; the top card follows a drag, tilted, and a swipe past 100 pt sends it off
// screen and calls the closure with the card and the direction; a shorter drag brings it back.
final class SwipeLog {
    var entries: [String] = []
}

struct TinderReadmeView: View {
    let log: SwipeLog
    let cards: [CardModel] = [
        CardModel(name: "Brie", imageName: "brie", age: "34"),
        CardModel(name: "Scarlett", imageName: "scarlett", age: "38"),
        CardModel(name: "Elizabeth", imageName: "elizabeth", age: "33"),
    ]

    var body: some View {
        TinderSwipingAnimation(cards: cards, buttons: []) { cardModel, direction in
            log.entries.append("Swiped \(cardModel.name) to \(direction.description)")
        }
    }
}

@MainActor
@Suite("omarthamri/TinderSwipingAnimation: the top card follows a drag and is swiped away past 100 pt")
struct TinderSwipingAnimationMainGestureTests {
    let log = SwipeLog()
    let host: ViewHost<TinderReadmeView>

    init() {
        host = ViewHost(TinderReadmeView(log: log))
    }

    func nameX(_ name: String) -> CGFloat { host.view(withText: name)?.center.x ?? .nan }

    @Test("The top card (the last, Elizabeth) follows a drag right")
    func cardFollowsTheFinger() async {
        let home = nameX("Elizabeth"), under = nameX("Scarlett")
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 255, y: 300), lift: false)
        await host.run(for: 0.05)
        let moved = nameX("Elizabeth")
        // Rotated by 8° about the card's centre as well, so only roughly 60 pt.
        #expect(moved - home > 40 && moved - home < 80, "the name moved from \(home) to \(moved)")
        #expect(abs(nameX("Scarlett") - under) < 1, "the card under it stays")
        host.touchUp()
        await host.settle()
        #expect(abs(nameX("Elizabeth") - home) < 1, "a 60-pt drag springs back")
        #expect(log.entries.isEmpty)
    }

    @Test("A swipe right past 100 pt sends the top card off screen and reports it; a swipe left takes the next")
    func swipesAreReported() async {
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 345, y: 300))
        await host.settle()
        #expect(nameX("Elizabeth") > 390, "swiped off to the right: \(nameX("Elizabeth"))")
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 45, y: 300))
        await host.settle()
        #expect(nameX("Scarlett") < 0, "swiped off to the left: \(nameX("Scarlett"))")
        #expect(log.entries == ["Swiped Elizabeth to right", "Swiped Scarlett to left"])
    }
}
