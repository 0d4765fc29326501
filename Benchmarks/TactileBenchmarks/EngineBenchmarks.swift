import Benchmark

/// Engine cost of one move event with 1, 10 and 100 live gestures, with its allocations
/// (`Malloc (total)`: the design's target is 0 once warmed up): one event per sample, and (1 and
/// 10 gestures) 1,000 events per sample, reported per event.
func registerEngineBenchmarks() {
    // The floor of every figure: what the harness itself reports for a sample that does nothing.
    Benchmark("Harness floor, empty sample", configuration: BenchmarkSettings.perOperation()) { _ in }
    Benchmark("Harness floor, empty main-thread sample", configuration: BenchmarkSettings.perOperation()) { benchmark in
        sampleOnMain(benchmark, prepare: {}, measure: {})
    }

    for count in [1, 10, 100] {
        let fixture = Fixture { EngineMoveFixture(liveGestures: count) }
        Benchmark("Engine move event, \(count) live gesture\(count == 1 ? "" : "s")",
                  configuration: BenchmarkSettings.perOperation()) { _ in
            fixture.value.move()
        }
    }

    // The same events, 1,000 per sample: one event per sample mostly measures the harness around
    // it (two clock reads, the malloc-counting hooks, the fixture call, caches cold after the
    // harness's own work), so a sample of one 1-drag event costs several times what the event
    // does. With `.kilo` the harness divides each sample by 1,000, which is the per-event cost of
    // a stream of events (how a finger's moves arrive). Both figures are in docs/PERFORMANCE.md.
    for count in [1, 10] {
        let fixture = Fixture { EngineMoveFixture(liveGestures: count) }
        Benchmark("Engine move event, \(count) live gesture\(count == 1 ? "" : "s") (1,000 events per sample)",
                  configuration: .init(metrics: BenchmarkSettings.metrics, warmupIterations: 5,
                                       scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 2_000)) { benchmark in
            let engine = fixture.value
            for _ in benchmark.scaledIterations { engine.move() }
        }
    }
}
