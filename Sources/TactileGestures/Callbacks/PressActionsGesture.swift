/// A long press reporting its pressing state and its success: the recognizer behind
/// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`. S-63.
///
/// Invariants (S-63): `onPressingChanged(true)` runs when the press starts (the long press turns
/// active, right after touch-down, S-21); on success `onPressingChanged(false)` then `perform()`;
/// on failure or cancellation after the press started, `onPressingChanged(false)` only. Each
/// runs at most once per attempt, after the pass, like every callback.
package struct PressActionsGesture: Gesture {
    package typealias Value = Bool
    package typealias Body = Never
    package let press: LongPressGesture
    package let perform: () -> Void
    package let onPressingChanged: ((Bool) -> Void)?

    package init(_ press: LongPressGesture, perform: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)?) {
        self.press = press
        self.perform = perform
        self.onPressingChanged = onPressingChanged
    }

    package func _makeGestureNode() -> _GestureNode<Bool> {
        PressActionsNode(press._makeGestureNode(), perform: perform, onPressingChanged: onPressingChanged)
    }
}

final class PressActionsNode: WrapperNode<Bool, Bool>, CallbackRunner {
    private let perform: () -> Void
    private let onPressingChanged: ((Bool) -> Void)?
    private var pressing = false

    init(_ child: _GestureNode<Bool>, perform: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)?) {
        self.perform = perform
        self.onPressingChanged = onPressingChanged
        super.init(identityOf: child, label: child.label)
    }

    override func didTransition(_ context: GestureUpdateContext) {
        switch phaseKind {
        case .possible:
            break
        case .active:
            setPressing(true, context)
        case .ended:
            // The press may start and succeed in one pass (minimumDuration 0): both changes run.
            setPressing(true, context)
            setPressing(false, context)
            context.callbacks.enqueue(self, .perform)
        case .failed:
            setPressing(false, context)
        }
    }

    private func setPressing(_ value: Bool, _ context: GestureUpdateContext) {
        guard pressing != value else { return }
        pressing = value
        context.callbacks.enqueue(self, value ? .pressingBegan : .pressingEnded)
    }

    var callbackOwner: String { label }

    func runCallback(_ kind: CallbackQueue.Kind) {
        switch kind {
        case .pressingBegan:
            onPressingChanged?(true)
        case .pressingEnded:
            onPressingChanged?(false)
        case .perform:
            perform()
        case .updating, .reset, .changed, .ended, .trackingBegan, .trackingEnded:
            break
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
