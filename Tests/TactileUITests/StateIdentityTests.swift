import Testing
import TactileTesting
@testable import TactileUI

@MainActor
@Suite("State and identity")
struct StateIdentityTests {
    struct Parent: View {
        @State var flag = false
        var body: some View {
            VStack {
                Counter()
                Button("Flip") { flag.toggle() }.accessibilityIdentifier("flip")
                Text(flag ? "on" : "off")
            }
        }
    }

    @Test("state survives re-evaluation of the parent's body")
    func stateSurvivesParentReevaluation() {
        let (graph, _) = host(Parent())
        graph.tap("counter")
        graph.tap("counter")
        let evaluations = graph.evaluationCount
        graph.tap("flip")
        #expect(graph.evaluationCount == evaluations + 1)
        #expect(graph.texts == ["Count 2", "Flip", "on"])
    }

    struct Optional: View {
        @State var show = true
        var body: some View {
            VStack {
                if show { Counter() }
                Button("Toggle") { show.toggle() }.accessibilityIdentifier("toggle")
            }
        }
    }

    @Test("state of a removed view is dropped, so it comes back fresh")
    func removedViewStateIsDropped() {
        let (graph, _) = host(Optional())
        graph.tap("counter")
        #expect(graph.texts.first == "Count 1")
        graph.tap("toggle")
        #expect(graph.texts == ["Toggle"])
        graph.tap("toggle")
        #expect(graph.texts.first == "Count 0")
    }

    struct Branches: View {
        @State var useFirst = true
        var body: some View {
            VStack {
                if useFirst { Counter() } else { Counter() }
                Button("Switch") { useFirst.toggle() }.accessibilityIdentifier("switch")
            }
        }
    }

    @Test("the two branches of if/else have distinct identities")
    func ifElseBranchesHaveDistinctIdentities() {
        let (graph, _) = host(Branches())
        graph.tap("counter")
        graph.tap("switch")
        #expect(graph.texts.first == "Count 0")
        graph.tap("counter")
        graph.tap("counter")
        graph.tap("switch")
        #expect(graph.texts.first == "Count 0")
    }

    enum Mode { case a, b }

    struct Switching: View {
        @State var mode = Mode.a
        @State var tick = 0
        var body: some View {
            VStack {
                switch mode {
                case .a: Counter()
                case .b: Text("b")
                }
                Button("Mode") { mode = mode == .a ? .b : .a }.accessibilityIdentifier("mode")
                Button("Tick \(tick)") { tick += 1 }.accessibilityIdentifier("tick")
            }
        }
    }

    @Test("a switch case keeps its state while selected and loses it when left")
    func switchCaseIdentity() {
        let (graph, _) = host(Switching())
        graph.tap("counter")
        graph.tap("tick")
        #expect(graph.texts == ["Count 1", "Mode", "Tick 1"])
        graph.tap("mode")
        #expect(graph.texts.first == "b")
        graph.tap("mode")
        #expect(graph.texts.first == "Count 0")
    }

    struct Item: Identifiable { let id: Int }

    struct List: View {
        @State var items = [Item(id: 1), Item(id: 2), Item(id: 3)]
        var body: some View {
            VStack {
                ForEach(items) { item in Counter(identifier: "counter-\(item.id)") }
                Button("Reverse") { items.reverse() }.accessibilityIdentifier("reverse")
                Button("Drop") { items.removeAll { $0.id == 2 } }.accessibilityIdentifier("drop")
                Button("Restore") { items = [Item(id: 1), Item(id: 2), Item(id: 3)] }.accessibilityIdentifier("restore")
            }
        }
    }

    @Test("ForEach keeps state with the element's id when the order changes")
    func forEachStateFollowsID() {
        let (graph, _) = host(List())
        graph.tap("counter-2")
        graph.tap("counter-3")
        graph.tap("counter-3")
        graph.tap("reverse")
        #expect(Array(graph.texts.prefix(3)) == ["Count 2", "Count 1", "Count 0"])
    }

    @Test("ForEach drops the state of a removed element")
    func forEachDropsRemovedElementState() {
        let (graph, _) = host(List())
        graph.tap("counter-2")
        graph.tap("drop")
        graph.tap("restore")
        #expect(Array(graph.texts.prefix(3)) == ["Count 0", "Count 0", "Count 0"])
    }

    struct TwoCounters: View {
        var body: some View {
            HStack {
                Counter(identifier: "left")
                Counter(identifier: "right")
            }
        }
    }

