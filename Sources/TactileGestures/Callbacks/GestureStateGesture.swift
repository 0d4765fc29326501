/// A gesture that updates a `@GestureState` as it changes (SwiftUI's `GestureStateGesture`).
///
/// - S-52: `body` runs on each `active` update (not possible, not ended) with the current state
///   value in `state` and a transaction whose `tracksVelocity` is `true`; what it writes is stored
///   with the transaction it leaves.
/// - S-71: when the gesture ends, fails or is cancelled after being active at least once, the
///   state returns to its initial value with the reset transaction.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    public var base: Base
    public var state: GestureState<State>
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _makeGestureNode() -> _GestureNode<Value> {
        UpdatingNode(base._makeGestureNode(), state: state, body: body)
    }
}

final class UpdatingNode<Value, State>: WrapperNode<Value, Value>, CallbackRunner {
    private let state: GestureState<State>
    private let body: (Value, inout State, inout Transaction) -> Void
    private var pending: Value?
    private var updated = false

    init(_ child: _GestureNode<Value>, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.state = state
        self.body = body
        super.init(child, label: child.label, transform: { $0 })
    }

    override func didTransition(from old: GesturePhase<Value>, _ context: GestureUpdateContext) {
        switch phase {
        case .active(let value):
            pending = value
            updated = true
            context.callbacks.enqueue(self, .updating)
        case .ended, .failed:
            if updated { context.callbacks.enqueue(self, .reset) }
        case .possible:
            break
        }
    }

    var callbackOwner: String { label }

    func runCallback(_ kind: CallbackQueue.Kind) {
        switch kind {
        case .updating:
            guard let value = pending else { return }
            pending = nil
            var newState = state.wrappedValue
            var transaction = Transaction()
            transaction.tracksVelocity = true
            transaction.isContinuous = true
            body(value, &newState, &transaction)
            state.update(newState, transaction: transaction)
        case .reset:
            pending = nil
            state.resetToInitialValue()
        case .changed, .ended, .pressingBegan, .pressingEnded, .perform:
            break
        }
    }

    func pendingValueDescription(_ kind: CallbackQueue.Kind) -> String? {
        kind == .reset ? nil : pending.map { String(describing: $0) }
    }
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
