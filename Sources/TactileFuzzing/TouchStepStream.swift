import PropertyBased

/// An endless, reproducible stream of adversarial steps (`TouchStep.adversarialGenerator`) for
/// long runs: the same seed gives the same steps on every machine.
public struct TouchStepStream: Sequence, IteratorProtocol, Sendable {
    private var rng: Xoshiro
    private var remaining: Int

    /// `count` steps drawn from `seed`.
    public init(seed: UInt64, count: Int) {
        // SplitMix64 spreads one 64-bit seed over xoshiro's 256-bit state.
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
        rng = Xoshiro(seed: (next(), next(), next(), next()))
        remaining = count
    }

    public mutating func next() -> TouchStep? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        return TouchStep.adversarialGenerator.run(using: &rng)
    }
}
