import Foundation
import Testing
import TactileTesting

/// Lazy stacks make only the rows their scroll view shows, plus a margin, as SwiftUI's do
/// (docs/ARCHITECTURE-HOST.md, "Lazy containers"; issue 33). Rows are 50 pt in a 400 × 400
/// canvas, so with the 100 pt prefetch margin (`ScrollConfiguration.lazyPrefetchMargin`) the
/// rows within `[offset − 100, offset + 500]` exist.
@MainActor
@Suite("Lazy stacks: rows made, appearing and disappearing as the scroll brings them (issue 33)")
struct LazyStackTests {
    static let rowHeight: CGFloat = 50
    static let margin = ScrollConfiguration.standard.lazyPrefetchMargin

    @MainActor
    final class Log {
        var appeared: [Int] = []
        var disappeared: [Int] = []
        var evaluated: [Int] = []
        var pagesLoaded = 0
        /// Rows that exist now: appeared and not disappeared since.
        var live: Set<Int> {
            var live = Set<Int>()
            var counts: [Int: Int] = [:]
            for row in appeared { counts[row, default: 0] += 1 }
            for row in disappeared { counts[row, default: 0] -= 1 }
            for (row, count) in counts where count > 0 { live.insert(row) }
            return live
        }
    }

    /// A row with its own state: a tap counter.
    struct Row: View {
        let item: Int
        let log: Log
        @State private var taps = 0
        var body: some View {
            let _ = log.evaluated.append(item)
            Button("Row \(item): \(taps)") { taps += 1 }
                .frame(maxWidth: .infinity)
                .frame(height: LazyStackTests.rowHeight)
                .accessibilityIdentifier("row-\(item)")
        }
    }

