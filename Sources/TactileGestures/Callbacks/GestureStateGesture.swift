/// A gesture that updates a `@GestureState` as it changes (SwiftUI's `GestureStateGesture`).
///
/// - S-52: `body` runs on each `active` update (not possible, not ended) with the current state
///   value in `state` and a transaction whose `tracksVelocity` is `true`; what it writes is stored
///   with the transaction it leaves.
/// - S-71: when the gesture ends, fails or is cancelled after being active at least once, the
///   state returns to its initial value with the reset transaction.
/// - A gesture that turns active and fails in the same pass (two fingers landing in one event on
///   a single-touch gesture, S-02) was never visibly active: that pass's `body` call is withdrawn,
///   and no reset runs unless an earlier pass updated the state. (Found by fuzzing: otherwise
///   `updating` ran in an attempt that had already failed.)
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
    /// The value waiting for the queue to run `body` (a slot, not an optional: see `ValueSlots`).
    private let pending = ValueSlots<Value>(count: 1)
    /// Whether `body` has run in this attempt.
    private var delivered = false

    init(_ child: _GestureNode<Value>, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.state = state
        self.body = body
        super.init(identityOf: child, label: child.label)
    }

    deinit { pending.deallocate() }

    override func didTransition(_ context: GestureUpdateContext) {
        switch phaseKind {
        case .active:
            pending.set(0, to: currentValue)
            context.callbacks.enqueue(self, .updating)
        case .ended:
            if delivered || pending.isSet(0) { context.callbacks.enqueue(self, .reset) }
        case .failed:
            pending.clear(0)
            if delivered { context.callbacks.enqueue(self, .reset) }
        case .possible:
            break
        }
    }

    var callbackOwner: String { label }

    func runCallback(_ kind: CallbackQueue.Kind) {
        switch kind {
        case .updating:
            guard pending.isSet(0) else { return }
            let value = pending[0]
            pending.clear(0)
            delivered = true
            var newState = state.wrappedValue
            var transaction = Transaction()
            transaction.tracksVelocity = true
            transaction.isContinuous = true
            body(value, &newState, &transaction)
            state.update(newState, transaction: transaction)
        case .reset:
            pending.clear(0)
            state.resetToInitialValue()
        case .changed, .ended, .pressingBegan, .pressingEnded, .perform, .trackingBegan, .trackingEnded:
            break
        }
    }

    func pendingValueDescription(_ kind: CallbackQueue.Kind) -> String? {
        kind == .reset || !pending.isSet(0) ? nil : String(describing: pending[0])
    }

    func stillWants(_ kind: CallbackQueue.Kind) -> Bool { kind != .updating || pending.isSet(0) }
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
