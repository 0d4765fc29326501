import Foundation
import TactileUI

// `@State` writes through `ViewGraph` outside the benchmark harness, for callgrind instruction
// counts and wall time (docs/PERFORMANCE.md, "Incremental view graph"): the benchmarks'
// `StatefulGrid` (`Benchmarks/TactileBenchmarks/IncrementalBenchmarks.swift`), whose root
// `@State` every cell reads through its input, and whose cells each have their own `@State`.
//
// usage: GraphWriteProbe [root | leaf | frame | drag | host | host-still | sections] [VIEWS (1000)] [WRITES (20)]
// One write = the `@State` write, then `ViewGraph.update()` (evaluation + layout); `frame` is a
// leaf write followed by `ViewGraph.displayList()` (the whole frame). `drag` (VIEWS is
// ignored) hosts the lab's `004-star-drag-position` view and does what one move of a drag does
// to the graph: the clock advances one page frame, the `@GestureState` takes the drag's new
// translation with the transaction `updating` writes it with (`UpdatingNode.runCallback`), then
// `update()` and `displayList()`. `host` (VIEWS is ignored) sends the same drag's move events
// through a `GestureHost` (`receive`, as an app's loop does, outside any task); `host-still` sends
// them to a square whose drag's `onChanged` changes nothing (the benchmarks' "Host move event, 1
// gestured view, no state change"). Run either under
// `valgrind` and the difference of two runs' "total heap usage" allocs over the difference of
// their WRITES is the mallocs of one move through the whole host. Prints the bodies run and the
// mean wall time per write. The
// cost of N writes is the difference between two runs with different WRITES, which cancels
// start-up.

/// A grid of cells, each with its own `@State`, all reading the root's `@State` `tint`.
struct StatefulGrid: View {
    let rows: Int
    let columns: Int
    @State private var tint = 0

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { row in
                HStack(spacing: 0) {
                    ForEach(0..<columns) { column in
                        StatefulCell(index: row * columns + column, tint: tint)
                    }
                }
            }
        }
        .accessibilityAction(named: "tint") { tint += 1 }
    }
}

/// A 3 pt cell with a tap gesture, its own on/off state and a colour that depends on `tint`.
struct StatefulCell: View {
    let index: Int
    let tint: Int
    @State private var isOn = false

    var body: some View {
        (isOn ? Color.red : (index + tint).isMultiple(of: 2) ? Color.blue : Color.green)
            .frame(width: 3, height: 3)
            .onTapGesture { isOn.toggle() }
            .accessibilityAction(named: "flip") { isOn.toggle() }
    }
}

/// A copy of `Sources/TactileScenes/Seed004UnderstandingGestures/StarDragPositionView.swift`
/// (the lab's load test drags it), its properties internal so the probe can write the
/// `@GestureState` as the gesture engine does.
struct StarDragPositionView: View {
    @GestureState var dragOffset = CGSize.zero
    @State var position = CGSize.zero

    var body: some View {
        Image(systemName: "star.circle.fill")
            .font(.system(size: 100))
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .animation(.easeInOut, value: dragOffset)
            .foregroundColor(.green)
            .gesture(
                DragGesture()
                    .updating($dragOffset, body: { (value, state, transaction) in

                        state = value.translation
                    })
                    .onEnded({ (value) in
                        self.position.height += value.translation.height
                        self.position.width += value.translation.width
                    })
            )
    }
}

/// The drag: each move is one page frame (16.7 ms, LabLoad's) later and moves the finger by
/// (4, 2) pt, as `Benchmarks/LabLoad` does; the `@GestureState` gets the translation so far.
@MainActor
func runDragProbe(moves: Int) {
    let star = StarDragPositionView()
    let clock = VirtualClock()
    let graph = ViewGraph(rootView: star, canvasSize: CGSize(width: 390, height: 844), clock: clock)
    var translation = CGSize.zero
    func move() {
        clock.advance(by: 0.0167)
        translation.width += 4
        translation.height += 2
        // As `UpdatingNode.runCallback(.updating)` writes it.
        var transaction = Transaction()
        transaction.tracksVelocity = true
        transaction.isContinuous = true
        star.$dragOffset.update(translation, transaction: transaction)
        graph.update()
        _ = graph.displayList()
    }
    measure(graph, "drag moves", "move", count: moves, step: move)
}

