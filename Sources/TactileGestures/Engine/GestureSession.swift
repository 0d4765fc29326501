import Foundation

/// Feeds touches and time to one attempt of a gesture at a time: the engine's entry point for
/// the host and for the test driver.
///
/// An *attempt* starts at a touch-down when no attempt is live: `makeRoot` builds the recognizer
/// tree (the host builds it from the hit-tested views, S-60). Every touch that begins while the
/// attempt is live belongs to it; touches that were already down when it started do not. The
/// attempt lives until its root is terminal; touches still down then are ignored until lifted.
///
/// Invariants:
/// - Time only moves forward: a change stamped earlier than the session's time is applied at the
///   session's time (and noted in the trace); wake-ups are delivered in time order before any
///   change stamped after them (S-03, lesson 1: a recorded stream replays identically).
/// - A refused change (`TouchEventError`) leaves every recognizer untouched.
/// - User callbacks run after each pass, never inside one (lesson 6).
package final class GestureSession {
    package let context: GestureUpdateContext
    package var makeRoot: (Touch) -> (any AnyGestureNode)?
    package private(set) var root: (any AnyGestureNode)?
    package private(set) var now: Double = 0
    /// Every touch that is down, attempt or not, so that later changes can be validated.
    private var down: ContiguousArray<Touch> = []
    /// The ids of the touches that belong to the live attempt.
    private var attemptTouches: ContiguousArray<TouchID> = []
    /// The batch being received, copied once so every pass over it runs on a concrete array: a
    /// generic walk over the caller's collection costs a runtime type-metadata lookup per element.
    private var batch: ContiguousArray<Touch> = []

    package init(configuration: GestureConfiguration = .standard, trace: GestureTrace? = nil,
                 makeRoot: @escaping (Touch) -> (any AnyGestureNode)?) {
        context = GestureUpdateContext(configuration: configuration, trace: trace)
        self.makeRoot = makeRoot
        let capacity = configuration.maximumSimultaneousTouches
        down.reserveCapacity(capacity)
        attemptTouches.reserveCapacity(capacity)
        batch.reserveCapacity(capacity)
    }

    package var configuration: GestureConfiguration { context.configuration }

    /// The touches currently down (global coordinates, latest locations).
    package var touchesDown: ContiguousArray<Touch> { down }

    /// Whether an attempt is in progress (its root is not terminal).
    package var hasLiveAttempt: Bool { root.map { !$0.phaseKind.isTerminalKind } ?? false }

    // MARK: Input

    /// Applies one batch of touch changes that happened together (e.g. two fingers of a pinch).
    /// A batch with an invalid change is refused whole, and nothing changes.
    package func receive<Changes: Collection<Touch>>(_ changes: Changes) throws(TouchEventError) {
        batch.removeAll(keepingCapacity: true)
        batch.append(contentsOf: changes)
        try receiveBatch()
    }

    /// `receive` on `batch`.
    private func receiveBatch() throws(TouchEventError) {
        let changes = batch
        try validate(changes)
        var time = now
        for change in changes { time = max(time, change.timestamp) }
        if let earlier = changes.first(where: { $0.timestamp < now }), let trace = context.trace {
            trace.recordNote(time: now, gesture: "input", note: "\(earlier.id) stamped \(earlier.timestamp) before \(now); applied at \(now)")
        }
        advance(to: time)

        if let root, root.phaseKind.isTerminalKind, attemptTouches.isEmpty { self.root = nil }
        context.changes.removeAll(keepingCapacity: true)
        for var change in changes {
            change.timestamp = time
            apply(change)
        }
        if let root, !root.phaseKind.isTerminalKind, !context.changes.isEmpty {
            runPass(time: time, reason: .touches) { root.update(context) }
        }
        for change in changes where change.phase.isFinal {
            down.removeAll { $0.id == change.id }
            attemptTouches.removeAll { $0 == change.id }
        }
        advance(to: time)  // wake-ups due at this very time (a long press turning active, S-21)
    }

    /// Applies one change to the bookkeeping and, if it belongs to the attempt, lists it for the pass.
    private func apply(_ change: Touch) {
        switch change.phase {
        case .began:
            down.append(change)
            if root == nil, let newRoot = makeRoot(change) {
                root = newRoot
                attemptTouches.removeAll(keepingCapacity: true)
            }
            if let root, !root.phaseKind.isTerminalKind { attemptTouches.append(change.id) }
        case .moved, .ended, .cancelled:
            if let index = down.firstIndex(where: { $0.id == change.id }) { down[index].location = change.location }
        }
        guard attemptTouches.contains(change.id) else { return }
        context.changes.append(change)
    }

    /// Refuses a batch `receive` would refuse, with the same error (recorded in the trace), and
    /// changes nothing either way: a host that must act before delivering a batch (deliver the
    /// wake-ups due by its timestamp) checks it first, so a refused batch changes nothing.
    package func check<Changes: Collection<Touch>>(_ changes: Changes) throws(TouchEventError) {
        batch.removeAll(keepingCapacity: true)
        batch.append(contentsOf: changes)
        try validate(batch)
    }

    private func validate(_ changes: ContiguousArray<Touch>) throws(TouchEventError) {
        var beginning: ContiguousArray<TouchID> = []
        for change in changes {
            guard change.location.x.isFinite, change.location.y.isFinite else {
                throw refuse(.nonFiniteLocation(change.id, x: Double(change.location.x), y: Double(change.location.y)))
            }
            guard change.timestamp.isFinite else { throw refuse(.nonFiniteTimestamp(change.id)) }
            let isDown = down.contains { $0.id == change.id }
            switch change.phase {
            case .began:
                if isDown || beginning.contains(change.id) { throw refuse(.duplicateTouchDown(change.id)) }
                let limit = configuration.maximumSimultaneousTouches
                if down.count + beginning.count >= limit { throw refuse(.tooManyTouches(change.id, limit: limit)) }
                beginning.append(change.id)
            case .moved, .ended, .cancelled:
                if !isDown { throw refuse(.unknownTouch(change.id, change.phase)) }
            }
        }
    }

    private func refuse(_ error: TouchEventError) -> TouchEventError {
        context.trace?.recordRejection(time: now, error)
        return error
    }

    // MARK: Time

    /// Delivers every wake-up due up to `time`, in order, then moves the clock to `time`.
    package func advance(to time: Double) {
        var deliveries = 0
        while let root, !root.phaseKind.isTerminalKind, let wakeUp = root.nextWakeUp(), wakeUp <= time {
            deliveries += 1
            if deliveries > configuration.maximumWakeUpsPerAdvance {
                context.trace?.recordNote(time: now, gesture: root.label, note: "stopped after \(deliveries - 1) wake-ups at one time")
                break
            }
            let at = max(now, wakeUp)
            context.changes.removeAll(keepingCapacity: true)
            runPass(time: at, reason: .timer) { root.update(context) }
        }
        if time > now { now = time }
    }

    /// The next time at which the live attempt needs an update with no new touch.
    package var nextWakeUp: Double? {
        guard let root, !root.phaseKind.isTerminalKind else { return nil }
        return root.nextWakeUp()
    }

    // MARK: Ending attempts

    /// Cancels the live attempt (its view was removed, or the host tears down): every gesture
    /// fails without `onEnded`, and `@GestureState` values reset (S-71).
    package func cancelAttempt() {
        guard let root, !root.phaseKind.isTerminalKind else { return }
        runPass(time: now, reason: .timer) { root.cancel(context) }
    }

    private func runPass(time: Double, reason: GestureUpdateContext.Reason, _ body: () -> Void) {
        now = max(now, time)
        context.time = now
        context.reason = reason
        context.canEnd = true
        context.touchesDown.removeAll(keepingCapacity: true)
        for touch in down where attemptTouches.contains(touch.id) && !isLifting(touch.id) {
            context.touchesDown.append(touch)
        }
        body()
        context.callbacks.drain(time: now, trace: context.trace)
    }
}

extension GestureSession {
    /// Whether this pass lifts or cancels the touch (it is then no longer "down" for adoption).
    private func isLifting(_ id: TouchID) -> Bool {
        context.changes.contains { $0.id == id && $0.phase.isFinal }
    }
}

extension GesturePhaseKind {
    package var isTerminalKind: Bool { self == .ended || self == .failed }
}
