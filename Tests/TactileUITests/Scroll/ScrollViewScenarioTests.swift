import Foundation
import Testing
import TactileTesting

/// Scroll views driven by real touches through the host (docs/ARCHITECTURE-HOST.md,
/// "Scrolling"; issue 13). UIKit sources: UIScrollView's pan hysteresis (~10 pt),
/// `DecelerationRate.normal` (0.998/ms), its rubber band and `canCancelContentTouches`.
@MainActor
@Suite("ScrollView: scrolling, arbitration with content (S-60…S-68, S-90 iOS 18)")
struct ScrollViewScenarioTests {
    static func colours() -> ScrollRows<Color> { ScrollRows { _ in Color.blue } }

    @Test("a vertical drag scrolls the content with the finger once past UIScrollView's 10 pt slop")
    func dragScrollsWithTheFinger() {
        let host = scrollHost(Self.colours())
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.step(to: CGPoint(x: 200, y: 295))
        #expect(host.scrollOffset == 0, "under the slop nothing scrolls")
        host.step(to: CGPoint(x: 200, y: 285))
        #expect(host.scrollOffset == 0, "the pan begins at the slop without a jump")
        host.step(to: CGPoint(x: 200, y: 235))
        #expect(abs(host.scrollOffset - 50) < 0.001, "the content follows the finger point for point")
        host.step(to: CGPoint(x: 200, y: 185))
        #expect(abs(host.scrollOffset - 100) < 0.001)
        host.touchUp(at: CGPoint(x: 200, y: 185))
    }

