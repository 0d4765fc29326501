import Testing
import Tactile
import TactileTesting
@testable import TactileUI

/// `ObservableObject` models (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`),
/// `@Observable` models (`@Environment(Model.self)`, `@Bindable`) and custom environment keys
/// (`EnvironmentKey`, `@Entry`), driven by taps through the host (issue 12 item 2).
@MainActor
@Suite("Data flow")
struct DataFlowTests {
    final class CounterModel: ObservableObject {
        @Published var count = 0
        let made: Int
        nonisolated(unsafe) static var instances = 0
        init() {
            Self.instances += 1
            made = Self.instances
        }
    }

    struct ObservingView: View {
        @ObservedObject var model: CounterModel
        var body: some View {
            Button("observed \(model.count)") { model.count += 1 }.accessibilityIdentifier("observed")
        }
    }

    @Test("a @Published write through @ObservedObject re-runs the view and shows the new value")
    func observedObjectUpdates() {
        let model = CounterModel()
        let (graph, _) = host(ObservingView(model: model))
        graph.tap("observed")
        graph.tap("observed")
        #expect(model.count == 2)
        #expect(graph.texts == ["observed 2"])
    }

    @Test("a write to the model from outside any view (a timer, a network reply) updates the view at the next update")
    func externalWriteUpdates() {
        let model = CounterModel()
        let (graph, _) = host(ObservingView(model: model))
        model.count = 41
        #expect(graph.hasPendingChanges)
        graph.update()
        #expect(graph.texts == ["observed 41"])
    }

    struct Owner: View {
        @StateObject private var model = CounterModel()
        @State private var unrelated = 0
        var body: some View {
            VStack {
                Text("made \(model.made) count \(model.count) unrelated \(unrelated)")
                Button("inc") { model.count += 1 }.accessibilityIdentifier("inc")
                Button("other") { unrelated += 1 }.accessibilityIdentifier("other")
                ObservingView(model: model)
            }
        }
    }

    @Test("@StateObject makes its object once per identity: re-running the body keeps it, and children observing it update")
    func stateObjectIsMadeOnce() {
        let before = CounterModel.instances
        let (graph, _) = host(Owner())
        let made = before + 1
        graph.tap("inc")
        graph.tap("other")
        graph.tap("observed")
        #expect(CounterModel.instances == made)
        #expect(graph.texts.first == "made \(made) count 2 unrelated 1")
        #expect(graph.texts.contains("observed 2"))
    }

    struct EnvironmentReader: View {
        @EnvironmentObject var model: CounterModel
        var body: some View {
            Button("env \(model.count)") { model.count += 1 }.accessibilityIdentifier("env")
        }
    }

    struct Nested: View {
        var body: some View { VStack { EnvironmentReader() } }
    }

    @Test("@EnvironmentObject finds the object an ancestor put in the environment and observes it")
    func environmentObjectIsFound() {
        let model = CounterModel()
        let (graph, _) = host(Nested().environmentObject(model))
        graph.tap("env")
        #expect(graph.texts == ["env 1"])
        model.count = 7
        graph.update()
        #expect(graph.texts == ["env 7"])
    }

    @Observable
    final class Library {
        var title = "Untitled"
        var pages = 0
        var bookmarked = false
    }

    struct TitleView: View {
        @Environment(Library.self) private var library
        let probe: EvaluationProbe
        var body: some View {
            probe.ran("title")
            return Text(library.title)
        }
    }

    struct PagesEditor: View {
        @Bindable var library: Library
        let probe: EvaluationProbe
        var body: some View {
            probe.ran("pages")
            return VStack {
                Text("pages \(library.pages)")
                Toggle("bookmarked", isOn: $library.bookmarked).accessibilityIdentifier("bookmark")
                Button("rename") { library.title = "Renamed" }.accessibilityIdentifier("rename")
            }
        }
    }

    @Test("an @Observable write re-runs only the bodies that read the property; @Environment(Type.self) and @Bindable see it")
    func observableTracksReads() {
        let library = Library()
        let probe = EvaluationProbe()
        let (graph, _) = host(VStack {
            TitleView(probe: probe)
            PagesEditor(library: library, probe: probe)
        }.environment(library))
        #expect(probe.counts == ["title": 1, "pages": 1])
        library.pages = 3
        graph.update()
        #expect(graph.texts.contains("pages 3"))
        #expect(probe.counts == ["title": 1, "pages": 2])
        graph.tap("rename")
        #expect(graph.texts.first == "Renamed")
        #expect(probe.count("title") == 2)
        graph.tap("bookmark")
        #expect(library.bookmarked)
    }

