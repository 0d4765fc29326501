import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Three full-screen pages in a paged tab view, the selection shown outside it.
private struct Pager: View {
    var mode = PageTabViewStyle.IndexDisplayMode.automatic
    @State private var page = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("page \(page)")
            TabView(selection: $page) {
                ForEach(0..<3, id: \.self) { index in
                    Color.blue.overlay(Text("Page \(index)")).tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: mode))
            .accessibilityIdentifier("pager")
        }
    }
}

@MainActor
@Suite("TabView .page: swiping between pages past half or with a fast flick")
struct PagedTabViewTests {
    private func start(_ host: ViewHost<Pager>) -> CGPoint { host.center(of: "pager") }

    @Test("a slow drag past half a page selects the next page; the pages settle there")
    func pastHalf() {
        let host = ViewHost(Pager())
        let width = host.view("pager").globalFrame.width
        let from = start(host)
        host.drag(from: from, to: CGPoint(x: from.x - width * 0.6, y: from.y), duration: 1.2)
        #expect(host.view(withText: "page 1") != nil)
        host.advance(by: 1)
        #expect(abs(host.view("Page 1").globalFrame.midX - host.view("pager").globalFrame.midX) < 0.5, "page 1 is centred in the tab view")
    }

    @Test("a slow drag short of half springs back to the same page")
    func shortOfHalf() {
        let host = ViewHost(Pager())
        let width = host.view("pager").globalFrame.width
        let from = start(host)
        host.drag(from: from, to: CGPoint(x: from.x - width * 0.3, y: from.y), duration: 1.2)
        #expect(host.view(withText: "page 0") != nil)
        host.advance(by: 1)
        #expect(abs(host.view("Page 0").globalFrame.midX - host.view("pager").globalFrame.midX) < 0.5)
    }

    @Test("a short fast flick changes page although it moved less than half a page")
    func fastFlick() {
        let host = ViewHost(Pager())
        let width = host.view("pager").globalFrame.width
        let from = start(host)
        host.drag(from: from, to: CGPoint(x: from.x - width * 0.25, y: from.y), duration: 0.08)
        #expect(host.view(withText: "page 1") != nil)
    }

    @Test("while the finger is down the pages follow it")
    func followsTheFinger() {
        let host = ViewHost(Pager())
        let pager = host.view("pager").globalFrame
        let from = start(host)
        host.touchDown(at: from)
        host.advance(by: 0.1)
        host.move(to: CGPoint(x: from.x - 40, y: from.y))
        host.advance(by: 0.1)
        host.move(to: CGPoint(x: from.x - 100, y: from.y))
        #expect(abs(host.view("Page 0").globalFrame.midX - (pager.midX - 100)) < 0.5)
        #expect(abs(host.view("Page 1").globalFrame.midX - (pager.midX + pager.width - 100)) < 0.5)
        host.touchUp()
    }

    @Test("the first page does not go back and the last does not go further")
    func ends() {
        let host = ViewHost(Pager())
        let width = host.view("pager").globalFrame.width
        let from = start(host)
        host.drag(from: from, to: CGPoint(x: from.x + width * 0.8, y: from.y), duration: 0.5)
        #expect(host.view(withText: "page 0") != nil)
        for _ in 0..<4 {
            host.drag(from: from, to: CGPoint(x: from.x - width * 0.8, y: from.y), duration: 0.5)
            host.advance(by: 1)
        }
        #expect(host.view(withText: "page 2") != nil)
    }

    /// UIScrollView paging (the scroll view under SwiftUI's `.page` style): past the first or the
    /// last page the content rubber-bands with the scroll view's resistance and bounces back.
    @Test("the first page dragged outward follows the finger with resistance, springs back, and stays selected")
    func firstPageRubberBands() {
        let host = ViewHost(Pager())
        let pager = host.view("pager").globalFrame
        let from = start(host)
        host.drag(from: from, to: CGPoint(x: from.x + 150, y: from.y), duration: 0.5, lift: false)
        let shown = host.view("Page 0").globalFrame.midX - pager.midX
        #expect(shown > 20, "it follows the finger: \(shown)")
        #expect(shown < 100, "with resistance (UIScrollView's rubber band), not 1:1: \(shown)")
        host.touchUp()
        host.advance(by: 1)
        #expect(abs(host.view("Page 0").globalFrame.midX - pager.midX) < 0.5, "sprung back")
        #expect(host.view(withText: "page 0") != nil)
    }

    @Test("the last page dragged outward rubber-bands the same way and stays selected")
    func lastPageRubberBands() {
        let host = ViewHost(Pager())
        let pager = host.view("pager").globalFrame
        let from = start(host)
        for _ in 0..<2 {
            host.drag(from: from, to: CGPoint(x: from.x - pager.width * 0.7, y: from.y), duration: 0.5)
            host.advance(by: 1)
        }
        #expect(host.view(withText: "page 2") != nil)
        host.drag(from: from, to: CGPoint(x: from.x - 150, y: from.y), duration: 0.5, lift: false)
        let shown = pager.midX - host.view("Page 2").globalFrame.midX
        #expect(shown > 20 && shown < 100, "follows with resistance: \(shown)")
        host.touchUp()
        host.advance(by: 1)
        #expect(abs(host.view("Page 2").globalFrame.midX - pager.midX) < 0.5)
        #expect(host.view(withText: "page 2") != nil)
    }

