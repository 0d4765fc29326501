/// Callbacks found during an update pass, run after the pass has finished.
///
/// User closures (`updating`, `onChanged`, `onEnded`, `@GestureState` resets) never run inside
/// the engine's update: a node queues itself and the session drains the queue once every node
/// has seen the pass, so a re-entrant state change cannot corrupt an update in progress.
/// The queue keeps its capacity between passes: queuing allocates nothing in steady state.
package final class CallbackQueue {
    package enum Kind: Sendable {
        case updating, reset, changed, ended
        /// `onLongPressGesture`'s `onPressingChanged(true)`, `onPressingChanged(false)` and `perform` (S-63).
        case pressingBegan, pressingEnded, perform
        /// A control's tracking (`ControlTrackingGesture`): its start, and its end however it ended.
        case trackingBegan, trackingEnded
        var name: String {
            switch self {
            case .updating: "updating"
            case .reset: "@GestureState reset"
            case .changed: "onChanged"
            case .ended: "onEnded"
            case .pressingBegan, .pressingEnded: "onPressingChanged"
            case .perform: "perform"
            case .trackingBegan: "tracking began"
            case .trackingEnded: "tracking ended"
            }
        }
    }

    /// Unchecked for the reason given in `GestureUpdateContext`: queued during a pass and drained
    /// after it; the drain iterates a copy (as `for … in` does), so a callback that queues more
    /// (user code re-entering the engine) does not overlap an access to it.
    @exclusivity(unchecked) private var pending: ContiguousArray<(runner: any CallbackRunner, kind: Kind)> = []

    /// Whether `pending` holds an end-phase callback (reset, end, release): a move event queues
    /// only active-phase ones, and the end round is then skipped (it walked the queue again).
    @exclusivity(unchecked) private var hasEndPhase = false

    package init() { pending.reserveCapacity(32) }

    package func enqueue(_ runner: any CallbackRunner, _ kind: Kind) {
        pending.append((runner, kind))
        if !kind.isActivePhase { hasEndPhase = true }
    }

    package var isEmpty: Bool { pending.isEmpty }

    /// Runs every queued callback: first the active-phase ones (`updating`, `onChanged`), then the
    /// terminal ones (`@GestureState` resets, `onEnded`), each round in the order queued (innermost
    /// gesture first, as SwiftUI does). So a gesture that turns active and ends in one pass (a long
    /// press of duration 0) still reports `onChanged` before its reset and `onEnded`.
    package func drain(time: Double, trace: GestureTrace?) {
        guard !pending.isEmpty else { return }
        let runsEndRound = hasEndPhase  // read first: a callback that re-enters the engine may drain
        hasEndPhase = false
        run(activePhase: true, time: time, trace: trace)
        if runsEndRound { run(activePhase: false, time: time, trace: trace) }
        // Emptied from the end: `removeAll(keepingCapacity:)` goes through the general
        // `replaceSubrange`, about 200 instructions for the one or two entries of a move event.
        while pending.popLast() != nil {}
    }

    private func run(activePhase: Bool, time: Double, trace: GestureTrace?) {
        for (runner, kind) in pending where kind.isActivePhase == activePhase && runner.stillWants(kind) {
            if let trace {
                trace.recordCallback(time: time, gesture: runner.callbackOwner, callback: kind.name, value: runner.pendingValueDescription(kind))
            }
            runner.runCallback(kind)
        }
    }
}

extension CallbackQueue.Kind {
    /// Callbacks of a gesture being active; the others belong to its end (reset, end, release).
    var isActivePhase: Bool { self == .updating || self == .changed || self == .pressingBegan || self == .trackingBegan }
}

/// A node that owns user callbacks and runs them when the queue is drained.
package protocol CallbackRunner: AnyObject {
    /// The gesture the callback belongs to, for the trace.
    var callbackOwner: String { get }
    func runCallback(_ kind: CallbackQueue.Kind)
    func pendingValueDescription(_ kind: CallbackQueue.Kind) -> String?
    /// Whether a queued callback should still run: a gesture that turned active and failed in the
    /// same pass withdraws its active-phase callbacks (see `UpdatingNode`).
    func stillWants(_ kind: CallbackQueue.Kind) -> Bool
}

extension CallbackRunner {
    package func stillWants(_ kind: CallbackQueue.Kind) -> Bool { true }
}