    @Test("a fling keeps scrolling after the finger lifts and decelerates to rest (DecelerationRate.normal)")
    func flingDecelerates() {
        let host = scrollHost(Self.colours())
        host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150), duration: 0.1)
        let released = host.scrollOffset
        var offsets = [released]
        for _ in 0..<240 {
            host.advance(by: 1.0 / 60)
            offsets.append(host.scrollOffset)
        }
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        #expect(steps.first! > 10, "it keeps going after the lift")
        #expect(steps.allSatisfy { $0 >= 0 }, "in the fling's direction only")
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $1 <= $0 + 0.000_1 }, "ever slower")
        host.advance(by: 10)
        let rest = host.scrollOffset
        host.advance(by: 1)
        #expect(host.scrollOffset == rest, "at rest")
        // v(t) = v0·0.998^(1000 t): travel to rest is v0 / (1000·|ln 0.998|) ≈ v0 / 2.002.
        // The first frame's travel fixes v0 ≈ step / (1/60) on average over the frame.
        let k = 1000 * log(0.998)
        let v0 = Double(steps[0]) * k / (exp(k / 60) - 1)
        let expected = v0 / -k
        #expect(abs(Double(rest - released) - expected) < 1, "travel \(rest - released), expected \(expected)")
    }

    @Test("the same stream of touches gives the same offsets")
    func deterministic() {
        func run() -> [CGFloat] {
            let host = scrollHost(Self.colours())
            host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 100), duration: 0.12)
            var offsets: [CGFloat] = []
            for _ in 0..<90 { host.advance(by: 1.0 / 60); offsets.append(host.scrollOffset) }
            host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 380), duration: 0.05)
            for _ in 0..<200 { host.advance(by: 1.0 / 60); offsets.append(host.scrollOffset) }
            return offsets
        }
        #expect(run() == run())
    }

    @Test("past the top edge the content follows the finger on UIScrollView's rubber band, then springs back")
    func rubberBandAndSpringBack() {
        let host = scrollHost(Self.colours())
        host.touchDown(at: CGPoint(x: 200, y: 100))
        host.step(to: CGPoint(x: 200, y: 115))
        host.step(to: CGPoint(x: 200, y: 215))
        // 100 pt of finger past the edge of a 400 pt viewport: (1 − 1/(100·0.55/400 + 1))·400.
        let expected = (1 - 1 / (100 * 0.55 / 400 + 1)) * 400
        #expect(abs(Double(-host.scrollOffset) - expected) < 0.001)
        host.advance(by: 0.5)
        host.step(to: CGPoint(x: 200, y: 215))  // held still: the release has no velocity (S-33)
        host.advance(by: 1.0 / 60)
        host.touchUp(at: CGPoint(x: 200, y: 215))
        host.advance(by: 0.05)
        #expect(host.scrollOffset < 0 && -host.scrollOffset < CGFloat(expected), "on its way back")
        host.advance(by: 3)
        #expect(abs(host.scrollOffset) < 0.001, "back at the edge")
    }

    @Test("a fling into the top edge runs past it and bounces back to rest at the edge")
    func flingBounces() {
        let host = scrollHost(Self.colours())
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200), duration: 0.3)
        host.advance(by: 5)
        #expect(host.scrollOffset > 0)
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 350), duration: 0.05)
        var lowest = host.scrollOffset
        for _ in 0..<300 {
            host.advance(by: 1.0 / 60)
            lowest = min(lowest, host.scrollOffset)
        }
        #expect(lowest < 0, "it overshoots the edge")
        #expect(abs(host.scrollOffset) < 0.001, "and comes back to it")
    }

    @Test("a touch during deceleration stops the scroll and does not tap the button under it")
    func touchStopsDeceleration() {
        let taps = Taps()
        let host = scrollHost(ScrollRows { index in Button("Row \(index)") { taps.fired.append(index) } })
        host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150), duration: 0.1)
        host.advance(by: 0.2)
        #expect(host.scrollOffset > 200)
        host.touchDown(at: CGPoint(x: 200, y: 200))
        let stopped = host.scrollOffset
        host.advance(by: 0.05)
        host.touchUp(at: CGPoint(x: 200, y: 200))
        host.advance(by: 1)
        #expect(taps.fired.isEmpty, "the touch that stopped the scroll taps nothing")
        #expect(abs(host.scrollOffset - stopped) < 0.001, "stopped where the touch landed")
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps.fired.count == 1, "at rest, a tap fires the button under it")
    }

    @Test("scrollDisabled(true) removes the pan: a drag moves nothing")
    func scrollDisabled() {
        let host = scrollHost(Self.colours().scrollDisabled(true))
        host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150), duration: 0.2)
        host.advance(by: 2)
        #expect(host.scrollOffset == 0)
    }

    @Test("a horizontal scroll view scrolls with horizontal drags and refuses vertical ones at the slop")
    func horizontalScrollView() {
        let host = scrollHost(ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { index in Color.green.frame(width: 50).accessibilityIdentifier("column-\(index)") }
            }
        })
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 50), duration: 0.3)
        host.advance(by: 2)
        #expect(host.view("column-0").globalFrame.minX == 0)
        host.touchDown(at: CGPoint(x: 300, y: 200))
        host.step(to: CGPoint(x: 280, y: 200))
        host.step(to: CGPoint(x: 180, y: 200))
        #expect(abs(host.view("column-0").globalFrame.minX + 100) < 0.001)
        host.touchUp(at: CGPoint(x: 180, y: 200))
    }

    @Test("the scroll view clips hit testing: content scrolled outside its bounds is not hit")
    func clipsHitTesting() {
        let taps = Taps()
        let host = scrollHost(VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in
                        Button("Row \(index)") { taps.fired.append(index) }.frame(height: 40).accessibilityIdentifier("row-\(index)")
                    }
                }
            }
            .frame(height: 200)
            Color.orange.frame(height: 200).accessibilityIdentifier("below")
                .onTapGesture { taps.fired.append(-1) }
        })
        // Row 6 lies at 240…280 in the content, under the orange view, outside the scroll view.
        host.tap(at: CGPoint(x: 200, y: 260))
        #expect(taps.fired == [-1])
        host.tap(at: CGPoint(x: 200, y: 60))
        #expect(taps.fired == [-1, 1])
    }

    @Test("a parent's tap around a scroll view loses to a scroll that began (S-60: the scroll view is its subviews)")
    func parentTapLosesToScroll() {
        let taps = Taps()
        let host = scrollHost(Self.colours().onTapGesture { taps.fired.append(-1) })
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 250), duration: 0.2)
        #expect(taps.fired.isEmpty)
        #expect(host.scrollOffset > 0)
        host.advance(by: 2)
        host.tap(at: CGPoint(x: 200, y: 200))
        #expect(taps.fired == [-1], "a tap is the parent's")
    }
}
