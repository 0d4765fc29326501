import Foundation
import TactileData
import TactileTesting
import TactileUI
import Testing

/// `@Query` and the SwiftUI side of SwiftData in hosted views (ViewHost taps and swipes): a list
/// over a query shows a model a button inserts on the next frame, loses a row swiped away, and
/// re-renders a row whose model changes; `.modelContainer(for:inMemory:)` gives the views below
/// a context.
@MainActor
@Suite("@Query in hosted views: inserts, deletes and edits reach the list")
struct QueryScenarioTests {
    /// A reminders list as apps write one: a query sorted by title, a button that inserts, a
    /// swipe that deletes, a button that renames the first reminder.
    struct RemindersList: View {
        @Environment(\.modelContext) private var modelContext
        @Query(sort: \Reminder.title) private var reminders: [Reminder]

        var body: some View {
            // The controls are rows of the list, not views above it: Tactile sizes a list below
            // other views of a VStack to its rows, so an empty one would start with no height.
            List {
                Section {
                    Text("\(reminders.count) reminders")
                    Button("Add") { modelContext.insert(Reminder(title: "Reminder \(reminders.count + 1)")) }
                    Button("Rename") { reminders.first?.title = "Renamed" }
                }
                Section {
                    ForEach(reminders) { reminder in
                        Text(reminder.title).accessibilityIdentifier("row-\(reminder.title)")
                    }
                    .onDelete { offsets in
                        for index in offsets { modelContext.delete(reminders[index]) }
                    }
                }
            }
        }
    }

