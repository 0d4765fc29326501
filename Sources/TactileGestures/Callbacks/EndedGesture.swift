/// A gesture that runs an action when its content ends (SwiftUI's `_EndedGesture`).
///
/// S-50: the action runs only on `ended` — never on failure, cancellation or removal.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    @usableFromInline init(content: Content, action: @escaping (Content.Value) -> Void) {
        self.content = content
        self.action = action
    }

    public func _makeGestureNode() -> _GestureNode<Value> { EndedNode(content._makeGestureNode(), action: action) }
}

final class EndedNode<Value>: WrapperNode<Value, Value>, CallbackRunner {
    private let action: (Value) -> Void
    private var pending: Value?

    init(_ child: _GestureNode<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(identityOf: child, label: child.label)
    }

    override func didTransition(_ context: GestureUpdateContext) {
        guard phaseKind == .ended else { return }
        pending = currentValue
        context.callbacks.enqueue(self, .ended)
    }

    var callbackOwner: String { label }

    func runCallback(_ kind: CallbackQueue.Kind) {
        guard let value = pending else { return }
        pending = nil
        action(value)
    }

    func pendingValueDescription(_ kind: CallbackQueue.Kind) -> String? { pending.map { String(describing: $0) } }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends. Inlinable (as SwiftUI's is), so a caller
    /// that knows `Self` makes `_EndedGesture<Self>` without a runtime metadata look-up.
    @inlinable public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}
