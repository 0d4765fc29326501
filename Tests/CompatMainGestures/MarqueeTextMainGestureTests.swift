import Foundation
import MarqueeText
import TactileTesting
import Testing

// harflabs/MarqueeText — README "Basic Usage": `MarqueeText("This is a long text that will scroll smoothly across
// the screen!")` "automatically creates marquee scrolling animations when text overflows its container"; short
// text stays static ("Short Text (Static)"). No gesture: the main behaviour is the animation. In the library, a
// text wider than its `GeometryReader` is drawn twice in an `HStack(spacing: 50)` whose offset goes from 0 to
// −(text width + 50) with `.easeInOut(duration: 8).delay(1).repeatForever(autoreverses: false)`, started in
// `onAppear` after a first pass has measured the text (in the static branch's `onAppear`).
struct MarqueeTextReadmeView: View {
    var body: some View {
        VStack(spacing: 20) {
            MarqueeText("This is a long text that will scroll smoothly across the screen!")
            MarqueeText("Short text")
        }
        .padding()
    }
}

@MainActor
@Suite("harflabs/MarqueeText: overflowing text scrolls, short text stays (animation; no gesture)")
struct MarqueeTextMainGestureTests {
    let host = ViewHost(MarqueeTextReadmeView())
    let long = "This is a long text that will scroll smoothly across the screen!"

    /// The x of the copies of `text`, left to right.
    func copies(_ text: String) -> [CGRect] {
        host.drawnViews.filter { $0.text == text }.map(\.globalFrame).sorted { $0.minX < $1.minX }
    }

    @Test("The long text is drawn twice, 50 pt apart, and waits out the 1-s delay at the leading edge")
    func twoCopiesWaitForTheDelay() {
        host.advance(by: 0.5)
        let frames = copies(long)
        #expect(frames.count == 2)
        guard frames.count == 2 else { return }
        #expect(frames[0].width > 358, "wider than the 358-pt container: \(frames[0].width)")
        #expect(abs(frames[1].minX - frames[0].maxX - 50) < 0.5)
        #expect(frames[0].minX == 16)
    }

    @Test("It then moves left with ease-in-out: half way (text width + 50) / 2 at 4 s into the 8-s pass")
    func scrollsWithEaseInOut() {
        host.advance(by: 0.1)
        let start = copies(long)
        guard start.count == 2 else {
            Issue.record("the long text is not drawn twice: \(start)")
            return
        }
        let travel = start[0].width + 50
        host.advance(by: 1.0 + 1.0)  // 1 s into the pass: ease-in, little moved yet
        let early = 16 - copies(long)[0].minX
        #expect(early > 0 && early < travel * 0.1, "\(early) of \(travel)")
        host.advance(by: 3.0)  // half way
        let half = 16 - copies(long)[0].minX
        #expect(abs(half - travel / 2) < travel * 0.05, "\(half), expected about \(travel / 2)")
        host.advance(by: 3.0)  // 7 s in: most of the way
        let late = 16 - copies(long)[0].minX
        #expect(late > travel * 0.9 && late < travel, "\(late) of \(travel)")
        // The pass ends with the second copy where the first started: it repeats, moving again later on.
        host.advance(by: 2.0)
        let a = copies(long).first?.minX ?? .nan
        host.advance(by: 2.0)
        let b = copies(long).first?.minX ?? .nan
        #expect(a != b, "still moving after the first pass: \(a), \(b)")
    }

    @Test("The short text is drawn once and never moves")
    func shortTextIsStatic() {
        host.advance(by: 0.5)
        #expect(copies("Short text").count == 1)
        let x = copies("Short text").first?.minX
        host.advance(by: 5)
        #expect(copies("Short text").first?.minX == x)
        #expect(x == 16)
    }
}
