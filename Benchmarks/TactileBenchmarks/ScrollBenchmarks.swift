import Benchmark
import Foundation
import Tactile
import TactileGestures
import TactileUI

/// One move event that scrolls a `LazyVStack` of 1,000 and of 100,000 rows (issues 13 and 33):
/// engine pass (the scroll view's pan and the rows' buttons under their claim), the pan's
/// callback writing the offset, and the graph update that re-places the scroll view's content
/// and makes the rows that come within the margin. Then the first frame of each: the host made
/// and its first update, which evaluates and lays out a screenful.
func registerScrollBenchmarks() {
    for (count, name) in [(1_000, "1,000"), (100_000, "100,000")] {
        let rows = MainFixture { ScrollMoveFixture(rows: count) }
        Benchmark("Host move event scrolling a \(name)-row LazyVStack",
                  configuration: BenchmarkSettings.perOperation()) { benchmark in
            sampleOnMain(benchmark, prepare: { rows.value }, measure: { $0.move() })
        }
        Benchmark("First frame of a \(name)-row LazyVStack",
                  configuration: BenchmarkSettings.perOperation()) { benchmark in
            sampleOnMain(benchmark, prepare: { count }, measure: { ScrollMoveFixture.firstFrame(rows: $0) })
        }
        // The same with a four-column LazyVGrid of as many cells (a quarter as many rows).
        let cells = MainFixture { ScrollMoveFixture(rows: count, content: .grid) }
        Benchmark("Host move event scrolling a \(name)-cell LazyVGrid",
                  configuration: BenchmarkSettings.perOperation()) { benchmark in
            sampleOnMain(benchmark, prepare: { cells.value }, measure: { $0.move() })
        }
        Benchmark("First frame of a \(name)-cell LazyVGrid",
                  configuration: BenchmarkSettings.perOperation()) { benchmark in
            sampleOnMain(benchmark, prepare: { count }, measure: { ScrollMoveFixture.firstFrame(rows: $0, content: .grid) })
        }
        // The same rows as the rows of a List (inset-grouped: cards, separators, row insets).
        let list = MainFixture { ScrollMoveFixture(rows: count, content: .list) }
        Benchmark("Host move event scrolling a \(name)-row List",
                  configuration: BenchmarkSettings.perOperation()) { benchmark in
            sampleOnMain(benchmark, prepare: { list.value }, measure: { $0.move() })
        }
        Benchmark("First frame of a \(name)-row List",
                  configuration: BenchmarkSettings.perOperation()) { benchmark in
            sampleOnMain(benchmark, prepare: { count }, measure: { ScrollMoveFixture.firstFrame(rows: $0, content: .list) })
        }
        // And a LazyVStack of sections of 20 rows whose headers are pinned: the header follows each move.
        let sections = MainFixture { ScrollMoveFixture(rows: count, content: .pinnedSections) }
        Benchmark("Host move event scrolling a \(name)-row LazyVStack with pinned section headers",
                  configuration: BenchmarkSettings.perOperation()) { benchmark in
            sampleOnMain(benchmark, prepare: { sections.value }, measure: { $0.move() })
        }
    }
}

/// A `GestureHost` over `ScrollView { LazyVStack { ForEach(rows) { Button } } }` with one finger
/// down and scrolling: `move()` sends one move event at 240 Hz that moves the content.
///
/// Invariant checked at set-up: after the warm-up, a move changes the content offset.
@MainActor
final class ScrollMoveFixture {
    private let host: GestureHost
    private var batch: [Touch]
    private var step = 0
    private let start = CGPoint(x: 195, y: 600)

    /// What scrolls: a `LazyVStack` of rows, a four-column `LazyVGrid` of as many cells, a
    /// `LazyVStack` of sections of 20 rows with pinned headers, or a `List` of the rows.
    enum Content { case stack, grid, pinnedSections, list }

    @ViewBuilder
    static func view(rows: Int, content: Content = .stack) -> some View {
        switch content {
        case .stack:
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<rows, id: \.self) { index in
                        Button("Row \(index)") {}.frame(height: 44)
                    }
                }
            }
        case .grid:
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4), spacing: 0) {
                    ForEach(0..<rows, id: \.self) { index in
                        Button("Cell \(index)") {}.frame(height: 44)
                    }
                }
            }
        case .list:
            List(0..<rows, id: \.self) { index in
                Button("Row \(index)") {}
            }
        case .pinnedSections:
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<(rows / 20), id: \.self) { section in
                        Section {
                            ForEach(0..<20, id: \.self) { index in
                                Button("Row \(section)-\(index)") {}.frame(height: 44)
                            }
                        } header: {
                            Text("Section \(section)").frame(height: 28)
                        }
                    }
                }
            }
        }
    }

    /// A host over the rows, made and brought up to date: the first frame.
    static func firstFrame(rows: Int, content: Content = .stack) {
        let host = GestureHost(rootView: AnyView(view(rows: rows, content: content)), canvasSize: BenchmarkCanvas.size, trace: nil)
        host.graph.update()
    }

    init(rows: Int, content: Content = .stack) {
        host = GestureHost(rootView: AnyView(Self.view(rows: rows, content: content)), canvasSize: BenchmarkCanvas.size, trace: nil)
        batch = [Touch(id: 0, phase: .began, location: start, timestamp: 0)]
        send()
        batch[0].phase = .moved
        // Past the slop, then 300 points up: the content is well inside its bounds.
        for index in 1...30 {
            batch[0].timestamp += 1.0 / 240
            batch[0].location.y = start.y - CGFloat(index * 10)
            send()
        }
        for _ in 0..<64 { move() }  // warm-up: every buffer reaches its steady capacity
        guard let state = host.graph.scrolls.states.values.first else { fatalError("ScrollMoveFixture: no scroll view") }
        let before = state.offset
        move()
        guard state.offset != before, host.session.hasLiveAttempt else { fatalError("ScrollMoveFixture: a move did not scroll") }
    }

    /// One move of the finger, 1/240 s after the previous one, up and down within 40 points.
    func move() {
        step += 1
        batch[0].timestamp += 1.0 / 240
        batch[0].location.y = start.y - 300 + CGFloat(step % 40)
        send()
    }

    private func send() {
        do {
            try host.receive(batch)
        } catch {
            fatalError("ScrollMoveFixture: the host refused the scripted touch: \(error)")
        }
    }
}

