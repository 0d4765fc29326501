import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A `List` makes only the pieces (section headers, rows, footers) its scroll view shows, plus
/// the prefetch margin, as SwiftUI's does (docs/ARCHITECTURE-HOST.md, "Lazy containers";
/// issue 33). Rows of the plain-style fixtures are 50 pt (28 pt of content and the 11-pt row
/// insets) in a 400 × 400 canvas, so the rows within `[offset − 100, offset + 500]` exist, as in
/// `LazyStackTests`.
@MainActor
@Suite("Lazy lists: rows and sections made as the scroll brings them (issue 33)")
struct LazyListTests {
    typealias Log = LazyStackTests.Log

    /// A row with its own state (a tap counter); 50 pt in a plain list.
    struct Row: View {
        let item: Int
        let log: Log
        @State private var taps = 0
        var body: some View {
            let _ = log.evaluated.append(item)
            Button("Row \(item): \(taps)") { taps += 1 }
                .frame(maxWidth: .infinity)
                .frame(height: 28)
                .accessibilityIdentifier("row-\(item)")
        }
    }

    /// A feed of up to `total` items that shows `page` at a time and loads the next page from the
    /// last row's `onAppear`, in a plain `List`.
    struct Feed: View {
        let log: Log
        var total = 10_000
        var page = 20
        @State private var loaded = 20
        var body: some View {
            List {
                ForEach(0..<loaded, id: \.self) { item in
                    Row(item: item, log: log)
                        .onAppear {
                            log.appeared.append(item)
                            if item == loaded - 1, loaded < total {
                                log.pagesLoaded += 1
                                loaded = min(total, loaded + page)
                            }
                        }
                        .onDisappear { log.disappeared.append(item) }
                }
            }
            .listStyle(.plain)
        }
    }

    /// The content offset, read off the first row that exists (row `i`'s content starts 11 pt
    /// into its 50-pt row).
    static func offset<V: View>(_ host: ViewHost<V>) -> CGFloat {
        for index in 0..<100_000 {
            if let row = host.view(withIdentifier: "row-\(index)") {
                return CGFloat(index) * 50 + ListDefaults.rowVerticalInset - row.globalFrame.minY
            }
        }
        return .nan
    }

    static func host<V: View>(_ view: V) -> ViewHost<V> { ViewHost(view, canvasSize: CGSize(width: 400, height: 400)) }

    @Test("a 10,000-item feed in a List loads no page at launch, and one each time the end comes into view")
    func feedLoadsOnePageAtATime() {
        let log = Log()
        LazyStackTests.expectPagesLoadOneAtATime(Self.host(Feed(log: log)), log, offset: Self.offset)
    }

    @Test("list rows appear as they come within the margin and disappear as they leave it, in both directions")
    func appearanceFollowsTheScroll() {
        let log = Log()
        LazyStackTests.expectAppearanceFollowsTheScroll(Self.host(Feed(log: log, total: 20)), log, offset: Self.offset)
    }

    @Test("a list row's @State survives scrolling it away and back")
    func stateSurvivesScrollingAway() {
        let log = Log()
        LazyStackTests.expectStateSurvivesScrollingAway(Self.host(Feed(log: log, total: 40, page: 20)), log)
    }

    @Test("a 100,000-row List evaluates a screenful at launch, and a fling evaluates only the rows it passes near")
    func longListEvaluatesAScreenful() {
        let log = Log()
        let host = Self.host(List(0..<100_000, id: \.self) { Row(item: $0, log: log) }.listStyle(.plain))
        #expect(Set(log.evaluated) == LazyStackTests.expectedRows(offset: 0, count: 100_000))
        log.evaluated.removeAll()
        host.drag(from: CGPoint(x: 200, y: 390), to: CGPoint(x: 200, y: 10), duration: 0.05)
        host.advance(by: 5)
        #expect(Self.offset(host) > 1_000, "a fling carries it far down")
        #expect(Set(log.evaluated).count < 120, "\(Set(log.evaluated).count) rows evaluated")
    }

