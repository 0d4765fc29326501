import Testing
import TactileTesting
@testable import TactileUI

/// Counts body evaluations per view name: the views below report to one shared probe (a class
/// instance, so a view holding it compares equal to its previous value).
@MainActor
final class EvaluationProbe {
    private(set) var counts: [String: Int] = [:]
    func ran(_ name: String) { counts[name, default: 0] += 1 }
    func count(_ name: String) -> Int { counts[name, default: 0] }
}

/// Dependency tracking (issue 11): a state write re-evaluates only the bodies that read the
/// state, and the bodies below them whose view values or environment changed.
@MainActor
@Suite("Invalidation")
struct InvalidationTests {
    /// A leaf with its own state, read by its body.
    struct Leaf: View {
        let name: String
        let probe: EvaluationProbe
        @State private var taps = 0
        var body: some View {
            probe.ran(name)
            return Button("\(name) \(taps)") { taps += 1 }.accessibilityIdentifier(name)
        }
    }

    struct TwoLeaves: View {
        let probe: EvaluationProbe
        var body: some View {
            probe.ran("parent")
            return VStack {
                Leaf(name: "left", probe: probe)
                Leaf(name: "right", probe: probe)
            }
        }
    }

    @Test("a state write re-evaluates the view that reads it, not its parent or siblings")
    func writerReevaluatesOnlyItsReader() {
        let probe = EvaluationProbe()
        let (graph, _) = host(TwoLeaves(probe: probe))
        #expect(probe.counts == ["parent": 1, "left": 1, "right": 1])
        let bodies = graph.bodyEvaluationCount
        graph.tap("left")
        #expect(probe.counts == ["parent": 1, "left": 2, "right": 1])
        // The leaf's body and, inside its new Button, the style body that holds `isPressed`
        // (`PressableButton`: a closure-carrying value, so it runs whenever its button is remade).
        #expect(graph.bodyEvaluationCount == bodies + 2)
        #expect(graph.texts == ["left 1", "right 0"])
        graph.tap("right")
        graph.tap("right")
        #expect(probe.counts == ["parent": 1, "left": 2, "right": 3])
        #expect(graph.texts == ["left 1", "right 2"])
    }

    /// A child whose inputs are plain values: re-run only when they change.
    struct Label: View {
        let name: String
        let value: Int
        let probe: EvaluationProbe
        var body: some View {
            probe.ran(name)
            return Text("\(name) \(value)")
        }
    }

    struct Panel: View {
        let probe: EvaluationProbe
        @State private var count = 0
        var body: some View {
            probe.ran("panel")
            return VStack {
                Label(name: "fixed", value: 7, probe: probe)
                Label(name: "counted", value: count, probe: probe)
                Button("Add") { count += 1 }.accessibilityIdentifier("add")
            }
        }
    }

    @Test("a child whose view value is unchanged is not re-evaluated when its parent is")
    func unchangedChildIsNotReevaluated() {
        let probe = EvaluationProbe()
        let (graph, _) = host(Panel(probe: probe))
        graph.tap("add")
        graph.tap("add")
        #expect(probe.counts == ["panel": 3, "fixed": 1, "counted": 3])
        #expect(graph.texts == ["fixed 7", "counted 2", "Add"])
    }

    /// Reads the parent's state through a binding; the parent itself never reads it.
    struct BindingReader: View {
        @Binding var value: Int
        let probe: EvaluationProbe
        var body: some View {
            probe.ran("reader")
            return Button("Value \(value)") { value += 10 }.accessibilityIdentifier("reader")
        }
    }

    struct BindingSource: View {
        let probe: EvaluationProbe
        @State private var value = 0
        var body: some View {
            probe.ran("source")
            return VStack {
                BindingReader(value: $value, probe: probe)
                Label(name: "sibling", value: 1, probe: probe)
                Button("Bump") { value += 1 }.accessibilityIdentifier("bump")
            }
        }
    }

    @Test("a write through a binding reaches the readers of its source, and a write to the source reaches the binding's readers")
    func bindingWriteReachesSourceReaders() {
        let probe = EvaluationProbe()
        let (graph, _) = host(BindingSource(probe: probe))
        graph.tap("reader")
        #expect(graph.texts.first == "Value 10")
        #expect(probe.counts == ["source": 1, "reader": 2, "sibling": 1])
        graph.tap("bump")
        #expect(graph.texts.first == "Value 11")
        #expect(probe.counts == ["source": 1, "reader": 3, "sibling": 1])
    }

    /// Reads the font from the environment.
    struct FontReader: View {
        let probe: EvaluationProbe
        @Environment(\.font) private var font
        var body: some View {
            probe.ran("font reader")
            return Text(font == .largeTitle ? "large" : "other")
        }
    }

    /// Reads nothing from the environment: draws a fixed shape.
    struct Bystander: View {
        let probe: EvaluationProbe
        var body: some View {
            probe.ran("bystander")
            return Color.red.frame(width: 10, height: 10)
        }
    }

    struct FontSwitcher: View {
        let probe: EvaluationProbe
        @State private var large = false
        var body: some View {
            VStack {
                FontReader(probe: probe)
                Bystander(probe: probe)
                Button("Switch") { large.toggle() }.accessibilityIdentifier("switch")
            }
            .font(large ? .largeTitle : .body)
        }
    }

    @Test("an environment change re-evaluates only the views that read the changed value")
    func environmentChangeReachesOnlyItsReaders() {
        let probe = EvaluationProbe()
        let (graph, _) = host(FontSwitcher(probe: probe))
        #expect(graph.texts.first == "other")
        graph.tap("switch")
        #expect(graph.texts.first == "large")
        #expect(probe.counts == ["font reader": 2, "bystander": 1])
    }

    @Test("a write nobody's body reads evaluates nothing")
    func unreadStateEvaluatesNothing() {
        struct Silent: View {
            let probe: EvaluationProbe
            @State private var hidden = 0
            var body: some View {
                probe.ran("silent")
                return Button("Tap") { hidden += 1 }.accessibilityIdentifier("silent")
            }
        }
        let probe = EvaluationProbe()
        let (graph, _) = host(Silent(probe: probe))
        let bodies = graph.bodyEvaluationCount
        graph.tap("silent")
        #expect(graph.bodyEvaluationCount == bodies)
        #expect(probe.count("silent") == 1)
    }

    @Test("a body that changes how many views it makes is re-evaluated with its parent, keeping sibling state")
    func changingNodeCountRebuildsAroundIt() {
        struct Toggler: View {
            @State private var shown = true
            var body: some View {
                if shown { Text("shown") }
                Button("Hide") { shown.toggle() }.accessibilityIdentifier("hide")
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Counter()
                    Toggler().padding(1)
                }
            }
        }
        let (graph, _) = host(Screen())
        graph.tap("counter")
        graph.tap("hide")
        #expect(graph.texts == ["Count 1", "Hide"])
        graph.tap("hide")
        #expect(graph.texts == ["Count 1", "shown", "Hide"])
    }

    @Test("after incremental updates the tree, layout and picture are those of a fresh evaluation")
    func incrementalMatchesFresh() {
        let probe = EvaluationProbe()
        let (graph, _) = host(Panel(probe: probe))
        graph.tap("add")
        graph.tap("add")
        let (fresh, _) = host(Panel(probe: EvaluationProbe()))
        fresh.tap("add")
        fresh.invalidateAllBodies()
        fresh.tap("add")
        #expect(graph.svg() == fresh.svg())
        #expect(graph.allNodes.map(\.globalFrame) == fresh.allNodes.map(\.globalFrame))
    }
}
