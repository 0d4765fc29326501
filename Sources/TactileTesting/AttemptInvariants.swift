import TactileGestures

/// What a trace says about the engine's per-attempt invariants (S-50, S-02): how many times each
/// attempt's gestures ended, and the callbacks that ran in an attempt after one of its gestures
/// failed. The property tests over random touch streams check both.
package struct AttemptInvariants {
    /// `onEnded` calls per attempt (at most one each when the invariants hold).
    package private(set) var ends: [GestureAttemptNumber: Int] = [:]
    /// Callbacks that followed their gesture's failure in its attempt (none when they hold).
    /// A `@GestureState` reset, or a press reporting its release (a button's `isPressed` going
    /// back to false when its press fails), is how a failure is announced, not a callback after it.
    package private(set) var callbacksAfterFailure: [String] = []

    package init(_ trace: GestureTrace) {
        var failed: [GestureAttemptNumber: Set<String>] = [:]
        for entry in trace.entries {
            guard let attempt = entry.attempt else { continue }
            switch entry.kind {
            case .phase(_, let to) where to == .failed:
                failed[attempt, default: []].insert(entry.gesture)
            case .callback(let name):
                if name == "onEnded" { ends[attempt, default: 0] += 1 }
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

    /// Whether every attempt ended at most once.
    package var endsAtMostOnce: Bool { ends.values.allSatisfy { $0 <= 1 } }
}
