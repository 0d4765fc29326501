import Foundation
import Testing
import TactileTesting

/// The scroll view's configuration modifiers through the whole stack: `scrollBounceBehavior`,
/// `defaultScrollAnchor`, `scrollClipDisabled`, `scrollIndicators`, and
/// `onScrollVisibilityChange` on views in the content.
@MainActor
@Suite("ScrollView configuration: bounce, default anchor, clipping, indicators, visibility")
struct ScrollConfigurationTests {
    /// Five 40 pt rows (200 pt of content in a 400 pt viewport) with a bounce behavior.
    struct Short: View {
        let bounce: ScrollBounceBehavior
        var body: some View {
            ScrollRows(count: 5) { _ in Color.blue }
                .scrollBounceBehavior(bounce)
        }
    }

    static func pullDown<V: View>(_ host: ViewHost<V>) -> CGFloat {
        host.touchDown(at: CGPoint(x: 200, y: 100))
        host.step(to: CGPoint(x: 200, y: 115))
        host.step(to: CGPoint(x: 200, y: 215))
        let shown = host.view("row-0").globalFrame.minY
        host.touchUp(at: CGPoint(x: 200, y: 215))
        host.advance(by: 3)
        return shown
    }

    @Test("scrollBounceBehavior(.basedOnSize) leaves content that fits still; .automatic and .always rubber-band it")
    func basedOnSize() {
        #expect(Self.pullDown(scrollHost(Short(bounce: .basedOnSize))) == 0)
        #expect(Self.pullDown(scrollHost(Short(bounce: .automatic))) > 10)
        #expect(Self.pullDown(scrollHost(Short(bounce: .always))) > 10)
    }

    @Test("scrollBounceBehavior(.basedOnSize) still bounces content larger than the view")
    func basedOnSizeLongContent() {
        let host = scrollHost(ScrollRows { _ in Color.blue }.scrollBounceBehavior(.basedOnSize))
        #expect(Self.pullDown(host) > 10)
        #expect(host.view("row-0").globalFrame.minY == 0, "and springs back")
    }

    /// A button that adds ten rows above a bottom-anchored scroll view.
    struct Chat: View {
        @State private var count = 50
        var body: some View {
            VStack(spacing: 0) {
                Button("More") { count += 10 }.frame(height: 40).accessibilityIdentifier("more")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<count, id: \.self) { index in
                            Color.blue.frame(height: 40).accessibilityIdentifier("row-\(index)")
                        }
                    }
                }
                .defaultScrollAnchor(.bottom)
            }
        }
    }

    @Test("defaultScrollAnchor(.bottom) starts at the end and stays there as the content grows")
    func defaultAnchorBottom() {
        let host = scrollHost(Chat())
        #expect(host.view("row-49").globalFrame.maxY == 400, "the last row at the bottom")
        host.tap(on: "more")
        #expect(host.view("row-59").globalFrame.maxY == 400, "still at the bottom after ten more rows")
    }

    @Test("scrollClipDisabled draws the content past the bounds; the default clips it")
    func clipDisabled() {
        func svg(disabled: Bool) -> String {
            let host = scrollHost(ScrollView { Color.blue.frame(height: 100) }.frame(height: 200).scrollClipDisabled(disabled))
            return host.svg()
        }
        #expect(svg(disabled: false).contains("<clipPath"))
        #expect(!svg(disabled: true).contains("<clipPath"))
    }

    /// Reads the indicator visibility its scroll view's content sees.
    struct Indicators: View {
        @Environment(\.verticalScrollIndicatorVisibility) private var vertical
        @Environment(\.horizontalScrollIndicatorVisibility) private var horizontal
        var body: some View { Text("v \(vertical.description) h \(horizontal.description)") }
    }

    @Test("scrollIndicators records the visibility for its axes in the environment")
    func indicators() {
        let host = scrollHost(ScrollView { Indicators() }.scrollIndicators(.hidden, axes: .vertical))
        #expect(host.view(withText: "v hidden h automatic") != nil)
        let both = scrollHost(ScrollView { Indicators() }.scrollIndicators(.never))
        #expect(both.view(withText: "v never h never") != nil)
    }

    @MainActor
    final class Visibility {
        var changes: [(row: Int, visible: Bool)] = []
    }

    @Test("onScrollVisibilityChange reports rows crossing half visible as the content scrolls")
    func visibilityChange() {
        let log = Visibility()
        let host = scrollHost(ScrollRows { index in
            Color.blue.onScrollVisibilityChange { log.changes.append((index, $0)) }
        })
        #expect(log.changes.map(\.row).sorted() == Array(0..<10) && log.changes.allSatisfy(\.visible), "the rows shown at first")
        log.changes = []
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.step(to: CGPoint(x: 200, y: 285))
        host.step(to: CGPoint(x: 200, y: 185))
        // Offset 100, viewport 100…500: rows 0 and 1 are hidden, row 2 half shown, rows 10…12 at least half.
        let hidden = log.changes.filter { !$0.visible }.map(\.row).sorted()
        let shown = log.changes.filter(\.visible).map(\.row).sorted()
        #expect(hidden == [0, 1])
        #expect(shown == [10, 11, 12])
        host.touchUp(at: CGPoint(x: 200, y: 185))
    }
}
