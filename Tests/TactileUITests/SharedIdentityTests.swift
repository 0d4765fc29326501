import Testing
import TactileTesting
@testable import TactileUI

/// What a re-run body keeps from its last run so that finding its records, nodes and state costs
/// little (docs/PERFORMANCE.md, "Incremental view graph"): a `ForEach` whose ids are unchanged gives its
/// elements the same identity links, the root's children keep theirs, a record links its `@State`
/// to the storage it kept, and a node updated in place resets only the attributes written — while
/// identity, state and evaluation counts stay exactly those of a fresh evaluation.
@MainActor
@Suite("Shared identities and kept links")
struct SharedIdentityTests {
    struct Item: Identifiable { let id: Int }

    /// Rows of counters keyed by id, below a root state every row reads.
    struct Rows: View {
        let probe: EvaluationProbe
        @State var ids: [Int]
        @State private var tint = 0
        init(probe: EvaluationProbe, ids: [Int] = [1, 2, 3, 4]) {
            self.probe = probe
            _ids = State(initialValue: ids)
        }

        var body: some View {
            VStack(spacing: 0) {
                ForEach(ids.map(Item.init)) { item in Row(id: item.id, tint: tint, probe: probe) }
            }
            .accessibilityAction(named: "tint") { tint += 1 }
            .accessibilityAction(named: "reverse") { ids.reverse() }
            .accessibilityAction(named: "drop last") { ids.removeLast() }
            .accessibilityAction(named: "append") { ids.append((ids.max() ?? 0) + 1) }
            .accessibilityAction(named: "prepend") { ids.insert((ids.max() ?? 0) + 1, at: 0) }
            .accessibilityAction(named: "duplicate first") { ids.insert(ids[0], at: 1) }
            .accessibilityAction(named: "drop second") { ids.remove(at: 1) }
        }
    }

    struct Row: View {
        let id: Int
        let tint: Int
        let probe: EvaluationProbe
        @State private var taps = 0

        var body: some View {
            probe.ran("row\(id)")
            // A node with a content shape is replaced on every run (never updated in place): the
            // new one's identity is the one this run evaluated at.
            return Color.red.frame(width: 10, height: 2 + CGFloat(tint % 2))
                .accessibilityIdentifier("row\(id)-\(taps)")
                .accessibilityAction(named: "tap\(id)") { taps += 1 }
                .contentShape(Rectangle())
        }
    }

    /// The rows' accessibility identifiers, top to bottom.
    private func rows(in graph: ViewGraph) -> [String] {
        graph.allNodes.compactMap(\.accessibilityIdentifier)
    }

    @Test("a ForEach whose ids are unchanged gives each element the same identity links, and keeps its state")
    func unchangedIDsShareLinks() {
        let probe = EvaluationProbe()
        let (graph, _) = host(Rows(probe: probe))
        graph.performAction(named: "tap2")
        let before = graph.allNodes
        graph.performAction(named: "tint")
        let after = graph.allNodes
        #expect(after.count == before.count)
        let replaced = zip(before, after).filter { $0.0.hitTesting.contentShape != nil }
        #expect(replaced.count == 4)
        #expect(replaced.allSatisfy { $0 !== $1 && $0.identity.sharesLinks(with: $1.identity) })
        // Below them, the rows' nodes were updated in place.
        let identified = zip(before, after).filter { $0.0.accessibilityIdentifier != nil }
        #expect(identified.count == 4)
        #expect(identified.allSatisfy { $0 === $1 })
        #expect(rows(in: graph) == ["row1-0", "row2-1", "row3-0", "row4-0"])
        #expect(probe.count("row2") == 3)
        #expect(probe.count("row1") == 2)
        // A row whose own state changes after its parent's re-run still runs alone.
        graph.performAction(named: "tap3")
        #expect(rows(in: graph) == ["row1-0", "row2-1", "row3-1", "row4-0"])
        #expect(probe.count("row3") == 3)
        #expect(probe.count("row1") == 2)
    }

    @Test("a reordered ForEach still moves state with its id, and its identities equal fresh ones")
    func reorderedIDsMoveState() {
        let (graph, _) = host(Rows(probe: EvaluationProbe()))
        graph.performAction(named: "tap1")
        graph.performAction(named: "tap4")
        graph.performAction(named: "tap4")
        graph.performAction(named: "reverse")
        #expect(rows(in: graph) == ["row4-2", "row3-0", "row2-0", "row1-1"])
        let identities = graph.allNodes.map(\.identity)
        let (reference, _) = host(Rows(probe: EvaluationProbe(), ids: [4, 3, 2, 1]))
        #expect(identities == reference.allNodes.map(\.identity))
        graph.performAction(named: "reverse")
        #expect(rows(in: graph) == ["row1-1", "row2-0", "row3-0", "row4-2"])
        graph.performAction(named: "tint")
        #expect(rows(in: graph) == ["row1-1", "row2-0", "row3-0", "row4-2"])
    }