    @Test("siblings at different positions have separate state")
    func siblingsHaveSeparateState() {
        let (graph, _) = host(TwoCounters())
        graph.tap("right")
        #expect(graph.texts == ["Count 0", "Count 1"])
    }

    @Test("no state write means no re-evaluation")
    func noChangeNoEvaluation() {
        let (graph, clock) = host(TwoCounters())
        let evaluations = graph.evaluationCount
        clock.advance(by: 1)
        graph.update()
        #expect(graph.evaluationCount == evaluations)
    }

    struct Box: DynamicProperty {
        @State var value = 5
    }

    struct UsesDynamicProperty: View {
        var box = Box()
        var body: some View {
            Button("Value \(box.value)") { box.value += 1 }.accessibilityIdentifier("box")
        }
    }

    @Test("state inside a custom DynamicProperty persists like the view's own")
    func nestedDynamicPropertyState() {
        let (graph, _) = host(UsesDynamicProperty())
        graph.tap("box")
        graph.tap("box")
        #expect(graph.texts == ["Value 7"])
    }

    struct Tinted: ViewModifier {
        @State var taps = 0
        func body(content: Content) -> some View {
            VStack {
                content
                Button("Taps \(taps)") { taps += 1 }.accessibilityIdentifier("modifier")
            }
        }
    }

    @Test("a custom ViewModifier keeps its own state and places its content")
    func customModifierState() {
        let (graph, _) = host(Text("content").modifier(Tinted()))
        graph.tap("modifier")
        #expect(graph.texts == ["content", "Taps 1"])
    }

    /// The kinds of data `ForEach` walks differently (a range of `Int`s and contiguous storage
    /// directly, anything else through the collection's iterator).
    enum DataKind: CaseIterable { case range, array, slice, reversed }

    struct Collections: View {
        let kind: DataKind
        @State var round = 0
        var body: some View {
            VStack {
                switch kind {
                case .range: ForEach(1..<4) { Counter(identifier: "counter-\($0)") }
                case .array: ForEach([1, 2, 3], id: \.self) { Counter(identifier: "counter-\($0)") }
                case .slice: ForEach([0, 1, 2, 3, 4][1...3], id: \.self) { Counter(identifier: "counter-\($0)") }
                case .reversed: ForEach([3, 2, 1].reversed(), id: \.self) { Counter(identifier: "counter-\($0)") }
                }
                Button("Again") { round += 1 }.accessibilityIdentifier("again")
            }
        }
    }

    @Test("ForEach gives each element its own state, in order, over a range, an array, a slice or a reversed view",
          arguments: DataKind.allCases)
    func forEachStateOverEveryKindOfData(kind: DataKind) {
        let (graph, _) = host(Collections(kind: kind))
        #expect(Array(graph.texts.prefix(3)) == ["Count 0", "Count 0", "Count 0"])
        graph.tap("counter-2")
        graph.tap("counter-2")
        graph.tap("counter-3")
        graph.tap("again")
        graph.tap("again")
        #expect(Array(graph.texts.prefix(4)) == ["Count 0", "Count 2", "Count 1", "Again"])
    }

    /// Reads its `@State` in its initializer, before the host has linked it.
    struct ReadsStateInInit: View {
        @State var count = 5
        let seenInInit: Int
        init() { seenInInit = _count.wrappedValue }
        var body: some View {
            Button("init \(seenInInit) body \(count)") { count += 1 }.accessibilityIdentifier("inner")
        }
    }

    struct RecreatesChild: View {
        @State var flag = false
        var body: some View {
            VStack {
                ReadsStateInInit()
                Button(flag ? "on" : "off") { flag.toggle() }.accessibilityIdentifier("flip")
            }
        }
    }

    @Test("a @State read in the view's initializer gives the initial value; the body then sees the kept value")
    func stateReadBeforeLinking() {
        let (graph, _) = host(RecreatesChild())
        #expect(graph.texts == ["init 5 body 5", "off"])
        graph.tap("inner")
        graph.tap("inner")
        #expect(graph.texts == ["init 5 body 7", "off"])
        // The parent's body makes a new `ReadsStateInInit`, whose initializer reads a wrapper
        // not linked yet; the host then links it to the storage kept for its identity.
        graph.tap("flip")
        #expect(graph.texts == ["init 5 body 7", "on"])
    }
}
