import Foundation

/// Recognizes a button press (S-65). Reads the view's bounds from the pass's `.local` geometry.
///
/// - Any movement is allowed while the finger is down, and holding does not fail it.
/// - The release ends it when it lands within the bounds grown by `buttonReleaseOutset`;
///   elsewhere it fails (the press is abandoned, no action).
/// - S-02: a second finger fails it; a cancelled touch fails it.
/// - Pressed state (SwiftUI's `ButtonStyleConfiguration.isPressed`): true from touch-down while
///   the finger is within that same release area, false while it is outside, false once the press
///   ends, fails or is cancelled. Each change queues one `onPressingChanged` callback.
final class ButtonPressNode: PrimitiveNode<Void>, CallbackRunner {
    private var touch: TouchID?
    private let onPressingChanged: ((Bool) -> Void)?
    private var isPressed = false

    init(label: String, onPressingChanged: ((Bool) -> Void)?) {
        self.onPressingChanged = onPressingChanged
        super.init(label: label)
    }

    override func touchBegan(_ touch: Touch, _ context: GestureUpdateContext) {
        guard self.touch == nil else { return fail(context) }
        self.touch = touch.id
        setPressed(isInReleaseArea(touch, context), context)
    }

    override func touchMoved(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return fail(context) }
        if onPressingChanged != nil { setPressed(isInReleaseArea(touch, context), context) }
    }

    override func touchEnded(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return fail(context) }
        if isInReleaseArea(touch, context) {
            end(with: (), context)
        } else {
            fail(context)
        }
    }

    override func didTransition(_ context: GestureUpdateContext) {
        if phaseKind.isTerminal { setPressed(false, context) }
    }

    private func isInReleaseArea(_ touch: Touch, _ context: GestureUpdateContext) -> Bool {
        let geometry = context.geometry
        let outset = context.configuration.buttonReleaseOutset
        let area = CGRect(origin: .zero, size: geometry.localSize).insetBy(dx: -outset, dy: -outset)
        return area.contains(geometry.convert(touch.location, to: .local))
    }

    private func setPressed(_ value: Bool, _ context: GestureUpdateContext) {
        guard isPressed != value else { return }
        isPressed = value
        if onPressingChanged != nil { context.callbacks.enqueue(self, value ? .pressingBegan : .pressingEnded) }
    }

    var callbackOwner: String { label }

    /// A press that began and failed in one pass withdraws its `true` (the `false` still runs and
    /// changes nothing), so no callback reports a press after its failure.
    func stillWants(_ kind: CallbackQueue.Kind) -> Bool { kind != .pressingBegan || phaseKind != .failed }

    func runCallback(_ kind: CallbackQueue.Kind) {
        switch kind {
        case .pressingBegan: onPressingChanged?(true)
        case .pressingEnded: onPressingChanged?(false)
        default: break
        }
    }

    func pendingValueDescription(_ kind: CallbackQueue.Kind) -> String? {
        switch kind {
        case .pressingBegan: "true"
        case .pressingEnded: "false"
        default: nil
        }
    }
}
