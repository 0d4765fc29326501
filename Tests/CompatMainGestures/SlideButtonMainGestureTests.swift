import Foundation
import SlideButton
import TactileTesting
import Testing

// no-comment/SlideButton — README "Usage": `SlideButton("Slide to Unlock") { await unlockDevice() }.padding()`: the
// indicator is dragged along the button; released past the end (or flicked past it) the async callback
// runs, with a spinner until it returns; released short it springs back and nothing runs.
// (`SlideButton("Slide to Unlock") { … }` does not compile at this commit, on iOS either: two title
// initializers differ only in the closure's label.)
@MainActor
final class UnlockLog {
    var entries: [String] = []

    func unlockDevice() async {
        entries.append("unlocking")
        await Task.yield()
        entries.append("unlocked")
    }
}

struct SlideButtonReadmeView: View {
    let log: UnlockLog

    var body: some View {
        // The README's trailing closure is ambiguous at this commit (anywhere: the title initializers take
        // it as `callback:` or as `action:`), so the closure is labelled.
        SlideButton("Slide to Unlock", action: {
            await log.unlockDevice()
        })
        .padding()
        .accessibilityIdentifier("slide")
    }
}

@MainActor
@Suite("no-comment/SlideButton: sliding the indicator to the end runs the callback")
struct SlideButtonMainGestureTests {
    let log = UnlockLog()
    let host: ViewHost<SlideButtonReadmeView>

    init() {
        host = ViewHost(SlideButtonReadmeView(log: log))
    }

    /// A drag of `dx` over `duration` at 60 Hz that lets the main queue run after every event: the library
    /// marks the drag as begun in `DispatchQueue.main.async` (real time, not the host's clock), and its
    /// `onEnded` does nothing unless that ran, as it has on a device between two touch events.
    func slide(from start: CGPoint, by dx: CGFloat, duration: Double) async {
        host.touchDown(at: start)
        await Task.yield()
        let steps = max(3, Int(duration * 60))
        for step in 1...steps {
            host.advance(by: duration / Double(steps))
            host.move(to: CGPoint(x: start.x + dx * CGFloat(step) / CGFloat(steps), y: start.y))
            for _ in 0..<3 { await Task.yield() }
        }
        host.touchUp()
        for _ in 0..<3 { await Task.yield() }
    }

    /// The indicator's centre at rest: 16 pt padding, 5 pt spacing, half of the 50-pt indicator.
    var indicator: CGPoint {
        let frame = host.view("slide").globalFrame
        return CGPoint(x: frame.minX + 16 + 5 + 25, y: frame.midY)
    }

    @Test("A slow drag all the way runs the callback once")
    func fullSlideUnlocks() async {
        let start = indicator
        await slide(from: start, by: 330, duration: 1)
        await host.run(for: 0.1)
        #expect(log.entries == ["unlocking", "unlocked"])
    }

    @Test("A slow drag half way springs back and runs nothing")
    func shortSlideDoesNothing() async {
        let start = indicator
        await slide(from: start, by: 150, duration: 1)
        await host.run(for: 1)
        #expect(log.entries.isEmpty)
        await slide(from: start, by: 330, duration: 1)
        await host.run(for: 0.1)
        #expect(log.entries.first == "unlocking", "the indicator is back at the start and slides again")
    }

    @Test("A fast flick of 200 pt, whose predicted end passes the button's width, runs the callback")
    func flickUnlocks() async {
        // 200 pt in 4 moves over 1/15 s (3,000 pt/s): predicted end 200 + 0.25 × 3,000 = 950 pt.
        await slide(from: indicator, by: 200, duration: 1.0 / 15)
        await host.run(for: 0.1)
        #expect(log.entries.first == "unlocking")
    }
}
