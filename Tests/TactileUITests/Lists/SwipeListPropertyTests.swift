import Foundation
import PropertyBased
import Testing
import TactileTesting

/// Random touch streams over a List whose rows are buttons with leading and trailing swipe
/// actions (issue 13): the engine's invariants hold (AttemptInvariants), no row button or swipe
/// action runs after its touch scrolled the list, and everything runs on a lift. A row closer
/// ends beside the scroll pan in one attempt: the invariant is S-50 per gesture (this test found
/// that the checker used to count ends per attempt).
@MainActor
@Suite("List swipeActions properties over random touch streams")
struct SwipeListPropertyTests {
    /// Reuses the scroll property test's step generator: mostly moves, some downs, lifts, waits.
    static let script = ScrollPropertyTests.step.map { step in
        // The list is 600 points tall: spread the points over it.
        ScrollPropertyTests.Step(kind: step.kind, finger: step.finger,
                                 location: CGPoint(x: step.location.x, y: step.location.y * 1.5), delay: step.delay)
    }.array(of: 1...40)

    /// The list's vertical scroll offset, read off where the first row that exists is drawn
    /// (`top`: where row 0's label was at rest; rows are `ListDefaults.rowMinHeight` apart, and
    /// the lazy list drops rows far above the viewport).
    static func offset(_ host: ViewHost<SwipeList>, top: CGFloat) -> CGFloat {
        for index in 0..<20 {
            if let row = host.view(withIdentifier: "row-\(index)") {
                return top + ListDefaults.rowMinHeight * CGFloat(index) - row.globalFrame.minY
            }
        }
        return 0
    }

    @Test("no button or action runs after its touch scrolled; every onEnded answers its own gesture's end; nothing follows a failure")
    func invariants() async {
        await propertyCheck(count: 40, input: Self.script) { script in
            let events = ListEvents()
            let host = listHost(SwipeList(events: events, count: 20))
            let top = host.view("row-0").globalFrame.minY
            let player = ScrollStreamPlayer(host: host, offset: { Self.offset(host, top: top) },
                                            actions: { (events.log.count, events.log.last ?? "") })
            let (problems, invariants) = player.play(script)
            #expect(problems.isEmpty, "\(problems)\n\(script)")
            #expect(invariants.endsAtMostOnce, "\(invariants.endsWithoutAnEnd)")
        }
    }
}
