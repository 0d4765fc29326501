import Testing
import TactileTesting
@testable import TactileUI

/// A re-run body updates its previous nodes in place when it makes the same kind of node at the
/// same identity over the same children (`EvaluationPass.updatableNode`), and replaces them
/// otherwise; either way the tree, its state, its layout and its drawing are those of a fresh
/// evaluation (issue 11).
@MainActor
@Suite("In-place node update")
struct InPlaceUpdateTests {
    /// A grid of cells, each with its own state, whose colour follows the root's state.
    struct Grid: View {
        let probe: EvaluationProbe
        @State private var tint: Int
        init(probe: EvaluationProbe, tint: Int = 0) {
            self.probe = probe
            _tint = State(initialValue: tint)
        }

        var body: some View {
            VStack(spacing: 1) {
                ForEach(0..<3) { row in
                    HStack(spacing: 2) {
                        ForEach(0..<4) { column in
                            Cell(index: row * 4 + column, tint: tint, probe: probe)
                        }
                    }
                }
            }
            .accessibilityAction(named: "tint") { tint += 1 }
        }
    }

    struct Cell: View {
        let index: Int
        let tint: Int
        let probe: EvaluationProbe
        @State private var taps = 0

        var body: some View {
            probe.ran("cell")
            return ((index + tint).isMultiple(of: 2) ? Color.red : Color.blue)
                .frame(width: 4, height: 4)
                .onTapGesture { taps += 1 }
                .accessibilityAction(named: "tap\(index)") { taps += 1 }
                .accessibilityIdentifier("cell\(index)-\(taps)")
        }
    }

    @Test("a root write that changes only colours keeps every node object and re-sizes nothing")
    func colourChangeKeepsNodes() {
        let probe = EvaluationProbe()
        let (graph, _) = host(Grid(probe: probe))
        _ = graph.displayList()
        let nodes = graph.allNodes
        let sizings = graph.sizingCount
        let placements = graph.placementCount
        graph.performAction(named: "tint")
        #expect(probe.count("cell") == 24)
        let after = graph.allNodes
        #expect(after.count == nodes.count)
        #expect(zip(nodes, after).allSatisfy { $0 === $1 })
        #expect(after.allSatisfy { !$0.isDetached })
        #expect(graph.sizingCount == sizings)
        #expect(graph.placementCount == placements)
        // Each node holds what the new body gave it, once (the modifiers' attributes were reset).
        #expect(after.map(\.gestures.count).reduce(0, +) == 12)
        #expect(after.map(\.accessibilityActions.count).reduce(0, +) == 13)
        // Drawn incrementally as from scratch, and as a grid evaluated fresh at the same state.
        #expect(graph.displayList() == graph.displayListDrawnWhole())
        let (reference, _) = host(Grid(probe: EvaluationProbe(), tint: 1))
        #expect(graph.allNodes.map(\.globalFrame) == reference.allNodes.map(\.globalFrame))
        #expect(graph.svg() == reference.svg())
    }

    @Test("a leaf write updates the cell's nodes in place and keeps its state")
    func leafWriteKeepsNodesAndState() {
        let (graph, _) = host(Grid(probe: EvaluationProbe()))
        _ = graph.displayList()
        let nodes = graph.allNodes
        graph.performAction(named: "tap5")
        graph.performAction(named: "tap5")
        #expect(graph.node(withAccessibilityIdentifier: "cell5-2") != nil)
        #expect(zip(nodes, graph.allNodes).allSatisfy { $0 === $1 })
        #expect(graph.displayList() == graph.displayListDrawnWhole())
        graph.performAction(named: "tint")
        // The cell's state survived its body's re-run by its parent.
        #expect(graph.node(withAccessibilityIdentifier: "cell5-2") != nil)
    }