    /// 200 sections of 50 rows in the default inset-grouped style, each row's id "s<section>-r<row>",
    /// with a button above that scrolls to one of them.
    struct Sections: View {
        let log: Log
        var target = "s150-r10"
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Jump") { proxy.scrollTo(target, anchor: .top) }
                        .frame(height: 40)
                        .accessibilityIdentifier("jump")
                    List {
                        ForEach(0..<200, id: \.self) { section in
                            Section {
                                ForEach((0..<50).map { "s\(section)-r\($0)" }, id: \.self) { id in
                                    Text(id).accessibilityIdentifier(id)
                                        .onAppear { log.appeared.append(section * 50 + (Int(id.split(separator: "r").last!) ?? 0)) }
                                        .onDisappear { log.disappeared.append(section * 50 + (Int(id.split(separator: "r").last!) ?? 0)) }
                                }
                            } header: {
                                Text("Section \(section)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("a List of 200 sections makes a screenful at launch, and scrollTo reaches a row of section 150 with its rows laid out in order")
    func sectionsAreLazyAndReachable() {
        let log = Log()
        let host = Self.host(Sections(log: log))
        #expect(!log.appeared.isEmpty && log.appeared.count < 20, "\(log.appeared.count) rows appeared at launch")
        host.tap(on: "jump")
        host.advance(by: 1)
        let target = host.view("s150-r10").globalFrame
        let below = host.view("s150-r11").globalFrame
        #expect(abs(target.minY - (40 + (ListDefaults.rowMinHeight - target.height) / 2)) < 0.5, "row 10 of section 150 at the top: \(target.minY)")
        #expect(abs(below.minY - target.minY - ListDefaults.rowMinHeight) < 0.001, "rows are 44 pt apart")
        #expect(log.live.count < 30, "\(log.live.count) rows live after the jump")
    }

    @Test("across a section boundary the lazy list lays out as a section does: the spacing, the header and its padding between the rows")
    func sectionBoundaryLayout() {
        let host = Self.host(Sections(log: Log(), target: "s150-r47"))
        host.tap(on: "jump")
        host.advance(by: 1)
        let last = host.view("s150-r49").globalFrame
        let header = host.view("Section 151").globalFrame
        let first = host.view("s151-r0").globalFrame
        let rowTop = last.minY - (ListDefaults.rowMinHeight - last.height) / 2
        let headerTop = rowTop + ListDefaults.rowMinHeight + ListDefaults.groupedSectionSpacing + ListDefaults.headerTopPadding
        #expect(abs(header.minY - headerTop) < 0.001, "header at \(header.minY), expected \(headerTop)")
        let firstRowTop = header.maxY + ListDefaults.headerBottomPadding
        #expect(abs(first.minY - (firstRowTop + (ListDefaults.rowMinHeight - first.height) / 2)) < 0.001)
        #expect(abs(header.minX - (ListDefaults.cardMargin + ListDefaults.rowHorizontalInset)) < 0.001, "captions inset like row content")
    }

    @Test("rows on screen move exactly with the finger while the list makes and drops rows around them, across sections")
    func rowsOnScreenNeverJump() {
        let host = Self.host(Sections(log: Log(), target: "s150-r10"))
        host.tap(on: "jump")
        host.advance(by: 1)
        var y: CGFloat = 60
        host.touchDown(at: CGPoint(x: 200, y: y))
        // Past the pan's slop first.
        for _ in 0..<2 {
            y += 10
            host.advance(by: 1.0 / 60)
            host.move(0, to: CGPoint(x: 200, y: y))
        }
        // Drag the content down (towards section 149) 20 pt a frame, watching a row that stays.
        for step in 0..<30 {
            let candidates = (0..<50).map { "s150-r\($0)" } + (0..<50).map { "s149-r\($0)" }
            guard let watched = candidates.first(where: {
                host.view(withIdentifier: $0).map { (60...340).contains($0.globalFrame.minY) } ?? false
            }) else {
                Issue.record("no row on screen at step \(step)")
                return
            }
            let before = host.view(watched).globalFrame.minY
            y += 20
            host.advance(by: 1.0 / 60)
            host.move(0, to: CGPoint(x: 200, y: y))
            let after = host.view(watched).globalFrame.minY
            #expect(abs(after - before - 20) < 0.001, "\(watched) moved \(after - before) at step \(step)")
            if y > 360 {
                host.advance(by: 0.3)
                host.touchUp(at: CGPoint(x: 200, y: y))
                host.advance(by: 1)
                y = 60
                host.touchDown(at: CGPoint(x: 200, y: y))
                for _ in 0..<2 {
                    y += 10
                    host.advance(by: 1.0 / 60)
                    host.move(0, to: CGPoint(x: 200, y: y))
                }
            }
        }
        host.advance(by: 0.3)
        host.touchUp(at: CGPoint(x: 200, y: y))
        host.advance(by: 1)
        #expect(host.view(withIdentifier: "Section 150") != nil || host.view(withIdentifier: "s149-r49") != nil,
                "the drag reached the section boundary")
    }

    @Test("defaultMinListRowHeight sets the rows' minimum height; 0 lets a row be as short as its content")
    func minimumRowHeight() {
        func rowHeight(_ minimum: CGFloat?) -> CGFloat {
            let list = List {
                Text("A").frame(height: 10).accessibilityIdentifier("a")
                Text("B").frame(height: 10).accessibilityIdentifier("b")
            }
            .listStyle(.plain)
            let host = Self.host(minimum.map { AnyView(list.environment(\.defaultMinListRowHeight, $0)) } ?? AnyView(list))
            return host.view("b").globalFrame.minY - host.view("a").globalFrame.minY
        }
        #expect(abs(rowHeight(nil) - ListDefaults.rowMinHeight) < 0.001)
        #expect(abs(rowHeight(0) - (10 + 2 * ListDefaults.rowVerticalInset)) < 0.001)
        #expect(abs(rowHeight(60) - 60) < 0.001)
        #expect(abs(rowHeight(-5) - (10 + 2 * ListDefaults.rowVerticalInset)) < 0.001, "a negative minimum counts as 0")
    }

    /// A plain list of 5 sections of 20 tappable 44-pt rows, headers "Header <s>".
    struct PlainSections: View {
        let log: Log
        var body: some View {
            List {
                ForEach(0..<5, id: \.self) { section in
                    Section {
                        ForEach(0..<20, id: \.self) { row in
                            Button("Row \(section)-\(row)") { log.appeared.append(section * 100 + row) }
                                .frame(maxWidth: .infinity)
                                .accessibilityIdentifier("row-\(section)-\(row)")
                        }
                    } header: {
                        Text("Header \(section)")
                    }
                }
            }
            .listStyle(.plain)
        }
    }

    @Test("a plain list pins its section header to the top while the section scrolls under it; the next header pushes it away; a tap on it reaches no row")
    func plainListPinsHeaders() {
        let log = Log()
        let host = Self.host(PlainSections(log: log))
        let resting = host.view("Header 0").globalFrame.minY
        #expect(abs(resting - ListDefaults.headerTopPadding) < 0.001)
        LazyStackTests.scroll(host, by: 300)
        #expect(abs(host.view("Header 0").globalFrame.minY - resting) < 0.001, "pinned at the top while section 0 is under it")
        // The band covers the rows under it: a tap there taps no row.
        host.tap(at: CGPoint(x: 200, y: resting + 2))
        #expect(log.appeared.isEmpty, "the tap reached \(log.appeared)")
        // Section 0 is 20 rows of 44 pt below its header band; scroll until section 1's header is
        // 10 pt below the top: it pushes header 0 up.
        LazyStackTests.scroll(host, by: 300)
        #expect(abs(host.view("Header 0").globalFrame.minY - resting) < 0.001)
        let header1 = host.view("Header 1").globalFrame.minY
        let bandHeight = host.view("Header 0").globalFrame.height + ListDefaults.headerTopPadding + ListDefaults.headerBottomPadding
        LazyStackTests.scroll(host, by: header1 - ListDefaults.headerTopPadding - 10)
        let pushed = host.view("Header 1").globalFrame.minY - ListDefaults.headerTopPadding - bandHeight
        #expect(abs(host.view("Header 0").globalFrame.minY - (pushed + ListDefaults.headerTopPadding)) < 0.5,
                "header 0 sits right above header 1's band: \(host.view("Header 0").globalFrame.minY)")
        LazyStackTests.scroll(host, by: 200)
        #expect(abs(host.view("Header 1").globalFrame.minY - resting) < 0.001, "header 1 pinned in its turn")
    }

    @Test("an inset-grouped list does not pin its headers")
    func groupedListDoesNotPin() {
        let host = Self.host(Sections(log: Log()))
        let before = host.view("Section 0").globalFrame.minY
        let row = host.view("s0-r0").globalFrame.minY
        LazyStackTests.scroll(host, by: 100, within: 60...380)
        let moved = host.view("s0-r0").globalFrame.minY - row
        #expect(moved < -50)
        #expect(abs(host.view("Section 0").globalFrame.minY - (before + moved)) < 0.001, "the header moved with its rows")
    }
}