    struct Accent: EnvironmentKey {
        static var defaultValue: String { "blue" }
    }

    struct AccentReader: View {
        @Environment(\.accent) private var accent
        @Environment(\.spacingForTests) private var spacing
        var body: some View { Text("\(accent) \(Int(spacing))") }
    }

    struct AccentPicker: View {
        @State private var accent = "red"
        var body: some View {
            VStack {
                AccentReader()
                Button("pick") { accent = "green" }.accessibilityIdentifier("pick")
            }
            .environment(\.accent, accent)
            .environment(\.spacingForTests, 12)
        }
    }

    @Test("an EnvironmentKey and an @Entry value have their defaults, and a set value reaches the views below")
    func customEnvironmentValues() {
        let (plain, _) = host(AccentReader())
        #expect(plain.texts == ["blue 8"])
        let (graph, _) = host(AccentPicker())
        #expect(graph.texts == ["red 12", "pick"])
        graph.tap("pick")
        #expect(graph.texts == ["green 12", "pick"])
    }

    struct ResettableCounter: View {
        @State private var generation = 0
        var body: some View {
            VStack {
                Counter().id(generation)
                Button("reset") { generation += 1 }.accessibilityIdentifier("reset")
            }
        }
    }

    @Test("a changed id(_:) makes a new view: its state starts again")
    func idResetsState() {
        let (graph, _) = host(ResettableCounter())
        graph.tap("counter")
        graph.tap("counter")
        #expect(graph.texts.first == "Count 2")
        graph.tap("reset")
        #expect(graph.texts.first == "Count 0")
    }
}

extension EnvironmentValues {
    var accent: String {
        get { self[DataFlowTests.Accent.self] }
        set { self[DataFlowTests.Accent.self] = newValue }
    }

    @Entry var spacingForTests: Double = 8
}

/// `PreferenceKey`, `preference(key:value:)`, `onPreferenceChange(_:perform:)` (issue 12 item 2).
@MainActor
@Suite("Preferences")
struct PreferenceTests {
    struct TitleKey: PreferenceKey {
        static var defaultValue: [String] { [] }
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct Row: View {
        let name: String
        @State private var edits = 0
        var body: some View {
            Button("\(name) \(edits)") { edits += 1 }
                .accessibilityIdentifier(name)
                .preference(key: TitleKey.self, value: ["\(name)\(edits)"])
        }
    }

    struct Screen: View {
        let log: EventLog
        @State private var showsThird = false
        var body: some View {
            VStack {
                Row(name: "a")
                Row(name: "b")
                if showsThird { Row(name: "c") }
                Button("more") { showsThird = true }.accessibilityIdentifier("more")
            }
            .onPreferenceChange(TitleKey.self) { titles in log.add(titles.joined(separator: ",")) }
        }
    }

    @Test("an ancestor reads its subtree's values combined in source order, on appearance and on each change")
    func readsCombinedValues() {
        let log = EventLog()
        let (graph, _) = host(Screen(log: log))
        #expect(log.events == ["a0,b0"])
        graph.tap("b")
        #expect(log.events == ["a0,b0", "a0,b1"], "a row that re-ran on its own is seen")
        graph.tap("more")
        #expect(log.events == ["a0,b0", "a0,b1", "a0,b1,c0"])
        graph.tap("more")
        #expect(log.events.count == 3, "an unchanged value runs nothing")
    }

    struct Outer: View {
        let log: EventLog
        var body: some View {
            VStack {
                Row(name: "inner").preference(key: TitleKey.self, value: ["outer"])
            }
            .onPreferenceChange(TitleKey.self) { log.add($0.joined(separator: ",")) }
        }
    }

    @Test("a preference set around a view replaces the values its content set")
    func outerValueReplacesInner() {
        let log = EventLog()
        _ = host(Outer(log: log))
        #expect(log.events == ["outer"])
    }
}
