/// The compatibility-module preparations of one process, run one after another in the order they
/// were asked for (`LabCompiler.prepareCompatibility()`).
///
/// Invariant: a preparation starts only after the one asked for before it has ended, whatever it
/// awaits on the way (an actor alone would interleave them at each `await`).
actor CompatibilityPreparations {
    static let shared = CompatibilityPreparations()

    private var last: Task<Void, Never>?

    /// Runs `work` after every preparation asked for before it, and returns what it gave.
    func run<Outcome: Sendable>(_ work: @escaping @Sendable () async -> Outcome) async -> Outcome {
        let previous = last
        let task = Task<Outcome, Never> {
            await previous?.value
            return await work()
        }
        last = Task { _ = await task.value }
        return await task.value
    }
}