    private func hosted<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(view, canvasSize: CGSize(width: 400, height: 700))
    }

    @Test("a tap on Add inserts a model and the list shows it on the next frame")
    func insertShowsRow() throws {
        let container = try makeContainer()
        let host = hosted(RemindersList().modelContainer(container))
        #expect(host.view(withText: "0 reminders") != nil)
        host.tap(on: "Add")
        #expect(host.view(withText: "1 reminders") != nil)
        #expect(host.view(withIdentifier: "row-Reminder 1") != nil)
        host.tap(on: "Add")
        #expect(host.view(withIdentifier: "row-Reminder 2") != nil)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Reminder>()) == 2)
    }

    @Test("a model inserted outside the view (by the test, into the main context) appears in sort order")
    func insertFromOutside() throws {
        let container = try makeContainer()
        let host = hosted(RemindersList().modelContainer(container))
        container.mainContext.insert(Reminder(title: "Water plants"))
        container.mainContext.insert(Reminder(title: "Buy milk"))
        host.advance(by: 1.0 / 60)
        let milk = try #require(host.view(withIdentifier: "row-Buy milk"))
        let plants = try #require(host.view(withIdentifier: "row-Water plants"))
        #expect(milk.globalFrame.minY < plants.globalFrame.minY, "sorted by title")
    }

    @Test("swiping a row away deletes its model through onDelete, and the row leaves the list")
    func swipeDeletesRow() throws {
        let container = try makeContainer()
        for title in ["Buy milk", "Call Sam", "Pay rent"] { container.mainContext.insert(Reminder(title: title)) }
        let host = hosted(RemindersList().modelContainer(container))
        let row = host.view("row-Call Sam").globalFrame
        host.drag(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 255, y: row.midY), duration: 0.05)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 400 - ListDefaults.cardMargin - ListDefaults.swipeActionWidth / 2, y: row.midY))
        host.advance(by: 1)
        #expect(host.view(withIdentifier: "row-Call Sam") == nil)
        #expect(host.view(withText: "2 reminders") != nil)
        #expect(host.view(withIdentifier: "row-Buy milk") != nil && host.view(withIdentifier: "row-Pay rent") != nil)
        let titles = try container.mainContext.fetch(FetchDescriptor<Reminder>()).map(\.title)
        #expect(titles == ["Buy milk", "Pay rent"])
    }

    @Test("changing a model's property re-renders its row")
    func editRerendersRow() throws {
        let container = try makeContainer()
        container.mainContext.insert(Reminder(title: "Buy milk"))
        let host = hosted(RemindersList().modelContainer(container))
        host.tap(on: "Rename")
        #expect(host.view(withIdentifier: "row-Renamed") != nil)
        #expect(host.view(withIdentifier: "row-Buy milk") == nil)
    }

    /// One reminder's row, reading the model it is given: the row alone observes the title.
    struct ReminderRow: View {
        let reminder: Reminder
        let probe: Probe
        var body: some View {
            probe.rows += 1
            return Text("\(reminder.title) \(reminder.isExpanded ? "open" : "closed")")
        }
    }

    final class Probe {
        var rows = 0
    }

    @Test("a row reading a model re-renders when a persisted property changes, not when a @Transient one does")
    func observedAndTransientProperties() throws {
        let context = try makeContainer().mainContext
        let milk = Reminder(title: "Buy milk")
        context.insert(milk)
        let probe = Probe()
        let host = hosted(ReminderRow(reminder: milk, probe: probe))
        #expect(host.view(withText: "Buy milk closed") != nil)
        let evaluations = probe.rows
        milk.title = "Buy oat milk"
        #expect(host.view(withText: "Buy oat milk closed") != nil)
        #expect(probe.rows == evaluations + 1)
        milk.isExpanded = true
        host.advance(by: 1.0 / 60)
        #expect(probe.rows == evaluations + 1, "a @Transient property is not observed, as with SwiftData")
        #expect(host.view(withText: "Buy oat milk closed") != nil)
    }

    /// Reads the context the environment gives it.
    struct ContextReader: View {
        @Environment(\.modelContext) private var modelContext
        @Query private var folders: [Folder]

        var body: some View {
            VStack {
                Text("entities \(modelContext.container.schema.entities.map(\.name).joined(separator: ","))")
                Text("\(folders.count) folders")
                Button("New folder") { modelContext.insert(Folder(name: "Folder")) }
            }
        }
    }

    @Test(".modelContainer(for:inMemory: true) makes one container and gives its main context to the views below")
    func modelContainerForTypes() {
        var setups: [String] = []
        let host = hosted(ContextReader().modelContainer(for: Folder.self, inMemory: true) { result in
            setups.append((try? result.get()).map { "made \($0.schema.entities.count)" } ?? "failed")
        })
        #expect(host.view(withText: "entities Folder,Document") != nil)
        #expect(host.view(withText: "0 folders") != nil)
        host.tap(on: "New folder")
        host.tap(on: "New folder")
        #expect(host.view(withText: "2 folders") != nil, "the same container on every evaluation")
        #expect(setups == ["made 2"])
    }

    @Test("a query with a filter and a reverse sort shows only the models the predicate accepts")
    func filteredQuery() throws {
        struct Urgent: View {
            @Query(filter: #Predicate<Reminder> { $0.priority > 0 }, sort: \Reminder.title, order: .reverse)
            private var reminders: [Reminder]
            var body: some View { Text(reminders.map(\.title).joined(separator: ", ")) }
        }
        let container = try makeContainer()
        for (title, priority) in [("A", 1), ("B", 0), ("C", 2)] { container.mainContext.insert(Reminder(title: title, priority: priority)) }
        let host = hosted(Urgent().modelContainer(container))
        #expect(host.view(withText: "C, A") != nil)
        container.mainContext.fetchFirst(title: "B")?.priority = 5
        host.advance(by: 1.0 / 60)
        #expect(host.view(withText: "C, B, A") != nil, "a change that makes a model match brings it in")
    }
}

extension ModelContext {
    /// The reminder titled `title`.
    func fetchFirst(title: String) -> Reminder? {
        try? fetch(FetchDescriptor<Reminder>(predicate: #Predicate { $0.title == title })).first
    }
}
