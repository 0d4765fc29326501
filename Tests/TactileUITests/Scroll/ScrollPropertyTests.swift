import Foundation
import PropertyBased
import Testing
import TactileTesting

/// Random touch streams over a scroll view of buttons and draggable rows (issue 13): the
/// engine's invariants hold, no button fires after its touch scrolled the view, and the view
/// comes to rest within its bounds.
@MainActor
@Suite("ScrollView properties over random touch streams")
struct ScrollPropertyTests {
    /// One step of a stream: a finger goes down, moves, lifts, or time passes.
    struct Step: CustomStringConvertible {
        enum Kind { case down, move, up, wait }
        let kind: Kind
        let finger: Int
        let location: CGPoint
        let delay: Double
        var description: String { "\(kind)(\(finger)) (\(Int(location.x)), \(Int(location.y))) +\(delay)" }
    }

    /// Mostly moves (long drags and flings happen), some downs and lifts, a second finger at times.
    static let step = zip(Gen.int(in: 0...15), Gen.int(in: 0...4), Gen.double(in: 0...400), Gen.double(in: 0...400),
                          Gen.double(in: 0...0.2)).map { roll, finger, x, y, delay -> Step in
        let kind: Step.Kind = switch roll {
        case 0...2: .down
        case 3...11: .move
        case 12...13: .up
        default: .wait
        }
        return Step(kind: kind, finger: finger == 4 ? 1 : 0, location: CGPoint(x: x, y: y), delay: delay)
    }
    static let script = step.array(of: 1...80)

    final class Events {
        var taps = 0
        var swipes = 0
    }

    /// Even rows are buttons, odd rows swipe sideways with a `@GestureState` offset.
    struct Mixed: View {
        let events: Events
        var body: some View {
            ScrollRows(count: 40) { index in
                if index.isMultiple(of: 2) {
                    AnyView(Button("Row \(index)") { events.taps += 1 })
                } else {
                    AnyView(SwipeRow(events: events))
                }
            }
        }
    }

    struct SwipeRow: View {
        let events: Events
        @GestureState private var slide: CGFloat = 0
        var body: some View {
            Color.teal.offset(x: slide)
                .gesture(DragGesture(minimumDistance: 20)
                    .updating($slide) { value, state, _ in state = value.translation.width }
                    .onEnded { _ in events.swipes += 1 })
        }
    }

    @Test("no button fires after its touch scrolled; each attempt ends at most once; nothing follows a failure; rest is in bounds")
    func invariants() async {
        await propertyCheck(count: 150, input: Self.script) { script in
            let events = Events()
            let host = scrollHost(Mixed(events: events))
            var baseline: [Int: CGFloat] = [:]
            var problems: [String] = []
            for step in script {
                host.advance(by: step.delay)
                let id = TouchID(step.finger)
                let taps = events.taps
                var lifted: Int?
                switch step.kind {
                case .down where baseline[step.finger] == nil:
                    host.touchDown(id, at: step.location)
                    baseline[step.finger] = host.scrollOffset
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
                if events.taps != taps {
                    if let lifted, let start = baseline[lifted] {
                        if abs(host.scrollOffset - start) > 0.001 { problems.append("button fired after its touch scrolled at \(step)") }
                    } else {
                        problems.append("button fired at \(step), not on a lift")
                    }
                }
                // Offsets changed by another finger count against every finger that is down.
                for (finger, start) in baseline where abs(host.scrollOffset - start) > 0.001 { baseline[finger] = -.infinity }
                if let lifted { baseline[lifted] = nil }
            }
            for finger in baseline.keys.sorted() { host.touchUp(TouchID(finger)) }
            host.advance(by: 20)
            let rest = host.scrollOffset
            // 40 rows of 40 points in a 400-point viewport: offsets rest in 0…1,200.
            if rest < -0.001 || rest > 1_200.001 { problems.append("rests out of bounds at \(rest)") }
            let invariants = AttemptInvariants(host.trace)
            problems += invariants.callbacksAfterFailure.map { "callback after a failure: \($0)" }
            #expect(problems.isEmpty, "\(problems)\n\(script)")
            #expect(invariants.endsAtMostOnce, "\(invariants.ends)")
        }
    }
}
