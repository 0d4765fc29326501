import Testing
import TactileTesting
@testable import TactileUI

/// A body that runs again and reads what it read last time keeps its registrations; one that
/// reads something else is moved to exactly its new reads (`EvaluationPass.updateReads`).
@MainActor
@Suite("Read tracking across re-runs")
struct ReadTrackingTests {
    /// Reads `first` or `second`, as `useFirst` says.
    struct Switcher: View {
        let probe: EvaluationProbe
        @State private var useFirst = true
        @State private var first = 0
        @State private var second = 0

        var body: some View {
            probe.ran("switcher")
            return Text(useFirst ? "first \(first)" : "second \(second)")
                .accessibilityAction(named: "switch") { useFirst.toggle() }
                .accessibilityAction(named: "first") { first += 1 }
                .accessibilityAction(named: "second") { second += 1 }
        }
    }

    @Test("a body that stops reading a state is not re-run by writes to it; one that starts reading it is")
    func readsFollowTheLastRun() {
        let probe = EvaluationProbe()
        let (graph, _) = host(Switcher(probe: probe))
        #expect(probe.count("switcher") == 1)
        graph.performAction(named: "second")
        #expect(probe.count("switcher") == 1, "second is not read yet")
        graph.performAction(named: "first")
        #expect(probe.count("switcher") == 2)
        // The same reads again: still a reader of first, still not of second.
        graph.performAction(named: "first")
        #expect(probe.count("switcher") == 3)
        graph.performAction(named: "second")
        #expect(probe.count("switcher") == 3)
        graph.performAction(named: "switch")
        #expect(probe.count("switcher") == 4)
        #expect(graph.texts == ["second 2"])
        graph.performAction(named: "first")
        #expect(probe.count("switcher") == 4, "first is no longer read")
        graph.performAction(named: "second")
        #expect(probe.count("switcher") == 5)
        #expect(graph.texts == ["second 3"])
    }
}
