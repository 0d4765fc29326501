import Foundation

/// Recognizes `DragLiftGesture`: `possible` from touch-down until the lift (a wake-up at
/// `liftDuration`), then `active` while the finger carries the item, `ended` when it lifts.
/// Queues `onLift` once when it turns active (with the finger's location then), `onMove` for each
/// later active value (one per pass, the pass's last; and the lift-up's location when it differs), and `onEnd` once when a lifted carry ends or fails. The pending value
/// is one stored property: a move allocates nothing.
final class DragLiftNode: PrimitiveNode<DragLiftGesture.Value>, CallbackRunner {
    private let liftDuration: Double
    private let allowableMovement: CGFloat
    private let onLift: (DragLiftGesture.Value) -> Void
    private let onMove: (DragLiftGesture.Value) -> Void
    private let onEnd: (DragLiftGesture.Value, DragLiftGesture.Outcome) -> Void
    private var touch: TouchID?
    private var downLocation = CGPoint.zero
    private var downTime = 0.0
    /// The finger's last location, lifted or not.
    private var location = CGPoint.zero
    private var lifted = false
    private var pendingMove: DragLiftGesture.Value?
    private var outcome: DragLiftGesture.Outcome?
    private var endValue = DragLiftGesture.Value(location: .zero, startLocation: .zero)
    private var liftValue = DragLiftGesture.Value(location: .zero, startLocation: .zero)

    init(liftDuration: Double, allowableMovement: CGFloat, onLift: @escaping (DragLiftGesture.Value) -> Void,
         onMove: @escaping (DragLiftGesture.Value) -> Void, onEnd: @escaping (DragLiftGesture.Value, DragLiftGesture.Outcome) -> Void) {
        self.liftDuration = max(0, liftDuration)
        self.allowableMovement = allowableMovement
        self.onLift = onLift
        self.onMove = onMove
        self.onEnd = onEnd
        super.init(label: "DragLift(liftDuration: \(liftDuration), allowableMovement: \(allowableMovement))")
    }

    override func touchBegan(_ touch: Touch, _ context: GestureUpdateContext) {
        guard self.touch == nil else {
            // A second finger: it fails the press; once lifted, the carry goes on without it.
            if !lifted { fail(context) }
            return
        }
        self.touch = touch.id
        downLocation = touch.location
        location = touch.location
        downTime = touch.timestamp
        transition(to: .possible(nil), context)
    }

    override func touchMoved(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return }
        location = touch.location
        if lifted {
            transition(to: .active, value: value, context)
        } else if downLocation.distance(to: touch.location) >= allowableMovement {
            fail(context)
        }
    }

    override func touchEnded(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return }
        location = touch.location
        if lifted { end(with: value, context) } else { fail(context) }
    }

    override func timeDidPass(_ context: GestureUpdateContext) {
        guard touch != nil, !lifted, context.time >= downTime + liftDuration else { return }
        lifted = true
        transition(to: .active, value: value, context)
    }

    private var value: DragLiftGesture.Value { DragLiftGesture.Value(location: location, startLocation: downLocation) }

    override var mayWakeUp: Bool { true }

    override func nextWakeUp() -> Double? {
        guard touch != nil, !lifted, !phaseKind.isTerminal else { return nil }
        return downTime + liftDuration
    }

    override func didTransition(_ context: GestureUpdateContext) {
        switch phaseKind {
        case .active:
            if !wasActiveBefore {
                wasActiveBefore = true
                liftValue = currentValue
                context.callbacks.enqueue(self, .trackingBegan)
            } else {
                let queued = pendingMove != nil
                pendingMove = currentValue
                if !queued { context.callbacks.enqueue(self, .changed) }
            }
        case .ended:
            guard wasActiveBefore else { return }
            if currentValue != lastActiveValue {
                let queued = pendingMove != nil
                pendingMove = currentValue
                if !queued { context.callbacks.enqueue(self, .changed) }
            }
            finish(.dropped, currentValue, context)
        case .failed:
            guard wasActiveBefore else { return }
            finish(.cancelled, DragLiftGesture.Value(location: location, startLocation: downLocation), context)
        case .possible:
            break
        }
    }

    /// Whether `onLift` was queued in this attempt.
    private var wasActiveBefore = false

    private func finish(_ outcome: DragLiftGesture.Outcome, _ value: DragLiftGesture.Value, _ context: GestureUpdateContext) {
        self.outcome = outcome
        endValue = value
        context.callbacks.enqueue(self, .trackingEnded)
    }

    var callbackOwner: String { label }

    func runCallback(_ kind: CallbackQueue.Kind) {
        switch kind {
        case .trackingBegan:
            onLift(liftValue)
        case .changed:
            guard let value = pendingMove else { return }
            pendingMove = nil
            onMove(value)
        case .trackingEnded:
            guard let outcome else { return }
            self.outcome = nil
            onEnd(endValue, outcome)
        default:
            break
        }
    }

    func pendingValueDescription(_ kind: CallbackQueue.Kind) -> String? {
        switch kind {
        case .changed: pendingMove.map { "\($0.location)" }
        case .trackingEnded: outcome.map { "\($0) at \(endValue.location)" }
        default: nil
        }
    }
}
