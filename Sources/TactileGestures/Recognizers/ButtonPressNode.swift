import Foundation

/// Recognizes a button press (S-65). Reads the view's bounds from the pass's `.local` geometry.
///
/// - Any movement is allowed while the finger is down, and holding does not fail it.
/// - The release ends it when it lands within the bounds grown by `buttonReleaseOutset`;
///   elsewhere it fails (the press is abandoned, no action).
/// - S-02: a second finger fails it; a cancelled touch fails it.
final class ButtonPressNode: PrimitiveNode<Void> {
    private var touch: TouchID?

    init() { super.init(label: "Button press") }

    override func touchBegan(_ touch: Touch, _ context: GestureUpdateContext) {
        guard self.touch == nil else { return fail(context) }
        self.touch = touch.id
    }

    override func touchMoved(_ touch: Touch, _ context: GestureUpdateContext) {
        if touch.id != self.touch { fail(context) }
    }

    override func touchEnded(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return fail(context) }
        let geometry = context.geometry
        let outset = context.configuration.buttonReleaseOutset
        let area = CGRect(origin: .zero, size: geometry.localSize).insetBy(dx: -outset, dy: -outset)
        if area.contains(geometry.convert(touch.location, to: .local)) {
            end(with: (), context)
        } else {
            fail(context)
        }
    }
}
