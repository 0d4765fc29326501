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

    @Test("no button fires after its touch scrolled; every onEnded answers its own gesture's end; nothing follows a failure; rest is in bounds")
    func invariants() async {
        await propertyCheck(count: 150, input: Self.script) { script in
            let events = Events()
            let host = scrollHost(Mixed(events: events))
            let player = ScrollStreamPlayer(host: host, offset: { host.scrollOffset },
                                            actions: { (events.taps, "a button") })
            let played = player.play(script)
            var problems = played.problems
            let rest = host.scrollOffset
            // 40 rows of 40 points in a 400-point viewport: offsets rest in 0…1,200.
            if rest < -0.001 || rest > 1_200.001 { problems.append("rests out of bounds at \(rest)") }
            #expect(problems.isEmpty, "\(problems)\n\(script)")
            #expect(played.invariants.endsAtMostOnce, "\(played.invariants.endsWithoutAnEnd)")
        }
    }
}
