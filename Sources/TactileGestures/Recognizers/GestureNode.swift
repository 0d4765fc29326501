import Foundation

/// A recognizer: the live, stateful counterpart of a `Gesture` value for one attempt.
///
/// `Gesture` values are descriptions; when an attempt starts (the first touch-down that reaches
/// the gesture) the engine asks the gesture for a tree of nodes, feeds it every touch change and
/// every requested wake-up, and drops it when it is terminal. Primitive recognizers keep their
/// state in small value types; composites hold their children.
///
/// Invariants every node keeps:
/// - Once terminal (`ended`/`failed`), a node ignores all further updates (S-50: one end at most).
/// - An end is *gated*: when the pass's `canEnd` is false the node keeps its phase and holds the
///   value; the first later pass with `canEnd` true ends it with that value (S-55: the second
///   gesture of an exclusive waits for the first to fail).
/// - `cancel` makes the node and its subtree fail at once, running `@GestureState` resets (S-71).
///
/// The phase is kept as its kind plus the value in a `ValueSlots` slot rather than as a
/// `GesturePhase<Value>`: node methods run unspecialized, and every use of a generic enum there
/// costs a runtime metadata look-up (see `ValueSlots`). `phase` rebuilds the enum for readers
/// off the hot path; recognizers on the move path use `phaseKind`, `currentValue` and
/// `transition(to:value:_:)` and `transitionWithoutValue(to:_:)`.
public class _GestureNode<Value>: AnyGestureNode {
    private let slots = ValueSlots<Value>(count: 3)
    private final var kind = GesturePhaseKind.possible
    private final var storedRevision = 0
    private final var storedLastActiveRevision = 0
    private final var storedWasActive = false

    package let label: String

    /// The phase without its value.
    @inline(__always)
    package final var phaseKind: GesturePhaseKind { kind }
    /// The current phase, with its value. Rebuilt on each read: for tests, traces and composites
    /// off the move path.
    package final var phase: GesturePhase<Value> {
        switch kind {
        case .possible: .possible(slots.isSet(Slot.current) ? slots[Slot.current] : nil)
        case .active: .active(slots[Slot.current])
        case .ended: .ended(slots[Slot.current])
        case .failed: .failed
        }
    }
    /// Whether the phase carries a value (always in `active` and `ended`, never in `failed`).
    @inline(__always)
    package final var hasValue: Bool { slots.isSet(Slot.current) }
    /// The phase's value; only when `hasValue`.
    @inline(__always)
    package final var currentValue: Value { slots[Slot.current] }
    package final var wasActive: Bool { storedWasActive }
    /// Increases on every transition, so a parent can tell whether this node changed in a pass.
    @inline(__always)
    package final var revision: Int { storedRevision }
    /// The revision of the latest `active` transition, so a follower that looks only after a pass
    /// can still see an `active` the node passed through (possible → active → ended in one pass,
    /// e.g. `LongPressGesture(minimumDuration: 0)`); its value is `lastActiveValue`.
    @inline(__always)
    package final var lastActiveRevision: Int { storedLastActiveRevision }
    /// The value of the latest `active` transition; only once `wasActive`.
    package final var lastActiveValue: Value {
        kind == .active ? slots[Slot.current] : slots[Slot.lastActive]
    }
    package var valueDescription: String? { hasValue ? String(describing: currentValue) : nil }

    // Public (on a public, non-open class) only to avoid a Swift 6.3 false "infinite recursion" warning
    // that a `package` designated initializer triggers in every subclass.
    public init(label: String) { self.label = label }

    deinit { slots.deallocate() }

    // MARK: Driving

    /// Delivers the current pass to this node. Does nothing once terminal.
    package final func update(_ context: GestureUpdateContext) {
        guard !kind.isTerminal else { return }
        if slots.isSet(Slot.heldEnd) {
            if context.canEnd {
                let old = kind
                vacateCurrent(leaving: old, for: .ended)
                slots.move(Slot.heldEnd, to: Slot.current)
                didChangePhase(from: old, to: .ended, context)
            }
            return
        }
        handle(context)
    }

    /// Starts this node mid-stream with the touches currently down (S-56: the second gesture of a
    /// sequence picks up a touch that began earlier). Default: treat each as a touch-down now.
    package func adoptTouches(_ context: GestureUpdateContext) {
        handleAdoption(context)
    }

    /// Fails this node and its subtree now, without `onEnded` (S-50), resetting `@GestureState` (S-71).
    package final func cancel(_ context: GestureUpdateContext) {
        guard !kind.isTerminal else { return }
        slots.clear(Slot.heldEnd)
        cancelChildren(context)
        fail(context)
    }

    /// The earliest time at which this subtree needs an update with no new touch, if any.
    package func nextWakeUp() -> Double? { nil }

    /// Whether `nextWakeUp()` can ever answer a time for this subtree. False only where that is
    /// certain from the node types (drags, presses and the wrappers and combinations of such),
    /// so the session skips asking the tree twice per event; a node type that does not say
    /// answers true.
    package var mayWakeUp: Bool { true }

    // MARK: For subclasses

    /// Reacts to the pass. Primitives read `context.changes`; composites update their children.
    package func handle(_ context: GestureUpdateContext) {}

    /// Starts mid-stream; primitives override to adopt `context.touchesDown`.
    package func handleAdoption(_ context: GestureUpdateContext) { handle(context) }

    /// Cancels children (composites) before the node itself fails.
    package func cancelChildren(_ context: GestureUpdateContext) {}

    /// Moves to `newPhase`, recording the change in the trace. Callers use `end(with:)` to end.
    package final func transition(to newPhase: GesturePhase<Value>, _ context: GestureUpdateContext) {
        switch newPhase {
        case .possible(let value?): transition(to: .possible, value: value, context)
        case .possible(nil): transitionWithoutValue(to: .possible, context)
        case .active(let value): transition(to: .active, value: value, context)
        case .ended(let value): transition(to: .ended, value: value, context)
        case .failed: transitionWithoutValue(to: .failed, context)
        }
    }

