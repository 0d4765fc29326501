import Foundation

/// Recognizes the press of a context menu (`ContextMenuPressGesture`): `possible(false)` from
/// touch-down; when `minimumDuration` elapses while the finger is still down within
/// `maximumDistance` of where it went down, it ends with `true` at that moment (a wake-up). A lift
/// before then, a move ≥ `maximumDistance` or a second finger fails it. Never `active`.
final class ContextMenuPressNode: PrimitiveNode<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var touch: TouchID?
    private var downLocation = CGPoint.zero
    private var downTime = 0.0

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = max(0, minimumDuration)
        self.maximumDistance = maximumDistance
        super.init(label: "ContextMenuPress(minimumDuration: \(minimumDuration), maximumDistance: \(maximumDistance))")
    }

    override func touchBegan(_ touch: Touch, _ context: GestureUpdateContext) {
        guard self.touch == nil else { return fail(context) }
        self.touch = touch.id
        downLocation = touch.location
        downTime = touch.timestamp
        transition(to: .possible(false), context)
    }

    override func touchMoved(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return fail(context) }
        if downLocation.distance(to: touch.location) >= maximumDistance { fail(context) }
    }

    override func touchEnded(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return fail(context) }
        if touch.timestamp >= downTime + minimumDuration, downLocation.distance(to: touch.location) < maximumDistance {
            end(with: true, context)
        } else {
            fail(context)
        }
    }

    override func timeDidPass(_ context: GestureUpdateContext) {
        guard touch != nil else { return }
        if context.time >= downTime + minimumDuration { end(with: true, context) }
    }

    override var mayWakeUp: Bool { true }

    override func nextWakeUp() -> Double? {
        guard touch != nil, !phaseKind.isTerminal, !isHoldingEnd else { return nil }
        return downTime + minimumDuration
    }
}
