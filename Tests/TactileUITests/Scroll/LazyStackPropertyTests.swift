import Foundation
import PropertyBased
import Testing
import TactileTesting

/// Random touch streams over a 10,000-row `LazyVStack` of buttons and swipeable rows (issue 33):
/// the engine's invariants hold as on eager rows, and at rest exactly the rows within the
/// visible region and its margin have appeared and not disappeared.
@MainActor
@Suite("Lazy stacks: properties over random touch streams on 10,000 rows")
struct LazyStackPropertyTests {
    final class Appearances {
        var balance: [Int: Int] = [:]
        var problems: [String] = []
        func appeared(_ row: Int) {
            balance[row, default: 0] += 1
            if balance[row]! > 1 { problems.append("row \(row) appeared twice without disappearing") }
        }
        func disappeared(_ row: Int) {
            balance[row, default: 0] -= 1
            if balance[row]! < 0 { problems.append("row \(row) disappeared without appearing") }
        }
        var live: Set<Int> { Set(balance.filter { $0.value > 0 }.keys) }
    }

    struct Feed: View {
        let events: ScrollPropertyTests.Events
        let appearances: Appearances
        var body: some View {
            ScrollRows(count: 10_000) { index in
                Group {
                    if index.isMultiple(of: 2) {
                        AnyView(Button("Row \(index)") { events.taps += 1 })
                    } else {
                        AnyView(ScrollPropertyTests.SwipeRow(events: events))
                    }
                }
                .onAppear { appearances.appeared(index) }
                .onDisappear { appearances.disappeared(index) }
            }
        }
    }

    /// The 40 pt rows that overlap the 400 pt viewport at `offset` widened by the margin.
    static func rowsNearTheScreen(at offset: CGFloat) -> Set<Int> {
        let margin = ScrollConfiguration.standard.lazyPrefetchMargin
        let low: CGFloat = offset - margin
        let high: CGFloat = offset + 400 + margin
        var rows = Set<Int>()
        for row in 0..<10_000 {
            let start = CGFloat(row * 40)
            if start + 40 > low && start < high { rows.insert(row) }
        }
        return rows
    }

    @Test("every engine invariant holds on lazy rows, and every row that appeared has disappeared or is within the margin of the screen")
    func invariants() async {
        await propertyCheck(count: 150, input: ScrollPropertyTests.script) { script in
            ScrollRowsStack.$isLazy.withValue(true) { Self.check(script) }
        }
    }

    @Test("the same on the rows of a 10,000-row List")
    func invariantsInAList() async {
        await propertyCheck(count: 100, input: ScrollPropertyTests.script) { script in
            ScrollRowsStack.$isList.withValue(true) { Self.check(script) }
        }
    }

    /// Plays `script` over the feed; expects the invariants and the live rows at rest.
    private static func check(_ script: [ScrollPropertyTests.Step]) {
        let events = ScrollPropertyTests.Events()
        let appearances = Appearances()
        let host = scrollHost(Feed(events: events, appearances: appearances))
        let player = ScrollStreamPlayer(host: host, offset: { host.scrollOffset },
                                        actions: { (events.taps, "a button") })
        let played = player.play(script)
        var problems = played.problems + appearances.problems
        let rest = host.scrollOffset
        // 10,000 rows of 40 points in a 400-point viewport.
        if rest < -0.001 || rest > 399_600.001 { problems.append("rests out of bounds at \(rest)") }
        let expected = Self.rowsNearTheScreen(at: rest)
        if appearances.live != expected {
            problems.append("at rest at \(rest): live rows \(appearances.live.sorted()), expected \(expected.sorted())")
        }
        #expect(problems.isEmpty, "\(problems)\n\(script)")
        #expect(played.invariants.endsAtMostOnce, "\(played.invariants.endsWithoutAnEnd)")
    }
}