    /// A feed of up to `total` items that shows `page` at a time and loads the next page from the
    /// last row's `onAppear` — the pattern real feeds use.
    struct Feed: View {
        let log: Log
        var total = 10_000
        var page = 20
        @State private var loaded = 20
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
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
            }
        }
    }

    /// The rows whose 50 pt extent overlaps the visible region widened by the margin.
    static func expectedRows(offset: CGFloat, count: Int) -> Set<Int> {
        let low = offset - margin, high = offset + 400 + margin
        return Set((0..<count).filter { CGFloat($0) * rowHeight + rowHeight > low && CGFloat($0) * rowHeight < high })
    }

    /// The content offset, read off the first row that exists.
    static func offset<V: View>(_ host: ViewHost<V>) -> CGFloat {
        for index in 0..<10_000 {
            if let row = host.view(withIdentifier: "row-\(index)") { return CGFloat(index) * rowHeight - row.globalFrame.minY }
        }
        return .nan
    }

    /// A slow drag that scrolls by `distance` (down the content when positive), held still
    /// before the lift (no fling); the finger travels 15 pt more, what the pan's slop takes.
    /// `within`: the band of the canvas the finger starts in (the scroll view's extent).
    static func scroll<V: View>(_ host: ViewHost<V>, by distance: CGFloat, within band: ClosedRange<CGFloat> = 5...380) {
        let direction: CGFloat = distance > 0 ? -1 : 1
        var y: CGFloat = distance > 0 ? band.upperBound : band.lowerBound
        let end = y + direction * (abs(distance) + 15)
        host.touchDown(at: CGPoint(x: 200, y: y))
        while y != end {
            y = direction < 0 ? max(end, y - 20) : min(end, y + 20)
            host.advance(by: 1.0 / 60)
            host.move(0, to: CGPoint(x: 200, y: y))
        }
        host.advance(by: 0.3)
        host.move(0, to: CGPoint(x: 200, y: y))
        host.advance(by: 1.0 / 60)
        host.touchUp(at: CGPoint(x: 200, y: y))
        host.advance(by: 1)
    }

    @Test("a 10,000-item feed loading pages from its last row's onAppear loads no page at launch, and one each time the end comes into view")
    func feedLoadsOnePageAtATime() {
        let log = Log()
        Self.expectPagesLoadOneAtATime(ViewHost(Feed(log: log), canvasSize: CGSize(width: 400, height: 400)), log, offset: Self.offset)
    }

    @Test("rows appear as they come within the margin and disappear as they leave it, in both directions")
    func appearanceFollowsTheScroll() {
        let log = Log()
        Self.expectAppearanceFollowsTheScroll(ViewHost(Feed(log: log, total: 20), canvasSize: CGSize(width: 400, height: 400)),
                                              log, offset: Self.offset)
    }

    @Test("a row's @State survives scrolling it away and back (SwiftUI keeps it while the stack lives)")
    func stateSurvivesScrollingAway() {
        let log = Log()
        Self.expectStateSurvivesScrollingAway(ViewHost(Feed(log: log, total: 40, page: 20), canvasSize: CGSize(width: 400, height: 400)), log)
    }

    // MARK: Scenarios a lazy stack and a List share (`LazyListTests` runs them on a List)

    /// A feed of 20-item pages, each loaded from its last row's `onAppear`, in a 400-pt viewport
    /// with 50-pt rows: no page at launch, one each time a page's end comes within the margin.
    static func expectPagesLoadOneAtATime<V: View>(_ host: ViewHost<V>, _ log: Log, offset: (ViewHost<V>) -> CGFloat) {
        #expect(log.pagesLoaded == 0, "the first page's last row (at 950 pt) is beyond the 500 pt the launch makes")
        #expect(Set(log.appeared) == expectedRows(offset: 0, count: 20))
        #expect(Set(log.evaluated) == expectedRows(offset: 0, count: 20), "rows beyond the margin are never evaluated")
        // Row 19 comes within the margin at an offset of 450.
        scroll(host, by: 300)
        #expect(log.pagesLoaded == 0)
        scroll(host, by: 200)
        #expect(log.pagesLoaded == 1, "the end came into view: one page")
        scroll(host, by: 100)
        #expect(log.pagesLoaded == 1, "the same page's rows do not load again")
        for _ in 0..<3 { scroll(host, by: 350) }
        #expect(log.pagesLoaded == 2, "row 39 came within the margin at 1,450")
        #expect(log.live == expectedRows(offset: offset(host), count: 60))
    }

    /// Over 20 rows scrolled both ways: exactly the rows within the margin are live and drawn.
    static func expectAppearanceFollowsTheScroll<V: View>(_ host: ViewHost<V>, _ log: Log, offset: (ViewHost<V>) -> CGFloat) {
        for distance: CGFloat in [130, 260, -90, 370, -380] {
            scroll(host, by: distance)
            let offset = offset(host)
            #expect(log.live == expectedRows(offset: offset, count: 20), "at offset \(offset)")
            let drawn = Set((0..<20).filter { host.view(withIdentifier: "row-\($0)") != nil })
            #expect(drawn == log.live, "exactly the live rows are in the tree")
        }
        #expect(!log.disappeared.isEmpty)
    }

    /// Row 1's tap count survives its leaving the tree and coming back.
    static func expectStateSurvivesScrollingAway<V: View>(_ host: ViewHost<V>, _ log: Log) {
        host.tap(on: "row-1")
        host.tap(on: "row-1")
        #expect(host.view("row-1").text == "Row 1: 2")
        scroll(host, by: 600)
        #expect(host.view(withIdentifier: "row-1") == nil, "row 1 is gone from the tree")
        #expect(log.disappeared.contains(1))
        scroll(host, by: -350)
        scroll(host, by: -350)
        #expect(host.view("row-1").text == "Row 1: 2", "its tap count came back with it")
        #expect(log.appeared.filter { $0 == 1 }.count == 2, "and it appeared again")
    }

    /// A list whose item 1 can be taken out of the data and put back, from outside the scroll view.
    struct Removable: View {
        let log: Log
        @State private var items = Array(0..<40)
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button("Remove") { items.removeAll { $0 == 1 } }.accessibilityIdentifier("remove")
                    Button("Restore") { items.insert(1, at: 1) }.accessibilityIdentifier("restore")
                }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(items, id: \.self) { Row(item: $0, log: log) }
                    }
                }
            }
        }
    }

    @Test("the state kept for a row that scrolled away is dropped when its element leaves the data")
    func keptStateGoesWithItsElement() {
        let log = Log()
        let host = ViewHost(Removable(log: log), canvasSize: CGSize(width: 400, height: 450))
        host.tap(on: "row-1")
        #expect(host.view("row-1").text == "Row 1: 1")
        Self.scroll(host, by: 600, within: 60...430)
        #expect(host.view(withIdentifier: "row-1") == nil)
        host.tap(on: "remove")
        host.tap(on: "restore")
        Self.scroll(host, by: -700, within: 60...430)
        #expect(host.view("row-1").text == "Row 1: 0", "item 1 left the data while away: it comes back fresh")
    }

    /// Sections of three counting rows, made by a `ForEach` of `Section`s in a lazy stack or a
    /// `List`; a button above inserts a section before the others.
    struct SectionFeed: View {
        let log: Log
        let inList: Bool
        @State private var sections = [1, 2, 3]
        var body: some View {
            VStack(spacing: 0) {
                Button("Insert") { sections.insert((sections.min() ?? 0) - 1, at: 0) }.accessibilityIdentifier("insert")
                if inList {
                    List { content }.listStyle(.plain)
                } else {
                    ScrollView { LazyVStack(spacing: 0) { content } }
                }
            }
        }

        private var content: some View {
            ForEach(sections, id: \.self) { section in
                Section {
                    ForEach(0..<3, id: \.self) { index in Row(item: section * 10 + index, log: log) }
                } header: {
                    Text("Section \(section)")
                }
            }
        }
    }

    @Test("in a ForEach of Sections, a row's @State stays with its section's id when a section is inserted before it",
          arguments: [false, true])
    func sectionStateFollowsItsID(inList: Bool) {
        let log = Log()
        let host = ViewHost(SectionFeed(log: log, inList: inList), canvasSize: CGSize(width: 400, height: 600))
        host.tap(on: "row-20")
        host.tap(on: "row-20")
        #expect(host.view("row-20").text == "Row 20: 2")
        host.tap(on: "insert")
        #expect(host.view(withText: "Section 0") != nil, "the inserted section is drawn first")
        #expect(host.view("row-20").text == "Row 20: 2", "section 2's row kept its count")
        #expect(host.view("row-0").text == "Row 0: 0", "the new section's rows start fresh")
        #expect(host.view(withText: "Section 0")!.globalFrame.minY < host.view(withText: "Section 1")!.globalFrame.minY)
    }

    @Test("a 100,000-row lazy stack evaluates a screenful at launch and is as long as all its rows")
    func longStackEvaluatesAScreenful() {
        let log = Log()
        let host = ViewHost(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100_000, id: \.self) { Row(item: $0, log: log) }
            }
        }, canvasSize: CGSize(width: 400, height: 400))
        #expect(Set(log.evaluated) == Self.expectedRows(offset: 0, count: 100_000))
        host.drag(from: CGPoint(x: 200, y: 390), to: CGPoint(x: 200, y: 10), duration: 0.05)
        host.advance(by: 5)
        let offset = Self.offset(host)
        #expect(offset > 1_000, "a fling carries it far down")
        #expect(Set(log.evaluated).count < 80, "only the rows the fling passed near are evaluated: \(Set(log.evaluated).count)")
    }
}