/// A lazy feed of 1,000 and of 100,000 rows, each with its own `@State` (issue 33):
/// - a realized row's `@State` write: its body and layout, then the update;
/// - a programmatic scroll to the other end (the bottom, then the top): the window jumps by its
///   estimate, the rows there are made and laid out, the others dropped.
func registerLazyFeedBenchmarks() {
    for (count, name) in [(1_000, "1,000"), (100_000, "100,000")] {
        let feed = MainFixture { LazyFeedFixture(rows: count) }
        Benchmark("Row @State write in a \(name)-row LazyVStack (evaluation + layout)",
                  configuration: BenchmarkSettings.perOperation()) { benchmark in
            sampleOnMain(benchmark, prepare: { feed.value }, measure: { $0.writeRow() })
        }
        Benchmark("Scroll to the other end of a \(name)-row LazyVStack (evaluation + layout)",
                  configuration: BenchmarkSettings.perOperation(maxIterations: 2_000)) { benchmark in
            sampleOnMain(benchmark, prepare: { feed.value }, measure: { $0.jumpToTheOtherEnd() })
        }
        let list = MainFixture { LazyFeedFixture(rows: count, inList: true) }
        Benchmark("Row @State write in a \(name)-row List (evaluation + layout)",
                  configuration: BenchmarkSettings.perOperation()) { benchmark in
            sampleOnMain(benchmark, prepare: { list.value }, measure: { $0.writeRow() })
        }
        Benchmark("Scroll to the other end of a \(name)-row List (evaluation + layout)",
                  configuration: BenchmarkSettings.perOperation(maxIterations: 2_000)) { benchmark in
            sampleOnMain(benchmark, prepare: { list.value }, measure: { $0.jumpToTheOtherEnd() })
        }
    }
}

/// A row with its own on/off state, flipped by its "flip" accessibility action.
struct LazyFeedRow: View {
    let index: Int
    @State private var isOn = false

    var body: some View {
        Text(isOn ? "Row \(index) ✓" : "Row \(index)")
            .frame(maxWidth: .infinity)
            .frame(height: 44)
            .accessibilityAction(named: "flip") { isOn.toggle() }
    }
}

/// A `ViewGraph` over `ScrollView { LazyVStack { ForEach(0..<rows) { LazyFeedRow } } }`, or
/// over `List(0..<rows) { LazyFeedRow }`.
///
/// Invariants checked at set-up: a row write runs one body; a jump to the end makes the last row.
@MainActor
final class LazyFeedFixture {
    private let graph: ViewGraph
    private let rows: Int
    private var atEnd = false

    /// `inList`: the rows are a `List`'s, not a `LazyVStack`'s in a `ScrollView`.
    init(rows: Int, inList: Bool = false) {
        self.rows = rows
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<rows, id: \.self) { LazyFeedRow(index: $0) }
            }
        }
        let root = inList ? AnyView(List(0..<rows, id: \.self) { LazyFeedRow(index: $0) }) : AnyView(view)
        graph = ViewGraph(rootView: root, canvasSize: BenchmarkCanvas.size, clock: VirtualClock())
        graph.update()
        let bodies = graph.bodyEvaluationCount
        writeRow()
        guard graph.bodyEvaluationCount == bodies + 1 else {
            fatalError("LazyFeedFixture: a row write ran \(graph.bodyEvaluationCount - bodies) bodies")
        }
        jumpToTheOtherEnd()
        guard graph.allNodes.contains(where: { $0.identity.description.contains("id(\(rows - 1))") }) else {
            fatalError("LazyFeedFixture: the jump to the end did not make the last row")
        }
        jumpToTheOtherEnd()
    }

    /// Flips the first realized row's state and updates.
    func writeRow() {
        guard let flip = graph.allNodes.lazy.flatMap(\.accessibilityActions).first(where: { $0.kind == .named("flip") }) else {
            fatalError("LazyFeedFixture: no row")
        }
        flip.perform(zoom: nil)
        graph.update()
    }

    /// Scrolls to the bottom, or back to the top, and updates.
    func jumpToTheOtherEnd() {
        guard let state = graph.scrolls.states.values.first else { fatalError("LazyFeedFixture: no scroll view") }
        atEnd.toggle()
        state.scroll(to: CGPoint(x: 0, y: atEnd ? CGFloat.greatestFiniteMagnitude : 0), animation: nil)
        graph.update()
    }
}
