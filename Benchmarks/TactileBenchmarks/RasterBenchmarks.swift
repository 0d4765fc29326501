import Benchmark
import Foundation
import Tactile
import TactileScenes
import TactileUI

/// Rasterizing a frame's display list (no evaluation or layout: the list is made once) and
/// encoding the image as PNG — what `assertSnapshot(of: host, as: .png)` costs per frame.
/// The same work outside the harness: `RasterProbe` (docs/PERFORMANCE.md, "Rasterizer").
func registerRasterBenchmarks() {
    let grid = MainFixture { RasterFixture(AnyView(GestureGrid.withViews(1_000))) }
    Benchmark("Rasterize, 1000-view grid", configuration: BenchmarkSettings.perOperation(maxIterations: 200)) { benchmark in
        sampleOnMain(benchmark, prepare: { grid.value }, measure: { blackHole($0.rasterize()) })
    }
    Benchmark("Rasterize and encode PNG, 1000-view grid", configuration: BenchmarkSettings.perOperation(maxIterations: 200)) { benchmark in
        sampleOnMain(benchmark, prepare: { grid.value }, measure: { blackHole($0.png()) })
    }
    for scene in SceneCatalog.all {
        let fixture = MainFixture { RasterFixture(scene.make()) }
        Benchmark("Rasterize, scene \(scene.id)", configuration: BenchmarkSettings.perOperation(maxIterations: 200, seconds: 1)) { benchmark in
            sampleOnMain(benchmark, prepare: { fixture.value }, measure: { blackHole($0.rasterize()) })
        }
    }
}

/// A frame's display list on the standard canvas, made once.
@MainActor
final class RasterFixture {
    private let list: DisplayList

    init(_ view: AnyView) {
        list = ViewGraph(rootView: view, canvasSize: BenchmarkCanvas.size, clock: VirtualClock()).displayList()
        guard rasterize().width > 0 else { fatalError("RasterFixture: no image") }
    }

    func rasterize() -> RasterImage { (try? Rasterizer.image(of: list)) ?? RasterImage(width: 0, height: 0) }

    func png() -> Data { (try? PNGExporter.png(of: list).get()) ?? Data() }
}
