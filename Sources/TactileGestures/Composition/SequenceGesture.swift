/// A gesture that's a sequence of two gestures (SwiftUI's `SequenceGesture`). S-56.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of a sequence gesture: the first's value, then both once the first has ended.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeGestureNode() -> _GestureNode<Value> {
        SequenceNode<First, Second>(first._makeGestureNode(), second._makeGestureNode())
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// S-56: the second gets no events until the first has ended, then continues with the same
/// touches (it adopts the touches that are down). Right after the first ends the phase is
/// `active(.second(a, nil))`. Ends when the second ends; fails if either fails.
final class SequenceNode<First: Gesture, Second: Gesture>: _GestureNode<SequenceGesture<First, Second>.Value> {
    private let first: _GestureNode<First.Value>
    private let second: _GestureNode<Second.Value>
    private var firstValue: First.Value?

    init(_ first: _GestureNode<First.Value>, _ second: _GestureNode<Second.Value>) {
        self.first = first
        self.second = second
        super.init(label: "sequenced(\(first.label), before: \(second.label))")
    }

    override func handle(_ context: GestureUpdateContext) {
        if let firstValue {
            let before = second.revision
            second.update(context)
            if second.revision != before { followSecond(firstValue, context) }
            return
        }
        let before = first.revision
        first.update(context)
        guard first.revision != before else { return }
        followFirst(context)
    }

    override func handleAdoption(_ context: GestureUpdateContext) {
        first.adoptTouches(context)
        followFirst(context)
    }

    private func followFirst(_ context: GestureUpdateContext) {
        switch first.phase {
        case .possible(let value): transition(to: .possible(value.map { .first($0) }), context)
        case .active(let value): transition(to: .active(.first(value)), context)
        case .failed: fail(context)
        case .ended(let value):
            firstValue = value
            transition(to: .active(.second(value, nil)), context)
            second.adoptTouches(context)
            followSecond(value, context)
        }
    }

    private func followSecond(_ firstValue: First.Value, _ context: GestureUpdateContext) {
        switch second.phase {
        case .possible(let value): if value != nil || !phase.isActive { transition(to: .active(.second(firstValue, value)), context) }
        case .active(let value): transition(to: .active(.second(firstValue, value)), context)
        case .ended(let value): transition(to: .ended(.second(firstValue, value)), context)
        case .failed: fail(context)
        }
    }

    override func cancelChildren(_ context: GestureUpdateContext) {
        first.cancel(context)
        second.cancel(context)
    }

    override func nextWakeUp() -> Double? { firstValue == nil ? first.nextWakeUp() : second.nextWakeUp() }

    override var mayWakeUp: Bool { first.mayWakeUp || second.mayWakeUp }
}

extension Gesture {
    /// Sequences a gesture with another one to create a composed gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
