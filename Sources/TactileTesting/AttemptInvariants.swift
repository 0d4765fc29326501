import TactileGestures

/// What a trace says about the engine's per-attempt invariants (S-50, S-02): whether every
/// `onEnded` answered its own gesture's end, and the callbacks that ran in an attempt after one of
/// its gestures failed. The property tests over random touch streams check both.
///
/// S-50 is per gesture, not per attempt: `onEnded` runs only after *its* gesture's transition to
/// `ended`, once for that transition, and a gesture never leaves `ended`. Simultaneous gestures
/// in one attempt (a List's row closer beside its scroll pan, `simultaneousGesture`) each end
/// once, so one attempt can rightly see several `onEnded`s.
package struct AttemptInvariants {
    /// `onEnded` calls per attempt and gesture.
    package private(set) var ends: [GestureAttemptNumber: [String: Int]] = [:]
    /// `onEnded` calls that no transition of their gesture to `ended` answered, and transitions
    /// out of `ended` (none when S-50 holds).
    package private(set) var endsWithoutAnEnd: [String] = []
    /// Callbacks that followed their gesture's failure in its attempt (none when they hold).
    /// A `@GestureState` reset, or a press reporting its release (a button's `isPressed` going
    /// back to false when its press fails), is how a failure is announced, not a callback after it.
    package private(set) var callbacksAfterFailure: [String] = []

    package init(_ trace: GestureTrace) {
        var failed: [GestureAttemptNumber: Set<String>] = [:]
        // Transitions to `ended` not yet answered by an `onEnded`, per attempt and gesture.
        var unanswered: [GestureAttemptNumber: [String: Int]] = [:]
        for entry in trace.entries {
            guard let attempt = entry.attempt else { continue }
            switch entry.kind {
            case .phase(let from, _) where from == .ended:
                endsWithoutAnEnd.append("left ended: \(entry.description)")
            case .phase(_, let to) where to == .failed:
                failed[attempt, default: []].insert(entry.gesture)
            case .phase(_, let to) where to == .ended:
                unanswered[attempt, default: [:]][entry.gesture, default: 0] += 1
            case .callback(let name):
                if name == "onEnded" {
                    ends[attempt, default: [:]][entry.gesture, default: 0] += 1
                    if unanswered[attempt]?[entry.gesture, default: 0] ?? 0 > 0 {
                        unanswered[attempt]![entry.gesture]! -= 1
                    } else {
                        endsWithoutAnEnd.append(entry.description)
                    }
                }
                let isReset = name.localizedCaseInsensitiveContains("reset")
                let isRelease = name == "onPressingChanged" && entry.value == "false"
                if !isReset, !isRelease, failed[attempt]?.contains(entry.gesture) == true {
                    callbacksAfterFailure.append(entry.description)
                }
            default:
                break
            }
        }
    }

    /// Whether every gesture of every attempt ended at most once, each `onEnded` answering its own
    /// gesture's end (S-50).
    package var endsAtMostOnce: Bool { endsWithoutAnEnd.isEmpty }
}
