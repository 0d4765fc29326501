import Foundation
import Testing
import TactileTesting

/// Lazy grids make only the lines (rows of a `LazyVGrid`, columns of a `LazyHGrid`) their scroll
/// view shows, plus a margin, a whole line at a time, as SwiftUI's do (docs/ARCHITECTURE-HOST.md,
/// "Lazy containers"; issue 33). Four columns of 50 pt cells, no spacing between rows, in a
/// 400 × 400 canvas: with the 100 pt prefetch margin the rows within `[offset − 100, offset + 500]`
/// exist, and their four cells each.
@MainActor
@Suite("Lazy grids: cells made, appearing and disappearing a line at a time as the scroll brings them (issue 33)")
struct LazyGridTests {
    static let rowHeight: CGFloat = 50
    static let columns = Array(repeating: GridItem(.flexible()), count: 4)

    /// A cell with its own state: a tap counter.
    struct Cell: View {
        let item: Int
        let log: LazyStackTests.Log
        @State private var taps = 0
        var body: some View {
            let _ = log.evaluated.append(item)
            Button("Cell \(item): \(taps)") { taps += 1 }
                .frame(maxWidth: .infinity)
                .frame(height: LazyGridTests.rowHeight)
                .accessibilityIdentifier("cell-\(item)")
        }
    }

    struct Gallery: View {
        let log: LazyStackTests.Log
        var count = 400
        var body: some View {
            ScrollView {
                LazyVGrid(columns: LazyGridTests.columns, spacing: 0) {
                    ForEach(0..<count, id: \.self) { item in
                        Cell(item: item, log: log)
                            .onAppear { log.appeared.append(item) }
                            .onDisappear { log.disappeared.append(item) }
                    }
                }
            }
        }
    }

    /// The cells of the rows whose 50 pt extent overlaps the visible region widened by the margin.
    static func expectedCells(offset: CGFloat, count: Int) -> Set<Int> {
        let rows = LazyStackTests.expectedRows(offset: offset, count: (count + 3) / 4)
        return Set(rows.flatMap { row in (row * 4)..<min(count, row * 4 + 4) })
    }

    /// The content offset, read off the first cell that exists.
    static func offset<V: View>(_ host: ViewHost<V>, count: Int = 100_000) -> CGFloat {
        for index in 0..<count {
            if let cell = host.view(withIdentifier: "cell-\(index)") { return CGFloat(index / 4) * rowHeight - cell.globalFrame.minY }
        }
        return .nan
    }

    @Test("a 100,000-cell LazyVGrid evaluates a screenful of rows at launch, and a fling only the rows it passes near")
    func longGridEvaluatesAScreenful() {
        let log = LazyStackTests.Log()
        let host = ViewHost(Gallery(log: log, count: 100_000), canvasSize: CGSize(width: 400, height: 400))
        #expect(Set(log.evaluated) == Self.expectedCells(offset: 0, count: 100_000), "10 rows of 4 cells")
        host.drag(from: CGPoint(x: 200, y: 390), to: CGPoint(x: 200, y: 10), duration: 0.05)
        host.advance(by: 5)
        let offset = Self.offset(host)
        #expect(offset > 1_000, "a fling carries it far down: \(offset)")
        #expect(Set(log.evaluated).count < 320, "only the rows the fling passed near are evaluated: \(Set(log.evaluated).count)")
        #expect(Set(log.evaluated).count % 4 == 0, "whole rows")
    }

    @Test("cells appear and disappear a whole row at a time as the rows come within the margin and leave it")
    func appearanceFollowsTheScrollByRows() {
        let log = LazyStackTests.Log()
        let host = ViewHost(Gallery(log: log, count: 80), canvasSize: CGSize(width: 400, height: 400))
        for distance: CGFloat in [130, 260, -90, 370, -380] {
            LazyStackTests.scroll(host, by: distance)
            let offset = Self.offset(host, count: 80)
            #expect(log.live == Self.expectedCells(offset: offset, count: 80), "at offset \(offset)")
            let drawn = Set((0..<80).filter { host.view(withIdentifier: "cell-\($0)") != nil })
            #expect(drawn == log.live, "exactly the live cells are in the tree")
        }
        #expect(!log.disappeared.isEmpty)
    }

