import Testing
import TactileTesting
@testable import TactileUI

@MainActor
@Suite("Binding and State")
struct BindingTests {
    final class Model { var value = 0; var point = CGPoint.zero }

    @Test("a binding writes through to its source")
    func bindingWritesThrough() {
        let model = Model()
        let binding = Binding(get: { model.value }, set: { model.value = $0 })
        binding.wrappedValue = 7
        #expect(model.value == 7)
        #expect(binding.wrappedValue == 7)
    }

    @Test("a constant binding ignores writes")
    func constantIgnoresWrites() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 9
        #expect(binding.wrappedValue == 3)
    }

    @Test("a member binding writes the member of the source")
    func memberBinding() {
        let model = Model()
        let whole = Binding(get: { model.point }, set: { model.point = $0 })
        whole.x.wrappedValue = 4
        #expect(model.point == CGPoint(x: 4, y: 0))
    }

    @Test("a binding's animation travels with its writes")
    func bindingAnimationTransaction() {
        var seen: Transaction?
        let binding = Binding<Int>(get: { 0 }, set: { _, transaction in seen = transaction })
        binding.animation(.linear).wrappedValue = 1
        #expect(seen?.animation == .linear)
        binding.wrappedValue = 2
        #expect(seen?.animation == nil)
    }

    @Test("a State's projected binding writes the state and notifies the host with the transaction")
    func stateProjectedBinding() {
        final class Sink: StateChangeSink {
            var transactions: [Transaction] = []
            func stateDidChange(transaction: Transaction) { transactions.append(transaction) }
        }
        let sink = Sink()
        let state = State(wrappedValue: 1)
        _ = state.linkStorage(to: nil, sink: sink)
        withAnimation(.easeIn) { state.projectedValue.wrappedValue = 5 }
        #expect(state.wrappedValue == 5)
        #expect(sink.transactions.map(\.animation) == [.easeIn])
    }

    @Test("State() starts optionals at nil")
    func optionalStateStartsNil() {
        let state = State<Int?>()
        #expect(state.wrappedValue == nil)
    }

    struct Parent: View {
        @State var isOn = false
        var body: some View {
            VStack {
                Toggle("Flag", isOn: $isOn).accessibilityIdentifier("toggle")
                Text(isOn ? "yes" : "no")
            }
        }
    }

    @Test("a Toggle's action flips the bound state")
    func toggleFlipsBinding() {
        let (graph, _) = host(Parent())
        graph.tap("toggle")
        #expect(graph.texts == ["Flag", "yes"])
    }

    struct Zoomable: View {
        @State var zoom = 1
        var body: some View {
            Text("Zoom \(zoom)")
                .accessibilityIdentifier("zoom")
                .accessibilityZoomAction { action in zoom += action.direction == .zoomIn ? 1 : -1 }
                .accessibilityAction(named: "Reset") { zoom = 1 }
        }
    }

    @Test("accessibility actions are stored so a host can trigger them")
    func accessibilityActions() {
        let (graph, _) = host(Zoomable())
        let actions = graph.allNodes.flatMap(\.accessibilityActions)
        actions.first { $0.kind == .zoom }?.perform(zoom: AccessibilityZoomGestureAction(direction: .zoomIn))
        graph.update()
        #expect(graph.texts == ["Zoom 2"])
        actions.first { $0.kind == .named("Reset") }?.perform(zoom: nil)
        graph.update()
        #expect(graph.texts == ["Zoom 1"])
    }

    @Test("a disabled button stores no action")
    func disabledButton() {
        let (graph, _) = host(Button("Go") {}.disabled(true).accessibilityIdentifier("go"))
        #expect(graph.node(withAccessibilityIdentifier: "go")?.subtree.allSatisfy { $0.primaryAction == nil } == true)
        #expect(graph.node(withAccessibilityIdentifier: "go")?.subtree.contains { !$0.hitTesting.isEnabled } == true)
    }
}
