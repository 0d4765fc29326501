import Foundation

/// Recognizes a press held for `minimumDuration` within `maximumDistance` (S-20…S-23).
///
/// - S-20: at touch-down the phase is `possible(false)`; nothing fires.
/// - S-21: right after (a wake-up at the touch-down time) it is `active(true)`, so `onChanged(true)`
///   and `updating` fire at once.
/// - S-22: when `minimumDuration` elapses while still down and within distance, it ends with `true`
///   at that moment, driven by a wake-up, without waiting for the lift.
/// - S-23: a lift before then, a move ≥ `maximumDistance` (global) or a second finger fails it.
///
/// A context menu's press (`ContextMenuPressGesture`) is the same recognizer that never becomes
/// `active` (`activates` false): `possible(false)` until it ends or fails.
final class LongPressNode: PrimitiveNode<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var touch: TouchID?
    private var downLocation = CGPoint.zero
    private var downTime = 0.0
    private var activationPending = false
    /// Whether the press becomes `active(true)` right after touch-down (S-21).
    private let activates: Bool

    init(minimumDuration: Double, maximumDistance: CGFloat, activates: Bool = true, name: String = "LongPressGesture") {
        self.minimumDuration = max(0, minimumDuration)
        self.maximumDistance = maximumDistance
        self.activates = activates
        super.init(label: "\(name)(minimumDuration: \(minimumDuration), maximumDistance: \(maximumDistance))")
    }

    override func touchBegan(_ touch: Touch, _ context: GestureUpdateContext) {
        guard self.touch == nil else { return fail(context) }
        self.touch = touch.id
        downLocation = touch.location
        downTime = touch.timestamp
        activationPending = activates
        transition(to: .possible(false), context)
    }

    override func touchMoved(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return fail(context) }
        if downLocation.distance(to: touch.location) >= maximumDistance { fail(context) }
    }

    override func touchEnded(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return fail(context) }
        if touch.timestamp >= downTime + minimumDuration, downLocation.distance(to: touch.location) < maximumDistance {
            activate(context)
            end(with: true, context)
        } else {
            fail(context)
        }
    }

    override func timeDidPass(_ context: GestureUpdateContext) {
        guard touch != nil else { return }
        if activationPending, context.time >= downTime { activate(context) }
        if context.time >= downTime + minimumDuration { end(with: true, context) }
    }

    private func activate(_ context: GestureUpdateContext) {
        guard activationPending else { return }
        activationPending = false
        transition(to: .active(true), context)
    }

    override var mayWakeUp: Bool { true }

    override func nextWakeUp() -> Double? {
        guard touch != nil, !phaseKind.isTerminal, !isHoldingEnd else { return nil }
        return activationPending ? downTime : downTime + minimumDuration
    }
}
