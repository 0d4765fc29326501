import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `withAnimation(_:completionCriteria:_:completion:)` (SwiftUI, iOS 17) on the host's clock:
/// the completion runs once the animation is complete — a linear second after one second of host
/// time, a delayed or repeated animation after its whole duration — and a nil animation completes
/// at the next step of time (docs/COMPATIBILITY.md).
@MainActor
@Suite("withAnimation completion")
struct AnimationCompletionTests {
    final class Log { var events: [String] = [] }

    struct Screen: View {
        let animation: Animation?
        let log: Log
        @State private var moved = false
        var body: some View {
            VStack {
                Color.red.frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
                Button("Move") {
                    withAnimation(animation) { moved.toggle() } completion: { log.events.append("done") }
                    log.events.append("started")
                }
            }
        }
    }

    private func tapAndTime(_ animation: Animation?) -> (ViewHost<Screen>, Log, Double) {
        let log = Log()
        let host = ViewHost(Screen(animation: animation, log: log), canvasSize: CGSize(width: 300, height: 200))
        host.tap(on: "Move")
        return (host, log, host.clock.now)
    }

    @Test("a linear one-second animation completes after one second of host time, not before")
    func linearCompletesAtItsEnd() {
        let (host, log, tapped) = tapAndTime(.linear(duration: 1))
        #expect(log.events == ["started"])
        host.advance(to: tapped + 0.9)
        #expect(log.events == ["started"], "still animating")
        host.advance(to: tapped + 1.01)
        #expect(log.events == ["started", "done"])
        host.advance(by: 5)
        #expect(log.events.count == 2, "once")
    }

    @Test("delay and repeats count in the duration; a nil animation completes at the next step; forever never")
    func durations() {
        let (delayed, delayedLog, t1) = tapAndTime(.linear(duration: 0.5).delay(0.5).repeatCount(2))
        delayed.advance(to: t1 + 1.4)
        #expect(delayedLog.events == ["started"], "0.5 s delay + 2 × 0.5 s = 1.5 s")
        delayed.advance(to: t1 + 1.51)
        #expect(delayedLog.events == ["started", "done"])

        let (instant, instantLog, _) = tapAndTime(nil)
        instant.advance(by: 0.001)
        #expect(instantLog.events == ["started", "done"])

        let (forever, foreverLog, _) = tapAndTime(.linear(duration: 0.2).repeatForever())
        forever.advance(by: 10)
        #expect(foreverLog.events == ["started"])
    }

    @Test("a spring completes when it has settled (Animation.totalDuration)")
    func springCompletesWhenSettled() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)
        let (host, log, tapped) = tapAndTime(spring)
        host.advance(to: tapped + spring.totalDuration - 0.02)
        #expect(log.events == ["started"])
        host.advance(to: tapped + spring.totalDuration + 0.02)
        #expect(log.events == ["started", "done"])
    }
}