    @Test("the rubber band is UIScrollView's: (1 − 1 / (x·0.55 / d + 1))·d past an end page, 1:1 between pages")
    func rubberBandRule() {
        let d: CGFloat = 400, x: CGFloat = 100
        let banded = (1 - 1 / (x * 0.55 / d + 1)) * d
        #expect(abs(PagesView<EmptyView>.shownOffset(x, current: 0, count: 3, width: d, coefficient: 0.55) - banded) < 1e-9)
        #expect(abs(PagesView<EmptyView>.shownOffset(-x, current: 2, count: 3, width: d, coefficient: 0.55) + banded) < 1e-9)
        #expect(PagesView<EmptyView>.shownOffset(-x, current: 0, count: 3, width: d, coefficient: 0.55) == -x)
        #expect(PagesView<EmptyView>.shownOffset(x, current: 1, count: 3, width: d, coefficient: 0.55) == x)
    }

    /// UIScrollView cancels its content's touches once its pan begins: a swipe that starts on a
    /// button scrolls (here: pages) and the button does not fire, exactly as in a `ScrollView`.
    @Test("a swipe that starts on a Button pages and cancels the press; a tap on it still fires")
    func swipeOnButtonPages() {
        let log = Recorder()
        let host = ViewHost(TabView {
            Button { log("first") } label: { Color.blue.overlay(Text("First")) }
            Text("Second")
        }.tabViewStyle(.page).accessibilityIdentifier("pager"))
        let pager = host.view("pager").globalFrame
        host.drag(from: CGPoint(x: pager.midX, y: pager.midY), to: CGPoint(x: pager.midX - pager.width * 0.4, y: pager.midY),
                  duration: 0.2)
        host.advance(by: 1)
        #expect(log.entries.isEmpty, "the press was cancelled")
        #expect(abs(host.view("Second").globalFrame.midX - pager.midX) < 0.5, "it paged")
        host.drag(from: CGPoint(x: pager.midX, y: pager.midY), to: CGPoint(x: pager.midX + pager.width * 0.6, y: pager.midY),
                  duration: 0.5)
        host.advance(by: 1)
        host.tap(on: "First")
        #expect(log.entries == ["first"])
    }

    @Test("the page index dots show with two pages or more (one dot per page) unless .never")
    func dots() {
        func paths(_ host: ViewHost<Pager>) -> Int { host.svg().components(separatedBy: "<path").count - 1 }
        #expect(paths(ViewHost(Pager())) == paths(ViewHost(Pager(mode: .never))) + 3)
        #expect(paths(ViewHost(Pager(mode: .always))) == paths(ViewHost(Pager(mode: .never))) + 3)
    }

    @Test("the settling rule: past half of the width in the drag's direction, clamped to the pages")
    func settlingRule() {
        #expect(PagesView<EmptyView>.target(from: 0, count: 3, width: 100, projected: -51) == 1)
        #expect(PagesView<EmptyView>.target(from: 0, count: 3, width: 100, projected: -49) == 0)
        #expect(PagesView<EmptyView>.target(from: 1, count: 3, width: 100, projected: 51) == 0)
        #expect(PagesView<EmptyView>.target(from: 2, count: 3, width: 100, projected: -500) == 2)
        #expect(PagesView<EmptyView>.target(from: 0, count: 3, width: 0, projected: -500) == 0)
    }

    @Test("without a selection binding the tab view keeps its own page; a Button on a page still fires on a tap")
    func ownSelectionAndButtons() {
        let log = Recorder()
        let host = ViewHost(TabView {
            Button("First") { log("first") }
            Text("Second")
        }.tabViewStyle(.page).accessibilityIdentifier("pager"))
        host.tap(on: "First")
        #expect(log.entries == ["first"])
        let width = host.view("pager").globalFrame.width
        let from = CGPoint(x: host.view("pager").globalFrame.midX, y: host.view("pager").globalFrame.maxY - 40)
        host.drag(from: from, to: CGPoint(x: from.x - width * 0.7, y: from.y), duration: 1)
        host.advance(by: 1)
        #expect(abs(host.view("Second").globalFrame.midX - host.view("pager").globalFrame.midX) < 0.5)
    }

    @Test("the .automatic style shows the selected page only and does not page on a swipe")
    func automaticStyle() {
        @MainActor struct Tabs: View {
            @State var tab = "b"
            var body: some View {
                TabView(selection: $tab) {
                    Text("A").tag("a")
                    Text("B").tag("b")
                }
                .accessibilityIdentifier("tabs")
            }
        }
        let host = ViewHost(Tabs())
        let tabs = host.view("tabs").globalFrame
        #expect(abs(host.view("B").center.x - tabs.midX) < 0.5, "the tagged selection \"b\" shows")
        #expect(host.view("A").globalFrame.maxX <= tabs.minX, "page a is outside the tab view")
        host.drag(from: CGPoint(x: tabs.midX, y: tabs.midY + 100), to: CGPoint(x: tabs.minX + 10, y: tabs.midY + 100), duration: 0.2)
        #expect(abs(host.view("B").center.x - tabs.midX) < 0.5)
    }
}
