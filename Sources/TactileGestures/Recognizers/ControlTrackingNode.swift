import Foundation

/// Recognizes `ControlTrackingGesture`: one finger, active from an accepted touch-down until it
/// lifts. Queues `onBegan` once when it turns active, `onChanged` for every active value (one
/// call per pass, with the pass's last value, and the lift's location when it differs from the
/// last move's) and `onFinished` once when a tracking that began ends or fails. The pending value is kept in one stored property, so a move allocates
/// nothing.
final class ControlTrackingNode: PrimitiveNode<ControlTrackingGesture.Value>, CallbackRunner {
    private let accepts: (CGPoint, CGSize) -> Bool
    private let onBegan: () -> Void
    private let onChanged: (ControlTrackingGesture.Value) -> Void
    private let onFinished: () -> Void
    private var touch: TouchID?
    private var startLocation = CGPoint.zero
    private var pendingValue: ControlTrackingGesture.Value?
    private var began = false

    init(accepts: @escaping (CGPoint, CGSize) -> Bool, onBegan: @escaping () -> Void,
         onChanged: @escaping (ControlTrackingGesture.Value) -> Void, onFinished: @escaping () -> Void) {
        self.accepts = accepts
        self.onBegan = onBegan
        self.onChanged = onChanged
        self.onFinished = onFinished
        super.init(label: "Control tracking")
    }

    override func touchBegan(_ touch: Touch, _ context: GestureUpdateContext) {
        guard self.touch == nil else { return fail(context) }
        let size = context.geometry.localSize
        let location = context.geometry.convert(touch.location, to: .local)
        guard accepts(location, size) else { return fail(context) }
        self.touch = touch.id
        startLocation = location
        transition(to: .active, value: value(location, context), context)
    }

    override func touchMoved(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return fail(context) }
        transition(to: .active, value: value(context.geometry.convert(touch.location, to: .local), context), context)
    }

    override func touchEnded(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return fail(context) }
        end(with: value(context.geometry.convert(touch.location, to: .local), context), context)
    }

    private func value(_ location: CGPoint, _ context: GestureUpdateContext) -> ControlTrackingGesture.Value {
        ControlTrackingGesture.Value(location: location, startLocation: startLocation, size: context.geometry.localSize)
    }

    override func didTransition(_ context: GestureUpdateContext) {
        switch phaseKind {
        case .active:
            if !began {
                began = true
                context.callbacks.enqueue(self, .trackingBegan)
            }
            let changed = pendingValue == nil
            pendingValue = currentValue
            if changed { context.callbacks.enqueue(self, .changed) }
        case .ended:
            // A lift away from the last move reports where the finger left, then the end.
            if began, currentValue != lastActiveValue {
                let changed = pendingValue == nil
                pendingValue = currentValue
                if changed { context.callbacks.enqueue(self, .changed) }
            }
            if began { context.callbacks.enqueue(self, .trackingEnded) }
        case .failed:
            if began { context.callbacks.enqueue(self, .trackingEnded) }
        case .possible:
            break
        }
    }

    var callbackOwner: String { label }

    func runCallback(_ kind: CallbackQueue.Kind) {
        switch kind {
        case .trackingBegan:
            onBegan()
        case .changed:
            guard let value = pendingValue else { return }
            pendingValue = nil
            onChanged(value)
        case .trackingEnded:
            onFinished()
        default:
            break
        }
    }

    func pendingValueDescription(_ kind: CallbackQueue.Kind) -> String? {
        kind == .changed ? pendingValue.map { "\($0.location)" } : nil
    }
}
