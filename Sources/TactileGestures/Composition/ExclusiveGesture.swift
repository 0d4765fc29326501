/// A gesture that consists of two gestures where only one of them can succeed (SwiftUI's
/// `ExclusiveGesture`). S-55.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of an exclusive gesture: which child it is reporting.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeGestureNode() -> _GestureNode<Value> {
        ExclusiveNode<First, Second>(first._makeGestureNode(), second._makeGestureNode())
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// S-55, as two one-way relations: the second *must wait for the failure of* the first.
///
/// - Both children receive every event. The first wins whenever it becomes active or ends — even
///   if the second was already active — and the second is then cancelled (its `@GestureState`
///   resets, no `onEnded`).
/// - The second's end is gated on the first having failed, so its `onEnded` is held back until
///   then; `TapGesture(count: 2).exclusively(before: TapGesture())` is therefore "double, else
///   single once the 0.35 s window has passed", and the single never fires on a double.
/// - Fails when both have failed.
final class ExclusiveNode<First: Gesture, Second: Gesture>: _GestureNode<ExclusiveGesture<First, Second>.Value> {
    typealias Value = ExclusiveGesture<First, Second>.Value
    private let first: _GestureNode<First.Value>
    private let second: _GestureNode<Second.Value>

    init(_ first: _GestureNode<First.Value>, _ second: _GestureNode<Second.Value>) {
        self.first = first
        self.second = second
        super.init(label: "exclusively(\(first.label), before: \(second.label))")
    }

    override func handle(_ context: GestureUpdateContext) {
        let before = (first.revision, second.revision)
        first.update(context)
        updateSecond(context) { second.update(context) }
        if (first.revision, second.revision) != before { resolve(context) }
    }

    override func handleAdoption(_ context: GestureUpdateContext) {
        first.adoptTouches(context)
        updateSecond(context) { second.adoptTouches(context) }
        resolve(context)
    }

    /// Runs `body` with the second child's gate: open only if the parent's is and the first failed.
    private func updateSecond(_ context: GestureUpdateContext, _ body: () -> Void) {
        let gate = context.canEnd
        context.canEnd = gate && first.phase.isFailed
        body()
        context.canEnd = gate
    }

    override func cancelChildren(_ context: GestureUpdateContext) {
        first.cancel(context)
        second.cancel(context)
    }

    override func nextWakeUp() -> Double? { earliest(first.nextWakeUp(), second.nextWakeUp()) }

    override var mayWakeUp: Bool { first.mayWakeUp || second.mayWakeUp }

    private func resolve(_ context: GestureUpdateContext) {
        switch first.phase {
        case .active(let value):
            second.cancel(context)
            transition(to: .active(.first(value)), context)
        case .ended(let value):
            second.cancel(context)
            transition(to: .ended(.first(value)), context)
        case .failed:
            transition(to: second.phase.map { .second($0) }, context)
        case .possible:
            switch second.phase {
            case .active(let value): transition(to: .active(.second(value)), context)
            case .possible, .failed, .ended: if !phase.isActive { transition(to: .possible(nil), context) }
            }
        }
    }
}

extension Gesture {
    /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds,
    /// giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
