import Foundation

/// Recognizes `count` taps (S-10…S-13). Discrete: never `active`; ends at the final touch-up.
///
/// - S-10: fails once a finger moves `tapMaximumMovement` (45 pt, global) from the first
///   touch-down of the attempt, or is held `tapMaximumHoldDuration` (0.75 s).
/// - S-11: each further touch-down must come within `multiTapInterval` (0.35 s) of the previous
///   touch-up; a timer fails the gesture when the window closes.
/// - S-02: a second finger while one is down fails it.
final class TapNode<Value>: PrimitiveNode<Value> {
    private struct State {
        var tapsCompleted = 0
        var touch: TouchID?
        var firstDown: CGPoint?
        var downTime = 0.0
        var lastUpTime = 0.0
    }

    private let count: Int
    private let makeValue: (CGPoint, GestureUpdateContext) -> Value
    private var state = State()

    init(count: Int, label: String, makeValue: @escaping (CGPoint, GestureUpdateContext) -> Value) {
        self.count = count
        self.makeValue = makeValue
        super.init(label: label)
    }

    override func touchBegan(_ touch: Touch, _ context: GestureUpdateContext) {
        let config = context.configuration
        if state.touch != nil { return fail(context) }
        // S-11: the window is half-open, as the wake-up that closes it runs before a touch at the same time.
        if state.tapsCompleted > 0, touch.timestamp - state.lastUpTime >= config.multiTapInterval { return fail(context) }
        if let first = state.firstDown, first.distance(to: touch.location) >= config.tapMaximumMovement { return fail(context) }
        if state.firstDown == nil { state.firstDown = touch.location }
        holdLimit = config.tapMaximumHoldDuration
        window = config.multiTapInterval
        state.touch = touch.id
        state.downTime = touch.timestamp
    }

    override func touchMoved(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == state.touch else { return fail(context) }
        if movedTooFar(touch, context) { fail(context) }
    }

    override func touchEnded(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == state.touch else { return fail(context) }
        if movedTooFar(touch, context) { return fail(context) }
        state.touch = nil
        state.tapsCompleted += 1
        state.lastUpTime = touch.timestamp
        if state.tapsCompleted >= count { end(with: makeValue(touch.location, context), context) }
    }

    override func timeDidPass(_ context: GestureUpdateContext) {
        if let deadline = deadline, context.time >= deadline { fail(context) }
    }

    override var mayWakeUp: Bool { true }

    override func nextWakeUp() -> Double? {
        guard !phaseKind.isTerminal, !isHoldingEnd else { return nil }
        return deadline
    }

    /// When the attempt fails for lack of a touch change: the hold limit while a finger is down,
    /// the multi-tap window after a touch-up.
    private var deadline: Double? {
        if state.touch != nil { return state.downTime + holdLimit }
        if state.tapsCompleted > 0 { return state.lastUpTime + window }
        return nil
    }

    /// Copied from the pass's configuration at each touch-down (wake-ups are asked with no context).
    private var holdLimit = 0.0
    private var window = 0.0

    private func movedTooFar(_ touch: Touch, _ context: GestureUpdateContext) -> Bool {
        guard let first = state.firstDown else { return false }
        return first.distance(to: touch.location) >= context.configuration.tapMaximumMovement
    }
}
