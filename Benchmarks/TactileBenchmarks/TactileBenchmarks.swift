import Benchmark

/// Tactile's frame-budget benchmarks (issue 6). A frame at 120 Hz lasts 8.33 ms and touches
/// arrive at up to 240 Hz, so one move event must cost far less than a frame and allocate
/// nothing once warmed up. Each sample is one operation (one event, one hit test, one frame), so
/// the percentiles are per operation. Figures and how to read them: docs/PERFORMANCE.md.
///
/// Run: `swift package benchmark --target TactileBenchmarks`.
let benchmarks: @Sendable () -> Void = {
    registerEngineBenchmarks()
    registerHostBenchmarks()
    registerControlBenchmarks()
    registerScrollBenchmarks()
    registerLazyFeedBenchmarks()
    registerFlingBenchmarks()
    registerHitTestingBenchmarks()
    registerFrameBenchmarks()
    registerIncrementalBenchmarks()
    registerReplayBenchmarks()
    registerRasterBenchmarks()
}

/// The settings every per-operation benchmark shares.
enum BenchmarkSettings {
    /// Wall time, allocations and (where the kernel allows perf events) instructions.
    static let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .instructions]

    /// One operation per sample; bounded by time and count so the whole suite runs in minutes
    /// on a shared 2-core machine.
    static func perOperation(maxIterations: Int = 20_000, seconds: Int = 2) -> Benchmark.Configuration {
        .init(metrics: metrics, warmupIterations: 50, scalingFactor: .one,
              maxDuration: .seconds(seconds), maxIterations: maxIterations)
    }
}