/// The scroll arbitration and scrolling scenarios, again with the rows in a `LazyVStack`: a
/// gesture on a lazy row behaves exactly as on an eager one (issue 33).
@MainActor
@Suite("Lazy stacks: every scroll arbitration and scrolling scenario holds on lazy rows (S-60…S-68, S-90)")
struct LazyScrollScenarioTests {
    private func lazily(_ body: () -> Void) { ScrollRowsStack.$isLazy.withValue(true, operation: body) }

    @Test("the ScrollView arbitration tests, on a LazyVStack")
    func arbitration() {
        let tests = ScrollArbitrationTests()
        lazily {
            tests.tapOnButtonFires()
            tests.dragOnButtonScrolls()
            tests.childGestureBlocksScrolling()
            tests.simultaneousGestureScrolls()
            tests.horizontalDragOwnsHorizontal()
            tests.horizontalDragLeavesVertical()
            tests.tieGoesToContent()
            tests.longPressClaims()
            tests.nestedScrollViews()
        }
    }

    @Test("the ScrollView scrolling scenarios, on a LazyVStack")
    func scrolling() {
        let tests = ScrollViewScenarioTests()
        lazily {
            tests.dragScrollsWithTheFinger()
            tests.flingDecelerates()
            tests.deterministic()
            tests.rubberBandAndSpringBack()
            tests.flingBounces()
            tests.touchStopsDeceleration()
            tests.scrollDisabled()
            tests.horizontalScrollView()
            tests.clipsHitTesting()
            tests.parentTapLosesToScroll()
        }
    }
}

