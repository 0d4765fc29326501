import Benchmark
import Foundation
import Tactile
import TactileScenes
import TactileUI

/// One full frame with every body evaluated again: evaluation, layout, display list and SVG.
///
/// `invalidateAllBodies()` marks every body as if all its state had changed — what any state
/// change cost before dependency tracking (issue 11) — keeping state by identity. Runs for
/// every seed scene and for a 1,000-view grid; what one state write costs now is in
/// `IncrementalBenchmarks`.
func registerFrameBenchmarks() {
    for scene in SceneCatalog.all {
        let fixture = MainFixture { FrameFixture(scene.make()) }
        Benchmark("Frame, scene \(scene.id)", configuration: BenchmarkSettings.perOperation(maxIterations: 2_000, seconds: 1)) { benchmark in
            sampleOnMain(benchmark, prepare: { fixture.value }, measure: { blackHole($0.frame()) })
        }
    }
    let grid = MainFixture { FrameFixture(AnyView(GestureGrid.withViews(1_000))) }
    Benchmark("Frame, 1000-view grid", configuration: BenchmarkSettings.perOperation(maxIterations: 500)) { benchmark in
        sampleOnMain(benchmark, prepare: { grid.value }, measure: { blackHole($0.frame()) })
    }
}

/// A view graph on the standard canvas showing one view.
@MainActor
final class FrameFixture {
    private let graph: ViewGraph
    private let view: AnyView

    init(_ view: AnyView) {
        self.view = view
        graph = ViewGraph(rootView: view, canvasSize: BenchmarkCanvas.size, clock: VirtualClock())
        guard !frame().isEmpty else { fatalError("FrameFixture: empty SVG") }
    }

    /// Every body → layout → display list → SVG.
    func frame() -> String {
        graph.invalidateAllBodies()
        return graph.svg()
    }
}
