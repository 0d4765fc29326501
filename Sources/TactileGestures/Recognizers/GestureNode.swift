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
public class _GestureNode<Value>: AnyGestureNode {
    package private(set) var phase: GesturePhase<Value> = .possible(nil)
    package let label: String
    private var heldEnd: Value?
    package private(set) var wasActive = false
    /// Increases on every transition, so a parent can tell whether this node changed in a pass.
    package private(set) var revision = 0
    /// The value and revision of the latest `active` transition, so a follower that looks only
    /// after a pass can still see an `active` the node passed through (possible → active → ended
    /// in one pass, e.g. `LongPressGesture(minimumDuration: 0)`).
    /// Kept as two properties rather than an optional tuple: reading a generic optional tuple
    /// looks up its type metadata at run time on every transition.
    package private(set) var lastActiveValue: Value?
    package private(set) var lastActiveRevision = 0

    package var phaseKind: GesturePhaseKind { phase.kind }
    package var valueDescription: String? { phase.value.map { String(describing: $0) } }

    // Public (on a public, non-open class) only to avoid a Swift 6.3 false "infinite recursion" warning
    // that a `package` designated initializer triggers in every subclass.
    public init(label: String) { self.label = label }

    // MARK: Driving

    /// Delivers the current pass to this node. Does nothing once terminal.
    package final func update(_ context: GestureUpdateContext) {
        guard !phase.isTerminal else { return }
        if let value = heldEnd {
            if context.canEnd { heldEnd = nil; transition(to: .ended(value), context) }
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
        guard !phase.isTerminal else { return }
        heldEnd = nil
        cancelChildren(context)
        transition(to: .failed, context)
    }

    /// The earliest time at which this subtree needs an update with no new touch, if any.
    package func nextWakeUp() -> Double? { nil }

    // MARK: For subclasses

    /// Reacts to the pass. Primitives read `context.changes`; composites update their children.
    package func handle(_ context: GestureUpdateContext) {}

    /// Starts mid-stream; primitives override to adopt `context.touchesDown`.
    package func handleAdoption(_ context: GestureUpdateContext) { handle(context) }

    /// Cancels children (composites) before the node itself fails.
    package func cancelChildren(_ context: GestureUpdateContext) {}

    /// Moves to `newPhase`, recording the change in the trace. Callers use `end(with:)` to end.
    package final func transition(to newPhase: GesturePhase<Value>, _ context: GestureUpdateContext) {
        let old = phase
        phase = newPhase
        revision &+= 1
        if case .active(let value) = newPhase {
            wasActive = true
            lastActiveValue = value
            lastActiveRevision = revision
        }
        if recordsPhases, let trace = context.trace, old.kind != newPhase.kind || newPhase.isActive || newPhase.value != nil {
            trace.recordPhase(time: context.time, gesture: label, from: old.kind, to: newPhase.kind,
                              value: newPhase.value.map { String(describing: $0) })
        }
        didTransition(from: old, context)
    }

    /// Ends with `value` now if the gate is open, otherwise holds the end until it opens (S-55).
    package final func end(with value: Value, _ context: GestureUpdateContext) {
        if context.canEnd {
            transition(to: .ended(value), context)
        } else {
            heldEnd = value
            if context.trace != nil {
                context.trace?.recordNote(time: context.time, gesture: label, note: "end held until higher-priority gestures fail")
            }
        }
    }

    /// Fails now.
    package final func fail(_ context: GestureUpdateContext) { transition(to: .failed, context) }

    /// Whether an end is being held back by the gate.
    package var isHoldingEnd: Bool { heldEnd != nil }

    /// Whether this node or one it follows holds an end back (wrappers look through to their child).
    package var holdsEndInSubtree: Bool { isHoldingEnd }

    /// Whether the trace shows this node's phase changes. Wrappers (`map`, callbacks) follow their
    /// child exactly, so only the child's changes are shown.
    package var recordsPhases: Bool { true }

    /// Hook after every transition, including cancellation (callback nodes queue their callbacks here).
    package func didTransition(from old: GesturePhase<Value>, _ context: GestureUpdateContext) {}
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
    /// Whether an end is held back by a closed gate in this node or the node it wraps.
    var holdsEndInSubtree: Bool { get }
}
