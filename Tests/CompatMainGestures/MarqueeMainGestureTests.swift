import Foundation
import Marquee
import TactileTesting
import Testing

// SwiftUIKit/Marquee — README "Usage": `Marquee { Text("Hello World!").fontWeight(.bold).font(.system(size: 40)) }`
// scrolls its content; "Animation Options": `.marqueeDuration(_:)` (default 2 s), `.marqueeDirection(_:)`
// (right2left by default), `.marqueeWhenNotFit(_:)`, `.marqueeIdleAlignment(_:)`; a duration of 0 stops it.
// No gesture: the main behaviour is the animation, on the host's clock. In the library the content sits in
// a `GeometryReader`, measured through a preference; `withAnimation(.linear(duration: 0.01)) { state = .ready;
// withAnimation(.linear(duration:).repeatForever(autoreverses:)) { state = .animating } }` moves its offset
// from the reader's width (ready) to minus the content's width (animating), through a `GeometryEffect`.
struct MarqueeReadmeView: View {
    var duration: Double = 2
    var direction: MarqueeDirection = .right2left

    var body: some View {
        Marquee {
            Text("Hello World!")
                .fontWeight(.bold)
                .font(.system(size: 40))
        }
        .marqueeDuration(duration)
        .marqueeDirection(direction)
        .frame(height: 100)
    }
}

@MainActor
@Suite("SwiftUIKit/Marquee: the content scrolls across on the clock (animation; no gesture)")
struct MarqueeMainGestureTests {
    func x(_ host: ViewHost<MarqueeReadmeView>) -> CGFloat { host.view("Hello World!").globalFrame.minX }

    @Test("Right to left: the text moves left at a steady speed, from the right edge to past the left one, every 2 s")
    func scrollsRightToLeft() {
        let host = ViewHost(MarqueeReadmeView())
        host.advance(by: 0.1)
        let width = host.view("Hello World!").globalFrame.width
        #expect(width > 100)
        var xs: [CGFloat] = []
        for _ in 0..<8 {
            host.advance(by: 0.2)
            xs.append(x(host))
        }
        // 1.6 s of a 2-s pass: it moves left the whole time, by the same step each 0.2 s (linear).
        let steps = zip(xs.dropFirst(), xs).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 < -10 }, "moving left: \(xs)")
        let step = (390 + width) / 10
        #expect(steps.allSatisfy { abs($0 + step) < 2 }, "\(steps), expected −\(step) each (390 + \(width) pt in 2 s)")
        // Over a whole pass it covers the right edge to past the left one, then starts again.
        var seen: [CGFloat] = []
        for _ in 0..<40 {
            host.advance(by: 0.05)
            seen.append(x(host))
        }
        #expect(seen.max()! > 390 - step, "it enters at the right edge: \(seen.max()!)")
        #expect(seen.min()! < -width + step, "it leaves past the left edge: \(seen.min()!)")
    }

    @Test("Left to right: the text moves right")
    func scrollsLeftToRight() {
        let host = ViewHost(MarqueeReadmeView(direction: .left2right))
        host.advance(by: 0.3)
        let a = x(host)
        host.advance(by: 0.2)
        let b = x(host)
        #expect(b - a > 10, "\(a) → \(b)")
    }

    @Test("A duration of 0 stops it: the text stays at the idle alignment, leading")
    func zeroDurationStops() {
        let host = ViewHost(MarqueeReadmeView(duration: 0))
        host.advance(by: 0.5)
        #expect(x(host) == 0)
        host.advance(by: 1)
        #expect(x(host) == 0)
    }
}
