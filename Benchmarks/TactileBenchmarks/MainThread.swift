import Benchmark
import Dispatch
import Foundation

/// Runs one sample of main-actor work (the view host) on the main thread and measures only
/// `measure`.
///
/// The runner calls benchmark closures from its async entry point, on a worker thread; the host
/// is main-actor code, and Swift checks that at run time. So the sample hops to the main queue
/// (which the runner's main thread serves) once, and starts and stops the measurement there, so
/// the hop is not measured. `prepare` (not measured) returns the fixture — built on first use —
/// and `after` (not measured) tidies up after the measured part.
func sampleOnMain<Value>(
    _ benchmark: Benchmark,
    prepare: @MainActor () -> Value,
    measure: @MainActor (Value) -> Void,
    after: @MainActor (Value) -> Void = { _ in }
) {
    nonisolated(unsafe) let benchmark = benchmark
    @MainActor func body() {
        let value = prepare()
        benchmark.startMeasurement()
        measure(value)
        benchmark.stopMeasurement()
        after(value)
    }
    if Thread.isMainThread {
        MainActor.assumeIsolated { body() }
    } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
    }
}
