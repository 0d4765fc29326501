import Foundation
import Testing
import TactileTesting

/// `contentMargins(_:_:for:)` (iOS 17) on a scroll view: UIScrollView's content insets,
/// scrolled through, reported by `ScrollGeometry`, driven by real touches.
@MainActor
@Suite("ScrollView content margins")
struct ContentMarginsTests {
    @MainActor
    final class Log {
        var geometry: ScrollGeometry?
    }

    /// 100 rows of 40 pt in a 400 × 400 scroll view with margins.
    struct Margined: View {
        let log: Log
        var margins: EdgeInsets = EdgeInsets(top: 20, leading: 16, bottom: 30, trailing: 16)
        var placement: ContentMarginPlacement = .automatic
        var body: some View {
            ScrollRows { _ in Color.blue }
                .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in log.geometry = new }
                .contentMargins(.all, margins, for: placement)
        }
    }

    /// Drags up by `distance` in 10 pt frames, holds still, lifts: no fling.
    static func dragHeldStill<V: View>(_ host: ViewHost<V>, by distance: CGFloat) {
        host.touchDown(at: CGPoint(x: 200, y: 350))
        var y: CGFloat = 350
        while y > 350 - distance {
            y -= 10
            host.step(to: CGPoint(x: 200, y: y))
        }
        host.advance(by: 0.5)
        host.step(to: CGPoint(x: 200, y: y))
        host.touchUp(at: CGPoint(x: 200, y: y))
        host.advance(by: 1)
    }

    @Test("the content starts a margin from the view's edges, inset across the axis, and scrolls through the margin")
    func contentIsInsetAndScrollsThroughMargin() {
        let host = scrollHost(Margined(log: Log()))
        let first = host.view("row-0").globalFrame
        #expect(first.minY == 20)
        #expect(first.minX == 16 && first.width == 368)
        Self.dragHeldStill(host, by: 200)
        // The rows moved by the drag's 200 pt less the 10 pt slop the pan starts at.
        #expect(abs(host.view("row-0").globalFrame.minY - (20 - 190)) < 0.001)
    }

    @Test("the end of the content rests a bottom margin above the view's bottom edge")
    func bottomMarginAtTheEnd() {
        let host = scrollHost(Margined(log: Log()))
        for _ in 0..<6 {
            host.drag(from: CGPoint(x: 200, y: 380), to: CGPoint(x: 200, y: 20), duration: 0.05)
            host.advance(by: 5)
        }
        #expect(abs(host.view("row-99").globalFrame.maxY - (400 - 30)) < 0.001)
    }

    @Test("ScrollGeometry reports the margins as content insets, the offset -top at the top, the size without them")
    func geometryReportsInsets() {
        let log = Log()
        let host = scrollHost(Margined(log: log))
        Self.dragHeldStill(host, by: 100)
        let geometry = log.geometry
        #expect(geometry?.contentInsets == EdgeInsets(top: 20, leading: 16, bottom: 30, trailing: 16))
        #expect(geometry?.contentOffset == CGPoint(x: -16, y: 90 - 20))
        #expect(geometry?.contentSize == CGSize(width: 368, height: 4000))
        #expect(geometry?.containerSize == CGSize(width: 400, height: 400))
    }

    @Test("a ScrollPosition point is a content offset without the margins: y 0 scrolls the top margin out")
    func pointPositionExcludesMargins() {
        struct Positioned: View {
            @State var position = ScrollPosition(y: 0)
            var body: some View {
                VStack(spacing: 0) {
                    Button("to 400") { position.scrollTo(y: 400) }.accessibilityIdentifier("go")
                    ScrollRows { _ in Color.blue }
                        .scrollPosition($position)
                        .contentMargins(.top, 20)
                        .frame(height: 300)
                        .accessibilityIdentifier("scroller")
                }
            }
        }
        let host = scrollHost(Positioned())
        let viewportTop = host.view("scroller").globalFrame.minY
        #expect(abs(host.view("row-0").globalFrame.minY - viewportTop) < 0.001, "content offset 0: the content's top at the viewport's")
        host.tap(on: "go")
        #expect(abs(host.view("row-10").globalFrame.minY - viewportTop) < 0.001, "row 10 starts at content y 400: at the viewport's top")
    }

    @Test("an inner contentMargins sets only the edges it names; scrollIndicators margins leave the content as it is")
    func innerModifierAndIndicatorPlacement() {
        struct Nested: View {
            var body: some View {
                ScrollRows { _ in Color.blue }
                    .contentMargins(.top, 8)
                    .contentMargins(.all, 30)
                    .contentMargins(.leading, 50, for: .scrollIndicators)
            }
        }
        let host = scrollHost(Nested())
        let first = host.view("row-0").globalFrame
        #expect(first.minY == 8)
        #expect(first.minX == 30 && first.width == 340)
        let plain = scrollHost(Margined(log: Log(), placement: .scrollIndicators)).view("row-0").globalFrame
        #expect(plain == CGRect(x: 0, y: 0, width: 400, height: 40))
    }
}