    /// A view whose structure depends on its state: a colour, or a colour with a border.
    struct Switching: View {
        @State private var bordered = false
        var body: some View {
            VStack(spacing: 0) {
                Counter()
                if bordered {
                    Color.red.frame(width: 10, height: 10).border(Color.black).accessibilityIdentifier("swatch")
                } else {
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("swatch")
                }
            }
            .accessibilityAction(named: "switch") { bordered.toggle() }
        }
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Color.green.frame(width: 5, height: 5)
                .accessibilityIdentifier("count\(count)")
                .accessibilityAction(named: "count") { count += 1 }
        }
    }

    @Test("a body whose structure changes falls back to replacement and keeps state")
    func structureChangeReplacesNodes() {
        let (graph, _) = host(Switching())
        _ = graph.displayList()
        graph.performAction(named: "count")
        #expect(graph.node(withAccessibilityIdentifier: "count1") != nil)
        let swatch = graph.node(withAccessibilityIdentifier: "swatch")
        let counter = graph.node(withAccessibilityIdentifier: "count1")
        graph.performAction(named: "switch")
        let replaced = graph.node(withAccessibilityIdentifier: "swatch")
        #expect(replaced != nil)
        #expect(replaced !== swatch)
        #expect(swatch?.isDetached == true)
        // The counter's body was reused: its node and its state are kept.
        #expect(graph.node(withAccessibilityIdentifier: "count1") === counter)
        #expect(graph.displayList() == graph.displayListDrawnWhole())
        graph.performAction(named: "switch")
        #expect(graph.node(withAccessibilityIdentifier: "count1") != nil)
        #expect(graph.displayList() == graph.displayListDrawnWhole())
        let (reference, _) = host(Switching())
        reference.performAction(named: "count")
        #expect(graph.svg() == reference.svg())
        #expect(graph.allNodes.map(\.globalFrame) == reference.allNodes.map(\.globalFrame))
    }

    /// A frame whose width follows the state: the node is updated in place, and laid out again.
    struct Growing: View {
        @State private var width: CGFloat
        init(width: CGFloat = 10) { _width = State(initialValue: width) }
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: width, height: 10).accessibilityIdentifier("grow")
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("next")
            }
            .accessibilityAction(named: "grow") { width += 5 }
        }
    }

    @Test("a node updated in place with a new size is sized and placed again, as a fresh layout does")
    func sizeChangeInPlaceLaysOutAgain() {
        let (graph, _) = host(Growing())
        _ = graph.displayList()
        let grow = graph.node(withAccessibilityIdentifier: "grow")
        graph.performAction(named: "grow")
        #expect(graph.node(withAccessibilityIdentifier: "grow") === grow)
        #expect(graph.frame("grow")?.width == 15)
        #expect(graph.displayList() == graph.displayListDrawnWhole())
        let (reference, _) = host(Growing(width: 15))
        #expect(graph.allNodes.map(\.globalFrame) == reference.allNodes.map(\.globalFrame))
        #expect(graph.svg() == reference.svg())
    }

    /// A floor that re-runs with every toggle, and a square inserted above it.
    struct Shower: View {
        @State private var shown = false
        var body: some View {
            ZStack {
                Color.gray.frame(width: 200, height: 100).accessibilityIdentifier("floor")
                if shown { Color.red.frame(width: 100, height: 100).accessibilityIdentifier("square") }
            }
            .accessibilityAction(named: "show") { shown.toggle() }
        }
    }

    @Test("an animated insertion beside nodes updated in place fades in; the updated nodes run no transition")
    func insertionBesideUpdatedNodes() {
        let (graph, clock) = host(Shower())
        _ = graph.displayList()
        let floor = graph.node(withAccessibilityIdentifier: "floor")
        let show = graph.allNodes.lazy.flatMap(\.accessibilityActions).first { $0.kind == .named("show") }
        #expect(show != nil)
        withAnimation(.linear(duration: 1)) { show?.perform(zoom: nil) }
        graph.update()
        #expect(graph.node(withAccessibilityIdentifier: "floor") === floor)
        #expect(floor?.transitionPresentation == nil)
        #expect(graph.node(withAccessibilityIdentifier: "square")?.transitionPresentation != nil)
        #expect(graph.isAnimating)
        clock.advance(to: 0.5)
        let square = graph.displayList().items.first { $0.identifier == "square" }
        #expect(abs((square?.opacity ?? -1) - 0.5) < 0.001)
        #expect(graph.displayList() == graph.displayListDrawnWhole())
        clock.advance(to: 1)
        #expect(!graph.isAnimating)
        #expect(graph.displayList() == graph.displayListDrawnWhole())
    }
}
