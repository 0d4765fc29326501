/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other (SwiftUI's `SimultaneousGesture`). S-54.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// The value of a simultaneous gesture: each child's latest value, if it has one.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
        public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeGestureNode() -> _GestureNode<Value> {
        SimultaneousNode<First, Second>(first._makeGestureNode(), second._makeGestureNode())
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// S-54: both children get every event. Active if either is active; ends only when both are
/// terminal and at least one ended; fails only if both fail.
final class SimultaneousNode<First: Gesture, Second: Gesture>: _GestureNode<SimultaneousGesture<First, Second>.Value> {
    private let first: _GestureNode<First.Value>
    private let second: _GestureNode<Second.Value>

    init(_ first: _GestureNode<First.Value>, _ second: _GestureNode<Second.Value>) {
        self.first = first
        self.second = second
        super.init(label: "simultaneously(\(first.label), \(second.label))")
    }

    override func handle(_ context: GestureUpdateContext) {
        let before = (first.revision, second.revision)
        first.update(context)
        second.update(context)
        if (first.revision, second.revision) != before { resolve(context) }
    }

    override func handleAdoption(_ context: GestureUpdateContext) {
        first.adoptTouches(context)
        second.adoptTouches(context)
        resolve(context)
    }

    override func cancelChildren(_ context: GestureUpdateContext) {
        first.cancel(context)
        second.cancel(context)
    }

    override func nextWakeUp() -> Double? { earliest(first.nextWakeUp(), second.nextWakeUp()) }

    private func resolve(_ context: GestureUpdateContext) {
        let value = SimultaneousGesture<First, Second>.Value(first: first.phase.value, second: second.phase.value)
        if first.phase.isTerminal && second.phase.isTerminal {
            if first.phase.isEnded || second.phase.isEnded { transition(to: .ended(value), context) } else { fail(context) }
        } else if first.phase.isActive || second.phase.isActive || phase.isActive {
            transition(to: .active(value), context)
        } else if value.first != nil || value.second != nil {
            transition(to: .possible(value), context)
        }
    }
}

/// The earlier of two optional wake-up times.
func earliest(_ a: Double?, _ b: Double?) -> Double? {
    switch (a, b) {
    case (let a?, let b?): min(a, b)
    case (let a?, nil): a
    case (nil, let b?): b
    case (nil, nil): nil
    }
}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
