/// A benchmark's state, built on first use: during the first warm-up iteration, which the
/// runner does not record (every benchmark here has warm-up iterations), and only for the
/// benchmarks a run selects — a 10,000-view tree is not built to run the engine benchmarks.
final class Fixture<Value> {
    private let make: () -> Value
    private var made: Value?

    init(_ make: @escaping () -> Value) { self.make = make }

    var value: Value {
        if let made { return made }
        let new = make()
        made = new
        return new
    }
}

/// A `Fixture` of main-actor state (a view host), built and read on the main actor.
/// `@unchecked Sendable`: the runner hands it from the worker thread that runs benchmark
/// closures to the main thread, one sample at a time, and only the main actor touches it.
final class MainFixture<Value>: @unchecked Sendable {
    private let make: @MainActor () -> Value
    private var made: Value?

    init(_ make: @escaping @MainActor () -> Value) { self.make = make }

    @MainActor
    var value: Value {
        if let made { return made }
        let new = make()
        made = new
        return new
    }
}
