import Benchmark
import Foundation
import Tactile
import TactileGestures
import TactileTesting
import TactileUI

/// Touch-down cost on view trees of 100, 1,000 and 10,000 gestured views:
/// - hit testing alone (`HitTester.path`, S-66) on the laid-out tree;
/// - the whole touch-down through the host: wake-ups, graph update, hit test, composing the
///   attempt's gesture from the hit path and its first engine pass (the lift after it is not measured).
///
/// The finger lands on the first view drawn, which hit testing reaches last: the worst case.
func registerHitTestingBenchmarks() {
    for views in [100, 1_000, 10_000] {
        let graph = Fixture { onMain { HitTestingFixture(views: views) } }
        Benchmark("Hit test, \(views) views", configuration: BenchmarkSettings.perOperation()) { _ in
            graph.value.hitTestFromBenchmark()
        }

        let host = Fixture { onMain { TouchDownFixture(views: views) } }
        Benchmark("Touch-down through the host, \(views) views",
                  configuration: BenchmarkSettings.perOperation(maxIterations: views >= 10_000 ? 500 : 5_000)) { benchmark in
            let fixture = host.value
            fixture.touchDownFromBenchmark()
            benchmark.stopMeasurement()
            fixture.liftFromBenchmark()
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
        graph = ViewGraph(rootView: GestureGrid.withViews(views), canvasSize: CGSize(width: 390, height: 844), clock: VirtualClock())
        guard let first = graph.allNodes.first(where: { !$0.gestures.isEmpty }) else { fatalError("HitTestingFixture: no gestured view") }
        point = CGPoint(x: first.globalFrame.midX, y: first.globalFrame.midY)
        guard let hit = hitTest()?.last, first.subtree.contains(where: { $0 === hit }) else {
            fatalError("HitTestingFixture: the point \(point) does not hit the first view")
        }
    }

    func hitTest() -> [ViewNode]? { tester.path(at: point, in: graph.roots) }

    nonisolated func hitTestFromBenchmark() { onMain { blackHole(hitTest()) } }
}

/// A `ViewHost` showing a `GestureGrid`; each touch-down lands on its first drawn view.
@MainActor
final class TouchDownFixture {
    private let host: ViewHost<GestureGrid>
    private let point: CGPoint

    init(views: Int) {
        host = ViewHost(GestureGrid.withViews(views))
        guard let first = host.drawnViews.first else { fatalError("TouchDownFixture: the grid draws nothing") }
        point = first.center
    }

    nonisolated func touchDownFromBenchmark() { onMain { touchDown() } }
    nonisolated func liftFromBenchmark() { onMain { lift() } }

    func touchDown() {
        host.send([Touch(id: 0, phase: .began, location: point, timestamp: host.now)])
    }

    /// Lifts the finger and lets the tap's callbacks and any wake-up run, so the next touch-down
    /// starts a new attempt.
    func lift() {
        host.send([Touch(id: 0, phase: .ended, location: point, timestamp: host.now + 0.05)])
        host.advance(by: 1)
        guard host.rejectedChanges.isEmpty, host.nextWakeUp == nil else { fatalError("TouchDownFixture: the tap did not finish") }
    }
}
