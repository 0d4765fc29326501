import Benchmark
import Foundation
import Tactile
import TactileScenes
import TactileTesting

/// One move event through the whole host (`GestureHost`, no trace): engine pass, callbacks, and the graph
/// update the host runs after every event (re-evaluation and layout when state changed).
func registerHostBenchmarks() {
    let plain = MainFixture {
        let counter = ChangeCounter()
        return HostMoveFixture(nestedDraggableViews(depth: 1, counter: counter), counter: counter, expectedChanges: 1)
    }
    Benchmark("Host move event, 1 gestured view, no state change",
              configuration: BenchmarkSettings.perOperation()) { benchmark in
        sampleOnMain(benchmark, prepare: { plain.value }, measure: { $0.move() })
    }

    let nested = MainFixture {
        let counter = ChangeCounter()
        return HostMoveFixture(nestedDraggableViews(depth: 100, counter: counter), counter: counter, expectedChanges: 100)
    }
    Benchmark("Host move event, 100 gestured views on the hit path",
              configuration: BenchmarkSettings.perOperation()) { benchmark in
        sampleOnMain(benchmark, prepare: { nested.value }, measure: { $0.move() })
    }

    let scene = MainFixture { HostMoveFixture(SceneCatalog.scene(BenchmarkScenes.dragScene).make()) }
    Benchmark("Host move event, scene \(BenchmarkScenes.dragScene) (state change, body, layout)",
              configuration: BenchmarkSettings.perOperation()) { benchmark in
        sampleOnMain(benchmark, prepare: { scene.value }, measure: { $0.move() })
    }
}

/// The seed scenes the host benchmarks drive.
enum BenchmarkScenes {
    /// A circle whose `onChanged` writes `@State` on every move (seed 002): each event changes
    /// state, re-evaluates the body and lays out.
    static let dragScene = "002-circle-position-drag"
}

extension SceneCatalog {
    /// The scene with `id`; a missing one is a benchmark bug.
    static func scene(_ id: String) -> TactileScenes.Scene {
        guard let scene = all.first(where: { $0.id == id }) else { fatalError("no scene \(id) in SceneCatalog.all") }
        return scene
    }
}
