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
///
/// The value is refreshed in place while it keeps its shape (which of `first`/`second` hold a
/// value): each child's value is assigned to the payload of its field, so a move event builds no
/// `SimultaneousGesture.Value` and no `Optional`. Building one in this unspecialized code looked
/// up the metadata of `Value` and of both `Optional`s about six times per node and per event
/// (~2,000 instructions, docs/PERFORMANCE.md "Instruction counts"). The value stored is the same
/// either way: `Value(first: first's value if any, second: second's value if any)`.
final class SimultaneousNode<First: Gesture, Second: Gesture>: _GestureNode<SimultaneousGesture<First, Second>.Value> {
    private let first: _GestureNode<First.Value>
    private let second: _GestureNode<Second.Value>
    /// Byte offset of `Value.second` (`first` is at 0, and an `Optional`'s payload is at its
    /// offset 0): the layout of a struct's stored properties, in declaration order, each aligned.
    private let secondOffset: Int
    /// Which fields of the current value hold a value, as last stored by `transition(to:value:_:)`.
    private var storedFirst = false
    private var storedSecond = false

    init(_ first: _GestureNode<First.Value>, _ second: _GestureNode<Second.Value>) {
        self.first = first
        self.second = second
        let alignment = MemoryLayout<Second.Value?>.alignment
        secondOffset = (MemoryLayout<First.Value?>.size + alignment - 1) / alignment * alignment
        assert(secondOffset == MemoryLayout<SimultaneousGesture<First, Second>.Value>.offset(of: \.second),
               "SimultaneousNode: Value.second is not where the layout rule puts it")
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

    override var mayWakeUp: Bool { first.mayWakeUp || second.mayWakeUp }

    /// Reads the children's phases as kinds and values (not as `GesturePhase`s), so resolving
    /// looks up no metadata for them (see `ValueSlots`).
    private func resolve(_ context: GestureUpdateContext) {
        let firstKind = first.phaseKind
        let secondKind = second.phaseKind
        if firstKind.isTerminal && secondKind.isTerminal {
            if firstKind == .ended || secondKind == .ended {
                transitionBuildingValue(to: .ended, context)
            } else {
                fail(context)
            }
        } else if firstKind == .active || secondKind == .active || phaseKind == .active {
            refresh(to: .active, context)
        } else if first.hasValue || second.hasValue {
            refresh(to: .possible, context)
        }
    }

    /// Moves to `kind` (`possible` or `active`) with the children's current values: in place when
    /// the stored value has the same shape and stays in the current slot, otherwise built anew.
    private func refresh(to kind: GesturePhaseKind, _ context: GestureUpdateContext) {
        let firstHas = first.hasValue
        let secondHas = second.hasValue
        if hasValue, phaseKind != .active || kind == .active, firstHas == storedFirst, secondHas == storedSecond {
            let address = currentValueAddress
            if firstHas { first.assignCurrentValue(to: address) }
            if secondHas { second.assignCurrentValue(to: address + secondOffset) }
            transitionKeepingValue(to: kind, context)
        } else {
            transitionBuildingValue(to: kind, context)
        }
    }

    /// Moves to `kind` with a value built anew, remembering its shape. Not inlined: the caller
    /// would allocate the `Value` temporary on entry, looking up its metadata on every event.
    @inline(never)
    private func transitionBuildingValue(to kind: GesturePhaseKind, _ context: GestureUpdateContext) {
        storedFirst = first.hasValue
        storedSecond = second.hasValue
        transition(to: kind, value: value, context)
    }

    /// Each child's latest value, if it has one.
    private var value: SimultaneousGesture<First, Second>.Value {
        SimultaneousGesture<First, Second>.Value(first: first.hasValue ? first.currentValue : nil,
                                                 second: second.hasValue ? second.currentValue : nil)
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
