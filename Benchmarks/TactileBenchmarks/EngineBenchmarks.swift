import Benchmark

/// Engine cost of one move event with 1, 10 and 100 live gestures, with its allocations
/// (`Malloc (total)`: the design's target is 0 once warmed up).
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
}
