import TactileTesting

/// A model of the touches that are down, independent of the engine: it turns script steps into
/// batches and says, from the input contract alone, whether the engine must refuse each one (S-01,
/// `TouchEventError`). The contract it checks, change by change in batch order:
/// a non-finite location, then a non-finite timestamp, is refused; a touch-down of an id that is
/// down (or began earlier in the batch) is a duplicate; a touch-down when `touchLimit` touches are
/// down (counting the batch's earlier downs) is one too many; a move, lift or cancel of an id that
/// is not down (before the batch) is unknown. One refused change refuses the batch.
public struct TouchStreamModel: Sendable {
    /// The most touches down at once (`GestureConfiguration.maximumSimultaneousTouches`).
    public let touchLimit: Int
    /// The ids down, in the order they went down.
    public private(set) var down: [TouchID] = []
    private var lastLocation: [TouchID: CGPoint] = [:]

    public init(touchLimit: Int = GestureConfiguration.standard.maximumSimultaneousTouches) {
        self.touchLimit = touchLimit
    }

    /// The batch `step` sends when the clock reads `now`, or nil when the step only lets time pass
    /// (a wait, or a plausible lift of a finger that is up).
    public func batch(for step: TouchStep, now: Double) -> TouchBatch? {
        let id = TouchID(step.finger)
        let location = CGPoint(x: step.x, y: step.y)
        let changes: [Touch]
        switch step.kind {
        case .down, .move:
            changes = [Touch(id: id, phase: down.contains(id) ? .moved : .began, location: location, timestamp: now)]
        case .up:
            guard down.contains(id) else { return nil }
            changes = [Touch(id: id, phase: .ended, location: location, timestamp: now)]
        case .cancel:
            guard down.contains(id) else { return nil }
            changes = [Touch(id: id, phase: .cancelled, location: lastLocation[id] ?? .zero, timestamp: now)]
        case .wait:
            return nil
        case .raw:
            changes = [Touch(id: id, phase: step.phase, location: location, timestamp: timestamp(step, now: now))]
        case .crowd:
            var crowd: [Touch] = []
            for index in 0...step.finger where !down.contains(TouchID(index)) {
                let location = CGPoint(x: step.x + Double(index) * 7, y: step.y + Double(index) * 3)
                crowd.append(Touch(id: TouchID(index), phase: .began, location: location, timestamp: now))
            }
            changes = crowd
        case .liftAll:
            changes = down.map { Touch(id: $0, phase: .ended, location: lastLocation[$0] ?? .zero, timestamp: now) }
        }
        guard !changes.isEmpty else { return nil }
        return TouchBatch(changes: changes, expectedError: expectedError(for: changes))
    }

    /// Changes that lift every finger down at `now`, one batch.
    public func liftingEverything(now: Double) -> [Touch] {
        down.map { Touch(id: $0, phase: .ended, location: lastLocation[$0] ?? .zero, timestamp: now) }
    }

    /// The error the input contract requires for `changes`, or nil when they are acceptable.
    public func expectedError(for changes: [Touch]) -> TouchEventError? {
        var beginning: [TouchID] = []
        for change in changes {
            guard change.location.x.isFinite, change.location.y.isFinite else {
                return .nonFiniteLocation(change.id, x: Double(change.location.x), y: Double(change.location.y))
            }
            guard change.timestamp.isFinite else { return .nonFiniteTimestamp(change.id) }
            let isDown = down.contains(change.id)
            switch change.phase {
            case .began:
                if isDown || beginning.contains(change.id) { return .duplicateTouchDown(change.id) }
                if down.count + beginning.count >= touchLimit { return .tooManyTouches(change.id, limit: touchLimit) }
                beginning.append(change.id)
            case .moved, .ended, .cancelled:
                if !isDown { return .unknownTouch(change.id, change.phase) }
            }
        }
        return nil
    }

    /// Records changes the engine accepted.
    public mutating func commit(_ changes: [Touch]) {
        for change in changes {
            switch change.phase {
            case .began:
                down.append(change.id)
                lastLocation[change.id] = change.location
            case .moved:
                lastLocation[change.id] = change.location
            case .ended, .cancelled:
                down.removeAll { $0 == change.id }
                lastLocation[change.id] = nil
            }
        }
    }

    private func timestamp(_ step: TouchStep, now: Double) -> Double {
        switch step.timing {
        case .now: now
        case .stale: now - step.delay - 1
        case .ahead: now + step.delay
        case .nan: .nan
        case .infinity: .infinity
        case .negativeInfinity: -.infinity
        }
    }
}
