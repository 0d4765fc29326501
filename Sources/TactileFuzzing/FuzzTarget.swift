import TactileTesting

/// What the fuzzer drives: `GestureDriver` (one gesture) or `ViewHost` (a view tree).
@MainActor
public protocol FuzzTarget: TouchScripting {
    /// Touch changes the engine refused, in order, since the last `clearHistory()`.
    var rejectedChanges: [TouchEventError] { get }
    /// The touches the engine holds as down.
    var touchesDown: [Touch] { get }
    /// Everything the engine did since the last `clearHistory()`.
    var trace: GestureTrace { get }
    /// Forgets the trace, refused changes and finished attempts, so a long run's memory stays flat.
    func clearHistory()
}

extension GestureDriver: FuzzTarget {}
extension ViewHost: @MainActor FuzzTarget {}
