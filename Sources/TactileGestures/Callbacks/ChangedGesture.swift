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
    private var lastDelivered: Value?
    private var pending: Value?

    init(_ child: _GestureNode<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(child, label: child.label, transform: { $0 })
    }

    override func didTransition(from old: GesturePhase<Value>, _ context: GestureUpdateContext) {
        // Active and failed in the same pass: never visibly active, the action is withdrawn.
        if case .failed = phase { pending = nil }
        guard case .active(let value) = phase, value != lastDelivered else { return }
        lastDelivered = value
        pending = value
        context.callbacks.enqueue(self, .changed)
    }

    var callbackOwner: String { label }

    func stillWants(_ kind: CallbackQueue.Kind) -> Bool { pending != nil }

    func runCallback(_ kind: CallbackQueue.Kind) {
        guard let value = pending else { return }
        pending = nil
        var transaction = Transaction.current ?? Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { action(value) }
    }

    func pendingValueDescription(_ kind: CallbackQueue.Kind) -> String? { pending.map { String(describing: $0) } }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
