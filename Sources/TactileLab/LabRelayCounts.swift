import Synchronization

/// How many page messages the server relayed to workers by each path (`LabPageInbound`): from
/// the event loop that read them, or through their connection's message loop (the messages that
/// arrived before a connection's handler was added, fragmented ones, and those that came while
/// the loop was still relaying earlier ones). Tests read it to see the direct path is taken.
public final class LabRelayCounts: Sendable {
    private let direct = Atomic<Int>(0)
    private let throughLoop = Atomic<Int>(0)

    public init() {}

    /// Messages relayed from the event loop.
    public var directlyRelayed: Int { direct.load(ordering: .relaxed) }
    /// Messages relayed by their connection's message loop.
    public var relayedThroughLoop: Int { throughLoop.load(ordering: .relaxed) }

    func countDirect() { direct.add(1, ordering: .relaxed) }
    func countThroughLoop() { throughLoop.add(1, ordering: .relaxed) }
}
