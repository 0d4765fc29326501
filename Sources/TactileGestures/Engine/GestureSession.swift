import Foundation

/// Feeds touches and time to the live *attempts* of gestures: the engine's entry point for the
/// host and for the test driver.
///
/// An *attempt* is one recognizer tree and the touches that belong to it. At every touch-down the
/// session asks its `route` where the touch goes (docs/ARCHITECTURE.md, "Attempts"): into a new
/// attempt (the host builds its tree from the hit-tested views, S-60), into an attempt that is
/// already there (the touch landed on a view that attempt's gestures cover), or nowhere. Touches
/// that were already down when an attempt started never join it. An attempt lives while its root
/// is not terminal; once terminal it keeps its touches until they lift, and a touch routed to it
/// meanwhile is absorbed (nobody sees it), as one attempt at a time always did.
///
/// Several attempts run side by side, each with its own phases, wake-ups and callbacks: a change
/// reaches only its own attempt's tree, and cancelling one attempt leaves the others alone.
///
/// Invariants:
/// - Time only moves forward: a change stamped earlier than the session's time is applied at the
///   session's time (and noted in the trace); wake-ups are delivered in time order before any
///   change stamped after them (S-03, lesson 1: a recorded stream replays identically).
/// - Determinism across attempts: within one batch, attempts are updated in the order they
///   started; wake-ups due at the same time go to the older attempt first.
/// - A refused change (`TouchEventError`) leaves every recognizer untouched.
/// - User callbacks run after each pass, never inside one (lesson 6); a pass is one attempt's.
///
/// Hot path: a move event allocates nothing (every buffer keeps its capacity); the session's
/// buffers skip run-time exclusivity checks (`@exclusivity(unchecked)`: the session is used from
/// one thread and never hands out `inout` access to them), and `receive` is specialized for the
/// arrays the host and driver pass, so no generic metadata is looked up per event.
package final class GestureSession {
    /// Where a touch-down goes.
    package enum Route {
        /// A new attempt with this recognizer tree.
        case start(any AnyGestureNode)
        /// The existing attempt with this number (a terminal one absorbs the touch).
        case join(GestureAttemptNumber)
        /// No gesture sees the touch.
        case ignore
    }

    /// One recognizer tree and the touches that belong to it.
    package final class Attempt {
        package let number: GestureAttemptNumber
        package let root: any AnyGestureNode
        /// Whether the tree can ask for a wake-up at all (`AnyGestureNode.mayWakeUp`, fixed
        /// when the tree is built): if not, looking for wake-ups skips it.
        let mayWakeUp: Bool
        /// The ids of the touches that belong to this attempt and are still down (touches a
        /// terminal attempt absorbed are not counted). Unchecked like the session's buffers: read
        /// on every pass, changed only by the session, never passed `inout` across a call out.
        @exclusivity(unchecked)
        package fileprivate(set) var touches: ContiguousArray<TouchID> = []

        init(number: GestureAttemptNumber, root: any AnyGestureNode, capacity: Int) {
            self.number = number
            self.root = root
            mayWakeUp = root.mayWakeUp
            touches.reserveCapacity(capacity)
        }

        /// Whether `id` is one of `touches`.
        @inline(__always)
        func holds(_ id: TouchID) -> Bool {
            for index in touches.indices where touches[index] == id { return true }
            return false
        }

        /// Whether the root can still change (not ended, not failed).
        package var isLive: Bool { !root.phaseKind.isTerminalKind }
    }

    package let context: GestureUpdateContext
    /// Decides where each touch-down goes; `nextNumber` is the number a new attempt would get.
    package var route: (_ touch: Touch, _ nextNumber: GestureAttemptNumber) -> Route
    @exclusivity(unchecked)
    package private(set) var now: Double = 0
    /// The attempts that are live or still hold touches, oldest first.
    @exclusivity(unchecked)
    package private(set) var attempts: ContiguousArray<Attempt> = []
    /// Every touch that is down, attempt or not, so that later changes can be validated.
    @exclusivity(unchecked)
    private var down: ContiguousArray<Touch> = []
    /// The attempt each touch in `down` belongs to (same index), or nil.
    @exclusivity(unchecked)
    private var owners: ContiguousArray<GestureAttemptNumber?> = []
    /// The batch being received, copied once so every pass over it runs on a concrete array: a
    /// generic walk over the caller's collection costs a runtime type-metadata lookup per element.
    @exclusivity(unchecked)
    private var batch: ContiguousArray<Touch> = []
    /// The owner of each change of `batch` (same index), decided as the batch is applied.
    @exclusivity(unchecked)
    private var batchOwners: ContiguousArray<GestureAttemptNumber?> = []
    private var nextNumber = GestureAttemptNumber(1)
    /// How many kept attempts can ask for a wake-up (`Attempt.mayWakeUp`): when none can, looking
    /// for wake-ups (twice per event) is skipped.
    @exclusivity(unchecked)
    private var attemptsThatMayWakeUp = 0
    /// Set when an attempt may have become finished (its root turned terminal in a pass, or one
    /// of its touches lifted); `removeFinishedAttempts` looks only then.
    @exclusivity(unchecked)
    private var mayHaveFinishedAttempts = false

    package init(configuration: GestureConfiguration = .standard, trace: GestureTrace? = nil,
                 route: @escaping (_ touch: Touch, _ nextNumber: GestureAttemptNumber) -> Route) {
        context = GestureUpdateContext(configuration: configuration, trace: trace)
        self.route = route
        let capacity = configuration.maximumSimultaneousTouches
        down.reserveCapacity(capacity)
        owners.reserveCapacity(capacity)
        batch.reserveCapacity(capacity)
        batchOwners.reserveCapacity(capacity)
        attempts.reserveCapacity(capacity)
    }

    /// One attempt at a time, as a gesture driven on its own has: a touch-down joins the attempt
    /// that is there (live, or terminal and still holding touches), otherwise `makeRoot` starts one.
    package convenience init(configuration: GestureConfiguration = .standard, trace: GestureTrace? = nil,
                             makeRoot: @escaping (Touch) -> (any AnyGestureNode)?) {
        self.init(configuration: configuration, trace: trace) { _, _ in .ignore }
        route = { [unowned self] touch, _ in
            if let existing = self.attempts.last { return .join(existing.number) }
            return makeRoot(touch).map { .start($0) } ?? .ignore
        }
    }

    package var configuration: GestureConfiguration { context.configuration }

    /// The touches currently down (global coordinates, latest locations).
    package var touchesDown: ContiguousArray<Touch> { down }

    /// Whether any attempt is in progress (its root is not terminal).
    package var hasLiveAttempt: Bool { attempts.contains { $0.isLive } }

    /// The newest attempt's root (the only one when a single gesture is driven).
    package var root: (any AnyGestureNode)? { attempts.last?.root }

    /// For each change of the last batch received, in order, the attempt whose pass it went to
    /// (nil: no attempt saw it — no gesture on its path, or absorbed by a terminal attempt).
    package var lastBatchAttempts: ContiguousArray<GestureAttemptNumber?> { batchOwners }

    /// The attempt `touch` belongs to while it is down, if any.
    package func attempt(of touch: TouchID) -> GestureAttemptNumber? {
        guard let index = down.firstIndex(where: { $0.id == touch }) else { return nil }
        return owners[index]
    }

    /// The attempt numbered `number`, while it is kept.
    package func attempt(numbered number: GestureAttemptNumber) -> Attempt? {
        for index in attempts.indices where attempts[index].number == number { return attempts[index] }
        return nil
    }

    // MARK: Input

    /// Applies one batch of touch changes that happened together (e.g. two fingers of a pinch).
    /// A batch with an invalid change is refused whole, and nothing changes.
    @_specialize(where Changes == [Touch])
    @_specialize(where Changes == CollectionOfOne<Touch>)
    package func receive<Changes: Collection<Touch>>(_ changes: Changes) throws(TouchEventError) {
        batch.removeAllKeepingCapacity()
        // Element by element: `append(contentsOf:)` costs more than the one or two touches of an event.
        for change in changes { batch.append(change) }
        try receiveBatch()
    }

    /// `receive` on `batch`.
    private func receiveBatch() throws(TouchEventError) {
        let changes = batch
        try validate(changes)
        var time = now
        for change in changes { time = max(time, change.timestamp) }
        if let trace = context.trace, let earlier = changes.first(where: { $0.timestamp < now }) {
            trace.recordNote(time: now, gesture: "input", note: "\(earlier.id) stamped \(earlier.timestamp) before \(now); applied at \(now)")
        }
        advance(to: time)

        removeFinishedAttempts()
        batchOwners.removeAllKeepingCapacity()
        for var change in changes {
            change.timestamp = time
            batchOwners.append(apply(change))
        }
        // One pass per attempt that has changes in this batch, oldest attempt first; every change
        // is applied at the batch's time. A batch of one change (every move of one finger) has at
        // most one such attempt, its owner: it goes straight there instead of walking (and
        // retaining) every attempt.
        if changes.count == 1 {
            if let owner = batchOwners[0], let attempt = attempt(numbered: owner), attempt.isLive {
                context.changes.removeAllKeepingCapacity()
                var change = changes[0]
                change.timestamp = time
                context.changes.append(change)
                runPass(attempt, time: time, reason: .touches) { attempt.root.update(context) }
            }
        } else {
            runPasses(for: changes, at: time)
        }
        for change in changes where change.phase.isFinal {
            guard let index = down.firstIndex(where: { $0.id == change.id }) else { continue }
            if let owner = owners[index], let attempt = attempt(numbered: owner) {
                attempt.touches.removeAll { $0 == change.id }
                mayHaveFinishedAttempts = true
            }
            down.remove(at: index)
            owners.remove(at: index)
        }
        advance(to: time)  // wake-ups due at this very time (a long press turning active, S-21)
    }

    /// One pass per live attempt that owns changes of `changes` (owners in `batchOwners`), oldest
    /// attempt first, each with its own changes stamped `time`.
    private func runPasses(for changes: ContiguousArray<Touch>, at time: Double) {
        for attempt in attempts where attempt.isLive {
            context.changes.removeAllKeepingCapacity()
            for index in changes.indices where batchOwners[index] == attempt.number {
                var change = changes[index]
                change.timestamp = time
                context.changes.append(change)
            }
            guard !context.changes.isEmpty else { continue }
            runPass(attempt, time: time, reason: .touches) { attempt.root.update(context) }
        }
    }

    /// Applies one change to the bookkeeping and answers the attempt whose pass it belongs to.
    private func apply(_ change: Touch) -> GestureAttemptNumber? {
        switch change.phase {
        case .began:
            let owner = owner(forTouchDown: change)
            down.append(change)
            owners.append(owner?.number)
            // A terminal attempt absorbs the touch without counting it: it is let go of once its
            // own touches lift, as a single attempt always was.
            guard let owner, owner.isLive else { return nil }
            owner.touches.append(change.id)
            return owner.number
        case .moved, .ended, .cancelled:
            guard let index = down.firstIndex(where: { $0.id == change.id }) else { return nil }
            down[index].location = change.location
            guard let owner = owners[index], let attempt = attempt(numbered: owner), attempt.isLive else { return nil }
            return owner
        }
    }

    /// Routes a touch-down: the attempt it joins (a new one if the route starts one), or nil.
    private func owner(forTouchDown touch: Touch) -> Attempt? {
        switch route(touch, nextNumber) {
        case .ignore:
            return nil
        case .join(let number):
            return attempt(numbered: number)
        case .start(let root):
            let attempt = Attempt(number: nextNumber, root: root, capacity: configuration.maximumSimultaneousTouches)
            nextNumber = GestureAttemptNumber(nextNumber.rawValue + 1)
            attempts.append(attempt)
            if attempt.mayWakeUp { attemptsThatMayWakeUp += 1 }
            return attempt
        }
    }

    /// Lets go of attempts whose root is terminal and whose touches have all lifted.
    private func removeFinishedAttempts() {
        guard mayHaveFinishedAttempts else { return }
        mayHaveFinishedAttempts = false
        // Checked first: `removeAll(where:)` rewrites the array (and retains every attempt) even
        // when it removes nothing, which is almost every event.
        // Indices, not a closure over the attempts: that retained each one on every event.
        guard attempts.indices.contains(where: { !attempts[$0].isLive && attempts[$0].touches.isEmpty }) else { return }
        attempts.removeAll { !$0.isLive && $0.touches.isEmpty }
        attemptsThatMayWakeUp = attempts.reduce(0) { $0 + ($1.mayWakeUp ? 1 : 0) }
    }

    /// Refuses a batch `receive` would refuse, with the same error (recorded in the trace), and
    /// changes nothing either way: a host that must act before delivering a batch (deliver the
    /// wake-ups due by its timestamp) checks it first, so a refused batch changes nothing.
    @_specialize(where Changes == [Touch])
    package func check<Changes: Collection<Touch>>(_ changes: Changes) throws(TouchEventError) {
        batch.removeAllKeepingCapacity()
        batch.append(contentsOf: changes)
        try validate(batch)
    }

    /// Touch-downs earlier in the batch are found by scanning the batch itself (every earlier
    /// change passed validation), so validating builds no array.
    private func validate(_ changes: ContiguousArray<Touch>) throws(TouchEventError) {
        var beginnings = 0
        for index in changes.indices {
            let change = changes[index]
            guard change.location.x.isFinite, change.location.y.isFinite else {
                throw refuse(.nonFiniteLocation(change.id, x: Double(change.location.x), y: Double(change.location.y)))
            }
            guard change.timestamp.isFinite else { throw refuse(.nonFiniteTimestamp(change.id)) }
            let isDown = down.contains { $0.id == change.id }
            switch change.phase {
            case .began:
                let beganEarlier = changes[..<index].contains { $0.phase == .began && $0.id == change.id }
                if isDown || beganEarlier { throw refuse(.duplicateTouchDown(change.id)) }
                let limit = configuration.maximumSimultaneousTouches
                if down.count + beginnings >= limit { throw refuse(.tooManyTouches(change.id, limit: limit)) }
                beginnings += 1
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

    /// Delivers every wake-up due up to `time`, in time order across attempts (the older attempt
    /// first at equal times), then moves the clock to `time`.
    package func advance(to time: Double) {
        guard attemptsThatMayWakeUp > 0 else {  // no wake-up can be due: the clock just moves
            if time > now { now = time }
            return
        }
        var deliveries = 0
        while let (index, wakeUp) = earliestWakeUp(), wakeUp <= time {
            let attempt = attempts[index]
            deliveries += 1
            if deliveries > configuration.maximumWakeUpsPerAdvance {
                context.trace?.recordNote(time: now, gesture: attempt.root.label, note: "stopped after \(deliveries - 1) wake-ups at one time")
                break
            }
            let at = max(now, wakeUp)
            context.changes.removeAllKeepingCapacity()
            runPass(attempt, time: at, reason: .timer) { attempt.root.update(context) }
        }
        if time > now { now = time }
    }

    /// The index in `attempts` of the live attempt with the earliest wake-up, and that time.
    /// Answers an index, not the attempt: this runs twice per event, and handing out the object
    /// retained every attempt it looked at.
    private func earliestWakeUp() -> (index: Int, time: Double)? {
        guard attemptsThatMayWakeUp > 0 else { return nil }
        var earliest: (index: Int, time: Double)?
        for index in attempts.indices {
            guard attempts[index].mayWakeUp else { continue }
            let root = attempts[index].root
            guard !root.phaseKind.isTerminalKind, let wakeUp = root.nextWakeUp() else { continue }
            if earliest.map({ wakeUp < $0.time }) ?? true { earliest = (index, wakeUp) }
        }
        return earliest
    }

    /// The next time at which a live attempt needs an update with no new touch.
    package var nextWakeUp: Double? { earliestWakeUp()?.time }

    // MARK: Ending attempts

    /// Cancels every live attempt (the host tears down): every gesture fails without `onEnded`,
    /// and `@GestureState` values reset (S-71).
    package func cancelAttempt() {
        for attempt in attempts { cancel(attempt) }
    }

    /// Cancels one attempt (a view its gestures belong to was removed, S-71); the others go on.
    package func cancelAttempt(numbered number: GestureAttemptNumber) {
        attempt(numbered: number).map(cancel)
    }

    private func cancel(_ attempt: Attempt) {
        guard attempt.isLive else { return }
        context.changes.removeAllKeepingCapacity()
        runPass(attempt, time: now, reason: .timer) { attempt.root.cancel(context) }
    }

    private func runPass(_ attempt: Attempt, time: Double, reason: GestureUpdateContext.Reason, _ body: () -> Void) {
        now = max(now, time)
        context.time = now
        context.reason = reason
        context.canEnd = true
        context.touchesDown.removeAllKeepingCapacity()
        // By index: `for … in` over `down` and `contains` on the attempt's touches each retained
        // an array on every pass.
        for index in down.indices where attempt.holds(down[index].id) && !isLifting(down[index].id) {
            context.touchesDown.append(down[index])
        }
        context.trace?.attempt = attempt.number
        body()
        if !attempt.isLive { mayHaveFinishedAttempts = true }
        context.callbacks.drain(time: now, trace: context.trace)
        context.trace?.attempt = nil
    }
}

extension GestureSession {
    /// Whether this pass lifts or cancels the touch (it is then no longer "down" for adoption).
    private func isLifting(_ id: TouchID) -> Bool {
        for index in context.changes.indices where context.changes[index].id == id && context.changes[index].phase.isFinal { return true }
        return false
    }
}

extension GesturePhaseKind {
    package var isTerminalKind: Bool { self == .ended || self == .failed }
}
