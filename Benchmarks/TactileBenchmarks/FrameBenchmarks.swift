import Benchmark
import Foundation
import Tactile
import TactileScenes
import TactileUI

/// One full frame after a state change: every body evaluated, layout, display list and SVG.
///
/// The change is made by giving the graph its root view again (`setRootView`), which marks the
/// tree for evaluation exactly as a `@State` write does — the graph re-evaluates the whole tree on
/// any change, keeping state by identity — so the cost is the same as a state change in the
/// scene, without reaching into its private state. Runs for every seed scene and for a
/// 1,000-view grid.
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

    /// State changed → body → layout → display list → SVG.
    func frame() -> String {
        graph.setRootView(view)
        return graph.svg()
    }
}
