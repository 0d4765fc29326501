/// Base of the primitive recognizers: dispatches each touch change of a pass to
/// `touchBegan`/`touchMoved`/`touchEnded`/`touchCancelled`, then lets the node check its timers.
///
/// Invariant: once the node is terminal or holding an end, the rest of the pass is ignored.
class PrimitiveNode<Value>: _GestureNode<Value> {
    /// Primitives ask for time only by overriding `nextWakeUp()` (taps and long presses), and
    /// those override this too.
    override var mayWakeUp: Bool { false }

    override func handle(_ context: GestureUpdateContext) {
        if context.reason == .touches {
            // By index, not `for … in`: that retained the array for the loop on every pass. Nodes
            // never change `changes` during a pass (only the session does, between passes).
            var index = 0
            while index < context.changes.count {
                let change = context.changes[index]
                index += 1
                guard !phaseKind.isTerminal, !isHoldingEnd else { return }
                switch change.phase {
                case .began: touchBegan(change, context)
                case .moved: touchMoved(change, context)
                case .ended: touchEnded(change, context)
                case .cancelled: touchCancelled(change, context)
                }
            }
        }
        guard !phaseKind.isTerminal, !isHoldingEnd else { return }
        timeDidPass(context)
    }

    /// S-56: started mid-stream, every touch that is down counts as beginning now, where it is.
    override func handleAdoption(_ context: GestureUpdateContext) {
        for touch in context.touchesDown {
            guard !phaseKind.isTerminal else { return }
            var adopted = touch
            adopted.phase = .began
            adopted.timestamp = context.time
            touchBegan(adopted, context)
        }
        guard !phaseKind.isTerminal, !isHoldingEnd else { return }
        timeDidPass(context)
    }

    func touchBegan(_ touch: Touch, _ context: GestureUpdateContext) {}
    func touchMoved(_ touch: Touch, _ context: GestureUpdateContext) {}
    func touchEnded(_ touch: Touch, _ context: GestureUpdateContext) {}
    /// Cancellation is not an end (lesson 3): by default the recognizer fails.
    func touchCancelled(_ touch: Touch, _ context: GestureUpdateContext) { fail(context) }
    /// Called after the pass's touch changes (and on timer passes) to act on deadlines.
    func timeDidPass(_ context: GestureUpdateContext) {}
}