    /// Moves to the phase `kind` with `value` (`possible(value)`, `active(value)`, `ended(value)`).
    package final func transition(to kind: GesturePhaseKind, value: Value, _ context: GestureUpdateContext) {
        assert(kind != .failed, "a failed phase has no value")
        let old = self.kind
        vacateCurrent(leaving: old, for: kind)
        slots.set(Slot.current, to: value)
        didChangePhase(from: old, to: kind, context)
    }

    /// Moves to the phase `kind` without a value (`possible(nil)`, `failed`).
    package final func transitionWithoutValue(to kind: GesturePhaseKind, _ context: GestureUpdateContext) {
        assert(kind == .possible || kind == .failed, "\(kind) has a value")
        let old = self.kind
        vacateCurrent(leaving: old, for: kind)
        slots.clear(Slot.current)
        didChangePhase(from: old, to: kind, context)
    }

    /// The memory of the current value (only when `hasValue`), for a composite that refreshes
    /// the fields of its value in place instead of building a new one (`SimultaneousNode`).
    @inline(__always)
    package final var currentValueAddress: UnsafeMutableRawPointer { slots.address(Slot.current) }

    /// Assigns the current value (only when `hasValue`) to `destination`, memory that holds an
    /// initialized `Value` — e.g. the payload of a parent's `Value?` field that holds a value.
    @inline(__always)
    package final func assignCurrentValue(to destination: UnsafeMutableRawPointer) {
        slots.assign(Slot.current, to: destination)
    }

    /// Moves to the phase `kind` keeping the current value, which the caller has just updated in
    /// place through `currentValueAddress`: the same as `transition(to:value:_:)` with that value.
    /// Only when `hasValue` and not leaving `active` (so no value moves to the last-active slot).
    package final func transitionKeepingValue(to kind: GesturePhaseKind, _ context: GestureUpdateContext) {
        assert(hasValue && kind != .failed && (self.kind != .active || kind == .active),
               "transitionKeepingValue: \(self.kind) → \(kind) without a value in place")
        didChangePhase(from: self.kind, to: kind, context)
    }

    /// Leaving `active`, the active value moves to the last-active slot (so `lastActiveValue`
    /// needs no copy while the node stays active).
    private func vacateCurrent(leaving old: GesturePhaseKind, for newKind: GesturePhaseKind) {
        if old == .active, newKind != .active { slots.move(Slot.current, to: Slot.lastActive) }
    }

    /// The bookkeeping of a transition, once the new value (if any) is in place.
    private func didChangePhase(from old: GesturePhaseKind, to newKind: GesturePhaseKind, _ context: GestureUpdateContext) {
        kind = newKind
        storedRevision &+= 1
        if newKind == .active {
            storedWasActive = true
            storedLastActiveRevision = storedRevision
        }
        if let trace = context.trace, recordsPhases, old != newKind || newKind == .active || hasValue {
            trace.recordPhase(time: context.time, gesture: label, from: old, to: newKind, value: valueDescription)
        }
        didTransition(context)
    }

    /// Ends with `value` now if the gate is open, otherwise holds the end until it opens (S-55).
    package final func end(with value: Value, _ context: GestureUpdateContext) {
        if context.canEnd {
            transition(to: .ended, value: value, context)
        } else {
            slots.set(Slot.heldEnd, to: value)
            if context.trace != nil {
                context.trace?.recordNote(time: context.time, gesture: label, note: "end held until higher-priority gestures fail")
            }
        }
    }

    /// Fails now.
    package final func fail(_ context: GestureUpdateContext) { transitionWithoutValue(to: .failed, context) }

    /// Whether an end is being held back by the gate.
    @inline(__always)
    package final var isHoldingEnd: Bool { slots.isSet(Slot.heldEnd) }

    /// Whether this node or one it follows holds an end back (wrappers look through to their child).
    package var holdsEndInSubtree: Bool { isHoldingEnd }

    /// Whether the trace shows this node's phase changes. Wrappers (`map`, callbacks) follow their
    /// child exactly, so only the child's changes are shown.
    package var recordsPhases: Bool { true }

    /// Hook after every transition, including cancellation (callback nodes queue their callbacks
    /// here, reading the new phase from `phaseKind` and `currentValue`).
    package func didTransition(_ context: GestureUpdateContext) {}
}

/// The slots of a node's `ValueSlots`.
private enum Slot {
    /// The phase's value (`possible(v)`, `active(v)`, `ended(v)`).
    static let current = 0
    /// The value of the latest `active` phase, once the node has left it.
    static let lastActive = 1
    /// An end held back by a closed gate.
    static let heldEnd = 2
}

/// A node that always fails: the recognizer of `nil` gestures (S-57).
final class FailingNode<Value>: _GestureNode<Value> {
    init() { super.init(label: "nil gesture") }
    override func handle(_ context: GestureUpdateContext) { fail(context) }
}

/// The engine's view of a recognizer tree, independent of its value type.
package protocol AnyGestureNode: AnyObject {
    var phaseKind: GesturePhaseKind { get }
    var valueDescription: String? { get }
    var label: String { get }
    func update(_ context: GestureUpdateContext)
    func cancel(_ context: GestureUpdateContext)
    func nextWakeUp() -> Double?
    /// Whether `nextWakeUp()` can ever answer a time (see `_GestureNode.mayWakeUp`).
    var mayWakeUp: Bool { get }
    /// Whether an end is held back by a closed gate in this node or the node it wraps.
    var holdsEndInSubtree: Bool { get }
}
