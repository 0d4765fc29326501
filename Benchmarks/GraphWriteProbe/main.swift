import Foundation
import TactileUI

// `@State` writes through `ViewGraph` outside the benchmark harness, for callgrind instruction
// counts and wall time (docs/PERFORMANCE.md, "Incremental view graph"): the benchmarks'
// `StatefulGrid` (`Benchmarks/TactileBenchmarks/IncrementalBenchmarks.swift`), whose root
// `@State` every cell reads through its input, and whose cells each have their own `@State`.
//
// usage: GraphWriteProbe [root | leaf | frame] [VIEWS (1000)] [WRITES (20)]
// One write = the `@State` write, then `ViewGraph.update()` (evaluation + layout); `frame` is a
// leaf write followed by `ViewGraph.displayList()` (the whole frame). Prints the
// bodies run and the mean wall time per write. The cost of N writes is the difference between
// two runs with different WRITES, which cancels start-up.

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

@MainActor
func runProbe() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let mode = arguments.first ?? "root"
    let views = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
    let writes = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20
    let side = Int(Double(views).squareRoot().rounded(.down))
    let grid = views == 1_000 ? StatefulGrid(rows: 25, columns: 40) : StatefulGrid(rows: views / side, columns: side)
    let graph = ViewGraph(rootView: grid, canvasSize: CGSize(width: 400, height: 400), clock: VirtualClock())
    guard let entry = graph.allNodes.lazy.flatMap(\.accessibilityActions)
        .first(where: { $0.kind == .named(mode == "root" ? "tint" : "flip") }) else {
        fatalError("GraphWriteProbe: no action for \(mode)")
    }
    func write() {
        entry.handler(nil)
        graph.update()
        if mode == "frame" { _ = graph.displayList() }
    }
    write()  // warm-up
    let bodies = graph.bodyEvaluationCount
    let sizings = graph.sizingCount
    let placements = graph.placementCount
    let start = Date()
    for _ in 0..<writes { write() }
    let elapsed = Date().timeIntervalSince(start)
    print("\(mode) writes: \(writes), bodies per write: \(writes > 0 ? (graph.bodyEvaluationCount - bodies) / writes : 0), "
          + "sizes computed: \(graph.sizingCount - sizings), nodes placed: \(graph.placementCount - placements), "
          + "\(writes > 0 ? elapsed / Double(writes) * 1e6 : 0) µs/write")
}

MainActor.assumeIsolated { runProbe() }
