/// A gesture that runs an action when its content's value changes (SwiftUI's `_ChangedGesture`).
///
/// S-51: the action runs on `active` updates only, and only when the value differs from the last
/// one delivered in this attempt; it runs in a transaction with animations disabled.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    public func _makeGestureNode() -> _GestureNode<Value> { ChangedNode(content._makeGestureNode(), action: action) }
}

final class ChangedNode<Value: Equatable>: WrapperNode<Value, Value>, CallbackRunner {
    private let action: (Value) -> Void
    /// The last value delivered in this attempt (a slot, not an optional: see `ValueSlots`).
    private let lastDelivered = ValueSlots<Value>(count: 1)
    /// Whether the action waits for the queue to run with `lastDelivered` (queued values are
    /// always the last delivered one, so no second copy is kept).
    private var isPending = false

    init(_ child: _GestureNode<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(identityOf: child, label: child.label)
    }

    deinit { lastDelivered.deallocate() }

    override func didTransition(_ context: GestureUpdateContext) {
        // Active and failed in the same pass: never visibly active, the action is withdrawn.
        let kind = phaseKind
        if kind == .failed { isPending = false }
        guard kind == .active else { return }
        let value = currentValue
        if lastDelivered.isSet(0), lastDelivered[0] == value { return }
        lastDelivered.set(0, to: value)
        isPending = true
        context.callbacks.enqueue(self, .changed)
    }

    var callbackOwner: String { label }

    func stillWants(_ kind: CallbackQueue.Kind) -> Bool { isPending }

    func runCallback(_ kind: CallbackQueue.Kind) {
        guard isPending else { return }
        isPending = false
        let value = lastDelivered[0]
        TransactionScope.withAnimationsDisabled { action(value) }
    }

    func pendingValueDescription(_ kind: CallbackQueue.Kind) -> String? {
        isPending ? String(describing: lastDelivered[0]) : nil
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
