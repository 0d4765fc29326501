import Benchmark
import Foundation
import Tactile
import TactileUI

/// What a state change costs with dependency tracking (issue 11), at 100, 1,000 and 10,000 views:
/// - one leaf's `@State` write: the leaf's body, its layout (the walk up stops where sizes do not
///   change) — the cost should not grow with the tree;
/// - a root `@State` change that every cell reads through its input: every cell's body runs
///   again and every cell is laid out and placed again.
///
/// One sample = the write, then `ViewGraph.update()` (evaluation + layout). The display list is
/// measured separately (`displayList()` renders the whole tree).
func registerIncrementalBenchmarks() {
    for views in [100, 1_000, 10_000] {
        let fixture = MainFixture { StatefulGridFixture(views: views) }
        Benchmark("Leaf @State write, \(views) views (evaluation + layout)",
                  configuration: BenchmarkSettings.perOperation(maxIterations: 5_000)) { benchmark in
            sampleOnMain(benchmark, prepare: { fixture.value }, measure: { $0.writeLeaf() })
        }
        Benchmark("Root @State write changing all \(views) views (evaluation + layout)",
                  configuration: BenchmarkSettings.perOperation(maxIterations: views >= 10_000 ? 100 : 1_000)) { benchmark in
            sampleOnMain(benchmark, prepare: { fixture.value }, measure: { $0.writeRoot() })
        }
        Benchmark("Display list after a leaf write, \(views) views",
                  configuration: BenchmarkSettings.perOperation(maxIterations: views >= 10_000 ? 200 : 2_000)) { benchmark in
            sampleOnMain(benchmark, prepare: { fixture.value.writeLeaf(); return fixture.value }, measure: { blackHole($0.displayList()) })
        }
    }
}

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
final class StatefulGridFixture {
    private let graph: ViewGraph
    private let flipLeaf: @MainActor () -> Void
    private let changeTint: @MainActor () -> Void

    init(views: Int) {
        let side = Int(Double(views).squareRoot().rounded(.down))
        let grid = views == 1_000 ? StatefulGrid(rows: 25, columns: 40) : StatefulGrid(rows: views / side, columns: side)
        let graph = ViewGraph(rootView: grid, canvasSize: BenchmarkCanvas.size, clock: VirtualClock())
        self.graph = graph
        func action(_ name: String) -> @MainActor () -> Void {
            guard let entry = graph.allNodes.lazy.flatMap(\.accessibilityActions).first(where: { $0.kind == .named(name) }) else {
                fatalError("StatefulGridFixture: no \(name) action")
            }
            return { entry.perform(zoom: nil) }
        }
        let flip = action("flip"), tint = action("tint")
        flipLeaf = flip
        changeTint = tint
        let bodies = graph.bodyEvaluationCount
        writeLeaf()
        guard graph.bodyEvaluationCount == bodies + 1 else {
            fatalError("StatefulGridFixture: a leaf write ran \(graph.bodyEvaluationCount - bodies) bodies")
        }
        writeRoot()
        guard graph.bodyEvaluationCount >= bodies + 1 + views else {
            fatalError("StatefulGridFixture: a root write ran \(graph.bodyEvaluationCount - bodies - 1) bodies")
        }
    }

    func writeLeaf() {
        flipLeaf()
        graph.update()
    }

    func writeRoot() {
        changeTint()
        graph.update()
    }

    func displayList() -> DisplayList { graph.displayList() }
}
