import Foundation
import TactileData
import Testing

/// The container's main context: autosave after a change, and what it takes in when another
/// context saves (SwiftData merges a save into the main context).
@MainActor
@Suite("ModelContainer.mainContext: autosave and other contexts' saves")
struct MainContextTests {
    @Test("the main context autosaves after the main actor's turn that changed it; a context of one's own does not")
    func autosave() async throws {
        let container = try makeContainer()
        let main = container.mainContext
        #expect(main.autosaveEnabled)
        main.insert(Reminder(title: "Buy milk"))
        #expect(main.hasChanges, "not yet: the save waits for the change's turn to end")
        for _ in 0..<100 where main.hasChanges { await Task.yield() }
        #expect(!main.hasChanges)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Reminder>()) == 1)

        let own = ModelContext(container)
        #expect(!own.autosaveEnabled)
        own.insert(Reminder(title: "Pay rent"))
        for _ in 0..<100 { await Task.yield() }
        #expect(own.hasChanges)
    }

    @Test("another context's save reaches the main context: new rows are fetched, changed rows update its models, deleted rows delete them")
    func mergeIntoMainContext() throws {
        let container = try makeContainer()
        let main = container.mainContext
        main.autosaveEnabled = false
        let milk = Reminder(title: "Buy milk")
        let rent = Reminder(title: "Pay rent")
        main.insert(milk)
        main.insert(rent)
        try main.save()

        let background = ModelContext(container)
        let remote = try background.fetch(FetchDescriptor<Reminder>(sortBy: [SortDescriptor(\.title)]))
        remote[0].title = "Buy oat milk"
        background.delete(remote[1])
        background.insert(Reminder(title: "Call Sam"))
        try background.save()

        #expect(milk.title == "Buy oat milk")
        #expect(rent.isDeleted && rent.modelContext == nil)
        #expect(try main.fetch(FetchDescriptor<Reminder>(sortBy: [SortDescriptor(\.title)])).map(\.title) == ["Buy oat milk", "Call Sam"])
        #expect(!main.hasChanges)
    }

    @Test("a model with unsaved changes in the main context keeps them when another context saves the same row")
    func mergeKeepsUnsavedChanges() throws {
        let container = try makeContainer()
        let main = container.mainContext
        main.autosaveEnabled = false
        let milk = Reminder(title: "Buy milk")
        main.insert(milk)
        try main.save()
        milk.title = "Mine"
        let background = ModelContext(container)
        try #require(try background.fetch(FetchDescriptor<Reminder>()).first).title = "Theirs"
        try background.save()
        #expect(milk.title == "Mine")
        #expect(main.hasChanges)
    }
}
