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