    @Test("a ForEach that loses, gains or prepends elements keeps the others' state and drops the removed one's")
    func changedCountKeepsState() {
        let (graph, _) = host(Rows(probe: EvaluationProbe()))
        graph.performAction(named: "tap3")
        graph.performAction(named: "tap4")
        graph.performAction(named: "drop last")
        #expect(rows(in: graph) == ["row1-0", "row2-0", "row3-1"])
        graph.performAction(named: "append")
        // Row 4 came back: its state started afresh.
        #expect(rows(in: graph) == ["row1-0", "row2-0", "row3-1", "row4-0"])
        graph.performAction(named: "prepend")
        #expect(rows(in: graph) == ["row5-0", "row1-0", "row2-0", "row3-1", "row4-0"])
        graph.performAction(named: "tint")
        #expect(rows(in: graph) == ["row5-0", "row1-0", "row2-0", "row3-1", "row4-0"])
    }

    @Test("a duplicate id gets its own identity and state, before and after the duplicate goes")
    func duplicateIDs() {
        let (graph, _) = host(Rows(probe: EvaluationProbe()))
        graph.performAction(named: "tap1")
        graph.performAction(named: "duplicate first")
        // The second `1` is a different element (id plus offset): a fresh state.
        #expect(rows(in: graph) == ["row1-1", "row1-0", "row2-0", "row3-0", "row4-0"])
        graph.performAction(named: "tint")
        #expect(rows(in: graph) == ["row1-1", "row1-0", "row2-0", "row3-0", "row4-0"])
        graph.performAction(named: "drop second")
        #expect(rows(in: graph) == ["row1-1", "row2-0", "row3-0", "row4-0"])
        graph.performAction(named: "tint")
        #expect(rows(in: graph) == ["row1-1", "row2-0", "row3-0", "row4-0"])
    }

    /// A root view whose body reads its own state.
    struct Root: View {
        @State private var width: CGFloat = 10
        var body: some View {
            Color.red.frame(width: width, height: 10)
                .accessibilityIdentifier("root")
                .accessibilityAction(named: "grow") { width += 1 }
                .contentShape(Rectangle())
        }
    }

    @Test("a root view's re-run body evaluates at the identity links of its last run")
    func rootChildrenShareLinks() {
        let (graph, _) = host(Root())
        let before = graph.allNodes
        graph.performAction(named: "grow")
        let after = graph.allNodes
        #expect(after.count == before.count)
        // The content-shape node (outermost) is new; its identity is made of the same links.
        #expect(before.first !== after.first)
        #expect(zip(before, after).allSatisfy { $0.identity.sharesLinks(with: $1.identity) })
        #expect(zip(before, after).dropFirst().allSatisfy { $0 === $1 })
        #expect(graph.frame("root")?.width == 11)
    }

    /// A view with two states, re-created by its parent on every root write.
    struct Pair: View {
        let tint: Int
        let probe: EvaluationProbe
        @State private var left = 0
        @State private var right = 0
        var body: some View {
            probe.ran("pair")
            return Color.red.frame(width: 10, height: 10)
                .accessibilityIdentifier("pair-\(left)-\(right)-\(tint)")
                .accessibilityAction(named: "left") { left += 1 }
                .accessibilityAction(named: "right") { right += 1 }
        }
    }

    struct PairHost: View {
        let probe: EvaluationProbe
        @State private var tint = 0
        var body: some View {
            Pair(tint: tint, probe: probe)
                .accessibilityAction(named: "tint") { tint += 1 }
        }
    }

    @Test("a re-run body's states are linked to the storage it kept: values survive and a write re-runs it alone")
    func keptLinks() {
        let probe = EvaluationProbe()
        let (graph, _) = host(PairHost(probe: probe))
        graph.performAction(named: "left")
        graph.performAction(named: "tint")
        graph.performAction(named: "right")
        graph.performAction(named: "right")
        graph.performAction(named: "tint")
        #expect(graph.node(withAccessibilityIdentifier: "pair-1-2-2") != nil)
        #expect(probe.count("pair") == 6)
        #expect(graph.stateValues.map(\.description) == [
            "PairHost.tint (@State) = 2", "Pair.left (@State) = 1", "Pair.right (@State) = 2",
        ])
    }

    /// A colour whose attribute modifier sets a different attribute depending on the state.
    struct Switching: View {
        @State private var raised = false
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                    .modifier(AttributeModifier(apply: raised ? Self.raise : Self.flatten))
                Color.blue.frame(width: 10, height: 10)
            }
            .accessibilityAction(named: "raise") { raised.toggle() }
        }

        static let raise: @MainActor @Sendable (ViewNode) -> Void = { node in
            node.zIndex = 2
            node.tag = AnyHashable("raised")
        }
        static let flatten: @MainActor @Sendable (ViewNode) -> Void = { node in node.accessibilityIdentifier = "flat" }
    }

    @Test("a node updated in place puts back the default of every attribute the new body did not set")
    func attributesReset() {
        let (graph, _) = host(Switching())
        let node = graph.node(withAccessibilityIdentifier: "flat")
        #expect(node != nil)
        graph.performAction(named: "raise")
        #expect(graph.node(withAccessibilityIdentifier: "flat") == nil)
        let raised = graph.allNodes.first { $0.tag == AnyHashable("raised") }
        #expect(raised === node)
        #expect(raised?.zIndex == 2)
        #expect(raised?.accessibilityIdentifier == nil)
        graph.performAction(named: "raise")
        #expect(graph.node(withAccessibilityIdentifier: "flat") === node)
        #expect(node?.zIndex == 0)
        #expect(node?.tag == nil)
        #expect(graph.displayList() == graph.displayListDrawnWhole())
    }
}
