/// A node that follows one child: `map`, `onChanged`, `onEnded`, `updating`.
///
/// Invariant: the wrapper's phase is the child's phase transformed, and it changes only when the
/// child's changed in this pass (by revision), so a pass that did not touch the child fires nothing.
class WrapperNode<ChildValue, Value>: _GestureNode<Value> {
    let child: _GestureNode<ChildValue>
    private var seenRevision = 0
    private let transform: (ChildValue) -> Value
    /// Whether the wrapper's value is its child's, unchanged (callbacks, gates, scopes): `Value`
    /// is then `ChildValue` and `transform` the identity, so a value that stays in the current
    /// slot is refreshed by one copy from the child's slot, without calling `transform` (which
    /// took the value through two temporaries on every event).
    private let isIdentity: Bool

    init(_ child: _GestureNode<ChildValue>, label: String, transform: @escaping (ChildValue) -> Value) {
        self.child = child
        self.transform = transform
        isIdentity = false
        super.init(label: label)
    }

    /// A wrapper whose value is its child's: `Value` must be `ChildValue`.
    init(identityOf child: _GestureNode<ChildValue>, label: String) {
        precondition(ChildValue.self == Value.self, "WrapperNode(identityOf:): \(Value.self) is not \(ChildValue.self)")
        self.child = child
        transform = { unsafeBitCast($0, to: Value.self) }
        isIdentity = true
        super.init(label: label)
    }

    override func handle(_ context: GestureUpdateContext) {
        child.update(context)
        follow(context)
    }

    override func handleAdoption(_ context: GestureUpdateContext) {
        child.adoptTouches(context)
        follow(context)
    }

    override func cancelChildren(_ context: GestureUpdateContext) { child.cancel(context) }

    override func nextWakeUp() -> Double? { child.nextWakeUp() }

    override var mayWakeUp: Bool { child.mayWakeUp }

    override var recordsPhases: Bool { false }

    override var holdsEndInSubtree: Bool { isHoldingEnd || child.holdsEndInSubtree }

    /// Mirrors the child. If the child went through `active` since the last look but has moved on
    /// (to ended or failed), the wrapper passes through that `active` first, so `onChanged` and
    /// `updating` see it (S-21 with S-22 when a long press's duration is 0).
    ///
    /// Reads the child's phase as its kind and value (not as a `GesturePhase`), so following
    /// costs no metadata look-up (see `ValueSlots`).
    private func follow(_ context: GestureUpdateContext) {
        let childRevision = child.revision
        guard childRevision != seenRevision else { return }
        let childKind = child.phaseKind
        let missedActive = child.lastActiveRevision > seenRevision && childKind != .active
        seenRevision = childRevision
        if missedActive { transition(to: .active, value: transform(child.lastActiveValue), context) }
        if isIdentity, child.hasValue, hasValue, phaseKind != .active || childKind == .active {
            child.assignCurrentValue(to: currentValueAddress)
            transitionKeepingValue(to: childKind, context)
        } else if child.hasValue {
            transition(to: childKind, value: transform(child.currentValue), context)
        } else {
            transitionWithoutValue(to: childKind, context)
        }
    }
}

/// S-53: `map` transforms the value in every phase.
final class MapNode<ChildValue, Value>: WrapperNode<ChildValue, Value> {}