/// Runs `step` once to warm up, then `count` times, and prints the bodies run, sizes computed and
/// nodes placed, and the mean wall time per step.
@MainActor
func measure(_ graph: ViewGraph, _ label: String, _ unit: String, count: Int, step: () -> Void) {
    step()  // warm-up
    let bodies = graph.bodyEvaluationCount
    let sizings = graph.sizingCount
    let placements = graph.placementCount
    let start = Date()
    for _ in 0..<count { step() }
    let elapsed = Date().timeIntervalSince(start)
    print("\(label): \(count), bodies per \(unit): \(count > 0 ? (graph.bodyEvaluationCount - bodies) / count : 0), "
          + "sizes computed: \(graph.sizingCount - sizings), nodes placed: \(graph.placementCount - placements), "
          + "\(count > 0 ? elapsed / Double(count) * 1e6 : 0) µs/\(unit)")
}

/// Move events through a `GestureHost` hosting the star: one finger down on it, then `moves`
/// moves of (4, 2) pt each one page frame apart.
@MainActor
func runHostProbe(moves: Int, changesState: Bool) {
    let root = changesState ? AnyView(StarDragPositionView())
        : AnyView(Color.blue.frame(width: 200, height: 200).gesture(DragGesture().onChanged { _ in }))
    let host = GestureHost(rootView: root, canvasSize: CGSize(width: 390, height: 844), trace: nil)
    let start = CGPoint(x: 195, y: 422)
    var batch = [Touch(id: 0, phase: .began, location: start, timestamp: 0)]
    func send() {
        do { try host.receive(batch) } catch { fatalError("GraphWriteProbe: the host refused the touch: \(error)") }
    }
    send()
    batch[0].phase = .moved
    for _ in 0..<64 { move() }  // warm-up: buffers reach their steady capacity
    func move() {
        batch[0].timestamp += 0.0167
        batch[0].location.x += 4
        batch[0].location.y += 2
        send()
    }
    measure(host.graph, "host moves", "move", count: moves, step: move)
}

/// A `LazyVStack` of `sections` sections of 20 rows with pinned headers, jumped alternately to
/// the middle and to the top (each jump changes the window): the cost of a window change in a
/// `ForEach` of `Section`s, which visits every section.
@MainActor
func runSectionsProbe(sections: Int, jumps: Int) {
    let view = ScrollView {
        LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
            ForEach(0..<sections, id: \.self) { section in
                Section {
                    ForEach(0..<20, id: \.self) { row in Text("Row \(section)-\(row)").frame(height: 44) }
                } header: {
                    Text("Section \(section)").frame(height: 28)
                }
            }
        }
    }
    let graph = ViewGraph(rootView: view, canvasSize: CGSize(width: 390, height: 844), clock: VirtualClock())
    graph.update()
    guard let state = graph.scrolls.states.values.first else { fatalError("GraphWriteProbe: no scroll view") }
    var atMiddle = false
    func jump() {
        atMiddle.toggle()
        state.scroll(to: CGPoint(x: 0, y: atMiddle ? CGFloat(sections) * 10 * 44 : 0), animation: nil)
        graph.update()
    }
    measure(graph, "section jumps", "jump", count: jumps, step: jump)
}

@MainActor
func runProbe() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let mode = arguments.first ?? "root"
    let views = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
    let writes = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20
    if mode == "drag" { return runDragProbe(moves: writes) }
    if mode == "sections" { return runSectionsProbe(sections: views, jumps: writes) }
    if mode == "host" || mode == "host-still" { return runHostProbe(moves: writes, changesState: mode == "host") }
    let side = Int(Double(views).squareRoot().rounded(.down))
    let grid = views == 1_000 ? StatefulGrid(rows: 25, columns: 40) : StatefulGrid(rows: views / side, columns: side)
    let graph = ViewGraph(rootView: grid, canvasSize: CGSize(width: 400, height: 400), clock: VirtualClock())
    guard let entry = graph.allNodes.lazy.flatMap(\.accessibilityActions)
        .first(where: { $0.kind == .named(mode == "root" ? "tint" : "flip") }) else {
        fatalError("GraphWriteProbe: no action for \(mode)")
    }
    func write() {
        entry.perform(zoom: nil)
        graph.update()
        if mode == "frame" { _ = graph.displayList() }
    }
    measure(graph, "\(mode) writes", "write", count: writes, step: write)
}

MainActor.assumeIsolated { runProbe() }
