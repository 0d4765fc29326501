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
    /// The last value delivered in this attempt, and the value waiting for the queue to run
    /// (slots, not optionals: see `ValueSlots`).
    private let values = ValueSlots<Value>(count: 2)
    private static var lastDelivered: Int { 0 }
    private static var pending: Int { 1 }

    init(_ child: _GestureNode<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(child, label: child.label, transform: { $0 })
    }

    deinit { values.deallocate() }

    override func didTransition(_ context: GestureUpdateContext) {
        // Active and failed in the same pass: never visibly active, the action is withdrawn.
        let kind = phaseKind
        if kind == .failed { values.clear(Self.pending) }
        guard kind == .active else { return }
        let value = currentValue
        if values.isSet(Self.lastDelivered), values[Self.lastDelivered] == value { return }
        values.set(Self.lastDelivered, to: value)
        values.set(Self.pending, to: value)
        context.callbacks.enqueue(self, .changed)
    }

    var callbackOwner: String { label }

    func stillWants(_ kind: CallbackQueue.Kind) -> Bool { values.isSet(Self.pending) }

    func runCallback(_ kind: CallbackQueue.Kind) {
        guard values.isSet(Self.pending) else { return }
        let value = values[Self.pending]
        values.clear(Self.pending)
        var transaction = Transaction.current ?? Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { action(value) }
    }

    func pendingValueDescription(_ kind: CallbackQueue.Kind) -> String? {
        values.isSet(Self.pending) ? String(describing: values[Self.pending]) : nil
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
