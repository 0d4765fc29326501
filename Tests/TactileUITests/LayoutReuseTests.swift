import Testing
import TactileTesting
@testable import TactileUI

/// Incremental layout after a body ran again (issue 11): a replaced node keeps its
/// predecessor's sizes and placement when its behaviour lays out alike
/// (`NodeBehavior.layoutReuse(from:)`), and the result is always that of a fresh layout.
@MainActor
@Suite("Layout reuse")
struct LayoutReuseTests {
    /// A small grid whose cells all read the root's state: a colour, a width or an opacity.
    struct Grid: View {
        enum Change { case fill, width, opacity }
        let change: Change
        let probe: EvaluationProbe
        @State private var step = 0

        var body: some View {
            VStack(spacing: 1) {
                ForEach(0..<3) { row in
                    HStack(spacing: 2) {
                        ForEach(0..<4) { column in
                            Cell(index: row * 4 + column, step: step, change: change, probe: probe)
                        }
                    }
                }
            }
            .accessibilityAction(named: "step") { step += 1 }
        }
    }

    struct Cell: View {
        let index: Int
        let step: Int
        let change: Grid.Change
        let probe: EvaluationProbe

        var body: some View {
            probe.ran("cell")
            let odd = (index + step).isMultiple(of: 2)
            return (change == .fill && odd ? Color.red : Color.blue)
                .frame(width: change == .width ? CGFloat(4 + step) : 4, height: 4)
                .opacity(change == .opacity && odd ? 0.5 : 1)
                .onTapGesture {}
        }
    }

    /// Writes the grid's state (its accessibility action: no button whose text would be laid
    /// out again), then updates.
    private func step(_ graph: ViewGraph) {
        let action = graph.allNodes.lazy.flatMap(\.accessibilityActions).first { $0.kind == .named("step") }
        #expect(action != nil)
        action?.perform(zoom: nil)
        graph.update()
    }

    /// The same grid evaluated and laid out from scratch at `steps`.
    private func fresh(_ change: Grid.Change, steps: Int) -> ViewGraph {
        let (graph, _) = host(Grid(change: change, probe: EvaluationProbe()))
        for _ in 0..<steps {
            graph.invalidateAllBodies()
            step(graph)
        }
        return graph
    }

    @Test("a fill-only change re-runs every cell's body but sizes and places nothing again")
    func fillChangeKeepsLayout() {
        let probe = EvaluationProbe()
        let (graph, _) = host(Grid(change: .fill, probe: probe))
        #expect(probe.count("cell") == 12)
        let sizings = graph.sizingCount
        let placements = graph.placementCount
        let frames = graph.allNodes.map(\.globalFrame)
        step(graph)
        #expect(probe.count("cell") == 24)
        #expect(graph.sizingCount == sizings)
        #expect(graph.placementCount == placements)
        #expect(graph.allNodes.map(\.globalFrame) == frames)
        let reference = fresh(.fill, steps: 1)
        #expect(graph.svg() == reference.svg())
    }

    @Test("a width change below a stack sizes and places the grid again, as a fresh layout does")
    func widthChangeLaysOutAgain() {
        let probe = EvaluationProbe()
        let (graph, _) = host(Grid(change: .width, probe: probe))
        let sizings = graph.sizingCount
        let placements = graph.placementCount
        step(graph)
        step(graph)
        #expect(graph.sizingCount > sizings)
        #expect(graph.placementCount > placements)
        let reference = fresh(.width, steps: 2)
        #expect(graph.allNodes.map(\.globalFrame) == reference.allNodes.map(\.globalFrame))
        #expect(graph.svg() == reference.svg())
    }

    /// A row whose value never changes: its body is reused, its nodes kept, wherever it moves.
    struct Row: View {
        let id: Int
        var body: some View {
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("row\(id)")
        }
    }

    struct Rows: View {
        @State private var order: [Int]
        init(order: [Int]) { _order = State(initialValue: order) }
        var body: some View {
            VStack(spacing: 2) {
                ForEach(order, id: \.self) { id in Row(id: id) }
            }
            .accessibilityAction(named: "step") { order.reverse() }
        }
    }

    @Test("rows whose kept nodes trade places are placed where they now are")
    func reorderedKeptNodesArePlacedAgain() {
        let (graph, _) = host(Rows(order: [1, 2, 3]))
        let before = [1, 2, 3].map { graph.frame("row\($0)") }
        step(graph)
        #expect([3, 2, 1].map { graph.frame("row\($0)") } == before)
        let (reference, _) = host(Rows(order: [3, 2, 1]))
        #expect(graph.allNodes.map(\.globalFrame) == reference.allNodes.map(\.globalFrame))
        #expect(graph.svg() == reference.svg())
    }

    @Test("an opacity change keeps every size but places the changed subtrees again")
    func opacityChangeKeepsSizes() {
        let probe = EvaluationProbe()
        let (graph, _) = host(Grid(change: .opacity, probe: probe))
        let sizings = graph.sizingCount
        let placements = graph.placementCount
        step(graph)
        #expect(graph.sizingCount == sizings)
        #expect(graph.placementCount > placements)
        let reference = fresh(.opacity, steps: 1)
        #expect(graph.allNodes.map(\.opacity) == reference.allNodes.map(\.opacity))
        #expect(graph.svg() == reference.svg())
    }
}