    @Test("a cell's @State survives scrolling it away and back")
    func cellStateSurvivesScrollingAway() {
        let log = LazyStackTests.Log()
        let host = ViewHost(Gallery(log: log, count: 160), canvasSize: CGSize(width: 400, height: 400))
        host.tap(on: "cell-5")
        host.tap(on: "cell-5")
        #expect(host.view("cell-5").text == "Cell 5: 2")
        LazyStackTests.scroll(host, by: 600)
        #expect(host.view(withIdentifier: "cell-5") == nil, "cell 5 is gone from the tree")
        #expect(log.disappeared.contains(5))
        LazyStackTests.scroll(host, by: -350)
        LazyStackTests.scroll(host, by: -350)
        #expect(host.view("cell-5").text == "Cell 5: 2", "its tap count came back with it")
        #expect(log.appeared.filter { $0 == 5 }.count == 2, "and it appeared again")
    }

    @Test("cells sit in the same places as in an eager layout: four columns, rows one after another")
    func cellsSitInTheirColumns() {
        let log = LazyStackTests.Log()
        let host = ViewHost(Gallery(log: log, count: 10), canvasSize: CGSize(width: 400, height: 400))
        let first = host.view("cell-0").globalFrame
        let width = (400 - 3 * 8) / 4.0
        for item in 0..<10 {
            let frame = host.view("cell-\(item)").globalFrame
            #expect(abs(frame.minX - CGFloat(item % 4) * (width + 8)) < 0.5, "cell \(item) in column \(item % 4)")
            #expect(abs(frame.minY - first.minY - CGFloat(item / 4) * Self.rowHeight) < 0.5, "cell \(item) in row \(item / 4)")
        }
    }

    /// Sections of `count` cells from a `ForEach`, each with a header.
    struct Sectioned: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: LazyGridTests.columns, spacing: 0) {
                    ForEach(0..<30, id: \.self) { section in
                        Section {
                            ForEach(0..<6, id: \.self) { item in
                                Text("\(section)-\(item)").frame(height: 50).accessibilityIdentifier("cell-\(section)-\(item)")
                            }
                        } header: {
                            Text("Section \(section)").frame(maxWidth: .infinity).frame(height: 30)
                                .accessibilityIdentifier("header-\(section)")
                        }
                    }
                }
            }
        }
    }

    @Test("a section's header spans the grid's width and its cells start on a new row, as in SwiftUI")
    func sectionsStartOnANewRow() {
        let host = ViewHost(Sectioned(), canvasSize: CGSize(width: 400, height: 400))
        let header0 = host.view("header-0").globalFrame
        #expect(abs(header0.width - 400) < 0.5, "the header spans the breadth: \(header0.width)")
        #expect(abs(host.view("cell-0-0").globalFrame.minY - header0.maxY) < 0.5, "the cells follow the header")
        let column0 = host.view("cell-0-0").globalFrame.minX
        #expect(abs(host.view("cell-0-4").globalFrame.minX - column0) < 0.5, "the fifth cell starts the second row")
        let header1 = host.view("header-1").globalFrame
        #expect(abs(header1.minY - (header0.minY + 30 + 100)) < 0.5, "section 1 starts on a new row after two rows: \(header1.minY)")
        #expect(abs(host.view("cell-1-0").globalFrame.minX - column0) < 0.5, "and its first cell in the first column")
        #expect(host.view(withIdentifier: "header-29") == nil, "sections far below are not made")
    }

    struct Strip: View {
        let log: LazyStackTests.Log
        var body: some View {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 0) {
                    ForEach(0..<1_000, id: \.self) { item in
                        Text("\(item)").frame(width: 50).accessibilityIdentifier("cell-\(item)")
                            .onAppear { log.appeared.append(item) }
                    }
                }
            }
        }
    }

    @Test("a LazyHGrid makes only the columns its horizontal scroll view shows, two cells each")
    func horizontalGridIsLazy() {
        let log = LazyStackTests.Log()
        let host = ViewHost(Strip(log: log), canvasSize: CGSize(width: 400, height: 400))
        // Columns of 50 pt within [−100, 500]: columns 0…9, cells 0…19.
        #expect(Set(log.appeared) == Set(0..<20), "\(log.appeared.sorted())")
        #expect(abs(host.view("cell-1").globalFrame.minX - host.view("cell-0").globalFrame.minX) < 0.5, "cell 1 below cell 0")
        #expect(abs(host.view("cell-1").globalFrame.minY - host.view("cell-0").globalFrame.minY - 58) < 0.5, "in the second row, 8 pt below (the rows' default spacing)")
        #expect(abs(host.view("cell-2").globalFrame.minX - host.view("cell-0").globalFrame.minX - 50) < 0.5, "cell 2 in the next column")
    }
}
