import Foundation
import Testing
import TactileTesting

/// `scrollTargetBehavior(.paging)` and `.viewAligned` with `scrollTargetLayout()` through the
/// whole stack: on release the scroll view settles on a page (UIScrollView `isPagingEnabled`:
/// past half a page or a flick turns one page, never more) or on a view's leading edge, animated
/// on the virtual clock.
@MainActor
@Suite("ScrollView scrollTargetBehavior: paging and view-aligned snapping")
struct ScrollTargetBehaviorTests {
    struct Pages: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { index in
                        Color.blue.frame(width: 400, height: 400).accessibilityIdentifier("page-\(index)")
                    }
                }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    struct Cards: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<10, id: \.self) { index in
                        Color.teal.frame(width: 150, height: 200).accessibilityIdentifier("card-\(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
        }
    }

    private func host<V: View>(_ view: V) -> ViewHost<V> { ViewHost(view, canvasSize: CGSize(width: 400, height: 400)) }

    /// The horizontal content offset, read off where page or card 0 is drawn.
    private func offset<V: View>(_ host: ViewHost<V>, _ first: String) -> CGFloat { -host.view(first).globalFrame.minX }

    @Test("a slow drag past half a page settles on the next page, animated")
    func slowPastHalf() {
        let host = host(Pages())
        host.drag(from: CGPoint(x: 350, y: 200), to: CGPoint(x: 100, y: 200), duration: 1.5)
        let released = offset(host, "page-0")
        host.advance(by: 0.1)
        let midway = offset(host, "page-0")
        #expect(midway > released && midway < 400, "on its way: \(released) → \(midway) → 400")
        host.advance(by: 1)
        #expect(abs(offset(host, "page-0") - 400) < 0.001, "page 1 fills the viewport")
    }

    @Test("a slow drag short of half a page springs back to the page")
    func slowShortOfHalf() {
        let host = host(Pages())
        host.drag(from: CGPoint(x: 350, y: 200), to: CGPoint(x: 250, y: 200), duration: 1.5)
        host.advance(by: 1)
        #expect(abs(offset(host, "page-0")) < 0.001)
    }

    @Test("a fast flick turns exactly one page, though its deceleration would go further")
    func flick() {
        let host = host(Pages())
        host.drag(from: CGPoint(x: 350, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.05)
        host.advance(by: 1)
        #expect(abs(offset(host, "page-0") - 400) < 0.001)
        host.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.05)
        host.advance(by: 1)
        #expect(abs(offset(host, "page-0")) < 0.001, "and back one page the other way")
    }

    @Test("viewAligned settles with a card's leading edge at the viewport's, the one nearest where it would rest")
    func viewAligned() {
        let host = host(Cards())
        host.drag(from: CGPoint(x: 350, y: 200), to: CGPoint(x: 70, y: 200), duration: 2)
        host.advance(by: 1)
        // Released 270 points in at 140 pt/s: it would rest near 340; the edges around the
        // release are 160 (card 1) and 320 (card 2); 320 is nearer.
        #expect(abs(host.view("card-2").globalFrame.minX) < 0.001)
    }

    @Test("the same stream gives the same offsets")
    func deterministic() {
        func run() -> [CGFloat] {
            let host = host(Pages())
            var offsets: [CGFloat] = []
            host.drag(from: CGPoint(x: 350, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.2)
            for _ in 0..<40 { host.advance(by: 1.0 / 60); offsets.append(offset(host, "page-0")) }
            return offsets
        }
        #expect(run() == run())
    }
}
