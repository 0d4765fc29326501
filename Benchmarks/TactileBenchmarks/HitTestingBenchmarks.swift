import Benchmark
import Foundation
import Tactile
import TactileGestures
import TactileTesting
import TactileUI

/// Touch-down cost on view trees of 100, 1,000 and 10,000 gestured views:
/// - hit testing alone (`HitTester.path(at:in:into:)`, S-66, with a reused path buffer) on the laid-out tree;
/// - the whole touch-down through the host (`GestureHost`, no trace): wake-ups, graph update, hit test, composing the
///   attempt's gesture from the hit path and its first engine pass (the lift after it is not measured).
///
/// The finger lands on the first view drawn, which hit testing reaches last: the worst case.
func registerHitTestingBenchmarks() {
    for views in [100, 1_000, 10_000] {
        let graph = MainFixture { HitTestingFixture(views: views) }
        Benchmark("Hit test, \(views) views", configuration: BenchmarkSettings.perOperation()) { benchmark in
            sampleOnMain(benchmark, prepare: { graph.value }, measure: { blackHole($0.hitTest()) })
        }

        let host = MainFixture { TouchDownFixture(views: views) }
        Benchmark("Touch-down through the host, \(views) views",
                  configuration: BenchmarkSettings.perOperation(maxIterations: views >= 10_000 ? 500 : 5_000)) { benchmark in
            sampleOnMain(benchmark, prepare: { host.value }, measure: { $0.touchDown() }, after: { $0.lift() })
        }
    }
}

/// A laid-out `GestureGrid` and the point of its first drawn view.
@MainActor
final class HitTestingFixture {
    private let graph: ViewGraph
    private let tester = HitTester(configuration: .standard)
    private let point: CGPoint

    init(views: Int) {
        graph = ViewGraph(rootView: GestureGrid.withViews(views), canvasSize: BenchmarkCanvas.size, clock: VirtualClock())
        guard let first = graph.allNodes.first(where: { !$0.gestures.isEmpty }) else { fatalError("HitTestingFixture: no gestured view") }
        point = CGPoint(x: first.globalFrame.midX, y: first.globalFrame.midY)
        guard let hit = tester.path(at: point, in: graph.roots)?.last, first.subtree.contains(where: { $0 === hit }) else {
            fatalError("HitTestingFixture: the point \(point) does not hit the first view")
        }
    }

    /// The hit path, in a buffer reused from sample to sample (the host's own calls return a new array).
    private var path: [ViewNode] = []

    func hitTest() -> Int {
        _ = tester.path(at: point, in: graph.roots, into: &path)
        return path.count
    }
}

/// A `GestureHost` (no trace) showing a `GestureGrid`; each touch-down lands on its first drawn view.
@MainActor
final class TouchDownFixture {
    private let host: GestureHost
    private let point: CGPoint

    init(views: Int) {
        host = GestureHost(rootView: GestureGrid.withViews(views), canvasSize: BenchmarkCanvas.size, trace: nil)
        guard let point = BenchmarkCanvas.firstDrawnCenter(in: host.graph) else { fatalError("TouchDownFixture: the grid draws nothing") }
        self.point = point
    }

    func touchDown() {
        send(Touch(id: 0, phase: .began, location: point, timestamp: host.now))
    }

    /// Lifts the finger and lets the tap's callbacks and any wake-up run, so the next touch-down
    /// starts a new attempt.
    func lift() {
        guard host.session.hasLiveAttempt else { fatalError("TouchDownFixture: the touch-down started no gesture") }
        send(Touch(id: 0, phase: .ended, location: point, timestamp: host.now + 0.05))
        host.advance(to: host.now + 1)
        guard host.session.nextWakeUp == nil else { fatalError("TouchDownFixture: the tap did not finish") }
    }

    private func send(_ touch: Touch) {
        do {
            try host.receive([touch])
        } catch {
            fatalError("TouchDownFixture: the host refused \(touch): \(error)")
        }
    }
}