/// The same scenarios with the rows in a plain `List` (lazy too, its rows wrapped in list rows):
/// a gesture on a list row behaves exactly as on a row of a `ScrollView` (issue 33). The
/// horizontal scroll view's scenario has no list form (a `List` scrolls vertically only).
@MainActor
@Suite("Lazy lists: every scroll arbitration and scrolling scenario holds on List rows (S-60…S-68, S-90)")
struct LazyListScrollScenarioTests {
    private func inAList(_ body: () -> Void) { ScrollRowsStack.$isList.withValue(true, operation: body) }

    @Test("the ScrollView arbitration tests, on a List")
    func arbitration() {
        let tests = ScrollArbitrationTests()
        inAList {
            tests.tapOnButtonFires()
            tests.dragOnButtonScrolls()
            tests.childGestureBlocksScrolling()
            tests.simultaneousGestureScrolls()
            tests.horizontalDragOwnsHorizontal()
            tests.horizontalDragLeavesVertical()
            tests.tieGoesToContent()
            tests.longPressClaims()
            tests.nestedScrollViews()
        }
    }

    @Test("the ScrollView scrolling scenarios, on a List")
    func scrolling() {
        let tests = ScrollViewScenarioTests()
        inAList {
            tests.dragScrollsWithTheFinger()
            tests.flingDecelerates()
            tests.deterministic()
            tests.rubberBandAndSpringBack()
            tests.flingBounces()
            tests.touchStopsDeceleration()
            tests.scrollDisabled()
            tests.clipsHitTesting()
            tests.parentTapLosesToScroll()
        }
    }
}

/// Programmatic scrolls to rows a lazy stack has not made (issue 33): the row is made, then
/// scrolled to as if it had existed.
@MainActor
@Suite("Lazy stacks: programmatic scrolls reach rows not made yet (issue 33)")
struct LazyProgrammaticScrollTests {
    struct Item: Identifiable, Hashable {
        let id: Int
        var version = 1
    }

    struct Reader: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Jump") { proxy.scrollTo(5_000, anchor: .top) }.accessibilityIdentifier("jump")
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<10_000, id: \.self) { index in
                                Text("Row \(index)").frame(height: 50).accessibilityIdentifier("row-\(index)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("ScrollViewReader.scrollTo(_:anchor:) reaches row 5,000 of 10,000 and puts it at the top")
    func scrollToReachesAnUnmadeRow() {
        let host = ViewHost(Reader(), canvasSize: CGSize(width: 400, height: 400))
        #expect(host.view(withIdentifier: "row-5000") == nil)
        let scrollTop = host.view("row-0").globalFrame.minY
        host.tap(on: "jump")
        host.advance(by: 0.1)
        let row = host.view("row-5000").globalFrame
        #expect(abs(row.minY - scrollTop) < 0.5, "row 5,000 at the scroll view's top: \(row.minY) vs \(scrollTop)")
        #expect(host.view(withIdentifier: "row-5001") != nil, "and the rows below it are made")
        #expect(host.view(withIdentifier: "row-0") == nil, "the first rows are gone")
    }

    struct Positioned: View {
        @State private var items = (0..<1_000).map { Item(id: $0) }
        @State private var position: Int?
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button("Go") { position = 300 }.accessibilityIdentifier("go")
                    Button("Reload") { items = (0..<1_000).map { Item(id: $0, version: 2) } }.accessibilityIdentifier("reload")
                }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(items) { item in
                            Text("Row \(item.id) v\(item.version)").frame(height: 50).accessibilityIdentifier("row-\(item.id)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
            }
        }
    }

    @Test("scrollPosition(id:) brings a row not made yet to the top, and keeps it there when the data reloads")
    func scrollPositionSurvivesAReload() {
        let host = ViewHost(Positioned(), canvasSize: CGSize(width: 400, height: 400))
        let scrollTop = host.view("row-0").globalFrame.minY
        host.tap(on: "go")
        host.advance(by: 0.1)
        #expect(abs(host.view("row-300").globalFrame.minY - scrollTop) < 0.5)
        host.tap(on: "reload")
        host.advance(by: 0.1)
        #expect(host.view("row-300").text == "Row 300 v2", "the reloaded data is shown")
        #expect(abs(host.view("row-300").globalFrame.minY - scrollTop) < 0.5, "at the same place")
    }
}
