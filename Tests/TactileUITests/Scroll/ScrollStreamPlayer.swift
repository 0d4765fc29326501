import Foundation
import TactileTesting

/// Plays a random touch stream (`ScrollPropertyTests.Step`s) over a scrolling host and reports
/// what broke the rules every scroll property test checks: an action (a button, a swipe action)
/// runs only on a lift, and never after its touch scrolled the content (S-90, iOS 18: a drag that
/// scrolls does not fire what it started on); no callback follows its gesture's failure; every
/// `onEnded` answers its own gesture's end (S-50). Fingers still down are lifted and 20 s of host
/// time pass before the trace is read, so the content comes to rest.
@MainActor
struct ScrollStreamPlayer<Root: View> {
    let host: ViewHost<Root>
    /// The content's scroll offset now.
    let offset: () -> CGFloat
    /// How many actions have run so far, and a description of the last one.
    let actions: () -> (count: Int, last: String)

    /// What went wrong, empty when every rule held.
    func play(_ script: [ScrollPropertyTests.Step]) -> (problems: [String], invariants: AttemptInvariants) {
        // The offset each finger saw when it went down; -infinity once the content moved under it.
        var baseline: [Int: CGFloat] = [:]
        var problems: [String] = []
        for step in script {
            host.advance(by: step.delay)
            let id = TouchID(step.finger)
            let ran = actions().count
            var lifted: Int?
            switch step.kind {
            case .down where baseline[step.finger] == nil:
                host.touchDown(id, at: step.location)
                baseline[step.finger] = offset()
            case .down, .move:
                if baseline[step.finger] != nil { host.move(id, to: step.location) }
            case .up:
                if baseline[step.finger] != nil {
                    host.touchUp(id, at: step.location)
                    lifted = step.finger
                }
            case .wait:
                break
            }
            let now = offset()
            if actions().count != ran {
                if let lifted, let start = baseline[lifted] {
                    if abs(now - start) > 0.001 { problems.append("\(actions().last) ran after its touch scrolled at \(step)") }
                } else {
                    problems.append("\(actions().last) ran at \(step), not on a lift")
                }
            }
            // Offsets changed by another finger count against every finger that is down.
            for (finger, start) in baseline where abs(now - start) > 0.001 { baseline[finger] = -.infinity }
            if let lifted { baseline[lifted] = nil }
        }
        for finger in baseline.keys.sorted() { host.touchUp(TouchID(finger)) }
        host.advance(by: 20)
        let invariants = AttemptInvariants(host.trace)
        problems += invariants.callbacksAfterFailure.map { "callback after a failure: \($0)" }
        return (problems, invariants)
    }
}
