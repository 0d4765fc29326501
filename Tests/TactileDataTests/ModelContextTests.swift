import Foundation
import TactileData
import Testing

/// `ModelContext` as SwiftData's behaves: inserts, fetches with `#Predicate` and
/// `SortDescriptor`, paging, the `.unique` upsert, delete rules, inverse relationships, saving,
/// rolling back and what other contexts see.
@Suite("ModelContext: insert, fetch, delete, save, rollback")
struct ModelContextTests {
    private func titles(_ reminders: [Reminder]) -> [String] { reminders.map(\.title) }

    @Test("fetch returns the inserted models a #Predicate accepts, in SortDescriptor order, unsaved inserts included")
    func fetchWithPredicateAndSort() throws {
        let context = ModelContext(try makeContainer())
        for (title, priority) in [("Pay rent", 2), ("Buy milk", 0), ("Call Sam", 1), ("Water plants", 2)] {
            context.insert(Reminder(title: title, priority: priority))
        }
        let minimum = 1
        let urgent = FetchDescriptor<Reminder>(predicate: #Predicate { $0.priority >= minimum },
                                               sortBy: [SortDescriptor(\.priority, order: .reverse), SortDescriptor(\.title)])
        #expect(titles(try context.fetch(urgent)) == ["Pay rent", "Water plants", "Call Sam"])
        #expect(titles(try context.fetch(FetchDescriptor<Reminder>())) == ["Pay rent", "Buy milk", "Call Sam", "Water plants"],
                "without a sort, models come in the order they were made")
        let undated = FetchDescriptor<Reminder>(predicate: #Predicate { $0.due == nil && $0.priority != 2 },
                                                sortBy: [SortDescriptor(\.title)])
        #expect(titles(try context.fetch(undated)) == ["Buy milk", "Call Sam"])
    }

    @Test("fetchLimit and fetchOffset page through the sorted results; fetchCount counts what fetch returns")
    func limitAndOffset() throws {
        let context = ModelContext(try makeContainer())
        for index in 1...7 { context.insert(Reminder(title: "R\(index)", priority: index)) }
        var page = FetchDescriptor<Reminder>(sortBy: [SortDescriptor(\.priority, order: .reverse)])
        page.fetchLimit = 3
        #expect(titles(try context.fetch(page)) == ["R7", "R6", "R5"])
        page.fetchOffset = 3
        #expect(titles(try context.fetch(page)) == ["R4", "R3", "R2"])
        page.fetchOffset = 6
        #expect(titles(try context.fetch(page)) == ["R1"])
        #expect(try context.fetchCount(page) == 1)
        #expect(try context.fetchCount(FetchDescriptor<Reminder>()) == 7)
    }

    @Test("inserting a model whose unique attribute equals an existing model's updates that model instead (upsert)")
    func uniqueUpsert() throws {
        let container = try makeContainer()
        let context = ModelContext(container)
        let first = Contact(email: "sam@example.com", name: "Sam")
        context.insert(first)
        context.insert(Contact(email: "kim@example.com", name: "Kim"))
        try context.save()
        context.insert(Contact(email: "sam@example.com", name: "Samuel"))
        let contacts = try context.fetch(FetchDescriptor<Contact>(sortBy: [SortDescriptor(\.email)]))
        #expect(contacts.map(\.name) == ["Kim", "Samuel"], "one Sam, with the new name")
        #expect(contacts.last === first, "the existing model was updated")
        #expect(first.hasChanges)
        try context.save()
        let other = ModelContext(container)
        #expect(try other.fetch(FetchDescriptor<Contact>()).map(\.name).sorted() == ["Kim", "Samuel"])
    }

    @Test("the upsert also finds a saved model this context has not fetched yet")
    func uniqueUpsertAgainstTheStore() throws {
        let container = try makeContainer()
        let writer = ModelContext(container)
        writer.insert(Contact(email: "sam@example.com", name: "Sam"))
        try writer.save()
        let context = ModelContext(container)
        context.insert(Contact(email: "sam@example.com", name: "Samuel"))
        #expect(try context.fetch(FetchDescriptor<Contact>()).map(\.name) == ["Samuel"])
    }

    @Test("deleting a folder cascades to its documents; deleting a document takes it out of its folder")
    func cascadeDelete() throws {
        let context = ModelContext(try makeContainer())
        let folder = Folder(name: "Taxes")
        context.insert(folder)
        let receipts = Document(title: "Receipts", folder: folder)
        let forms = Document(title: "Forms", folder: folder)
        context.insert(receipts)
        context.insert(forms)
        #expect(folder.documents.map(\.title) == ["Receipts", "Forms"], "the inverse was kept in step")
        try context.save()

        context.delete(forms)
        #expect(folder.documents.map(\.title) == ["Receipts"])
        #expect(forms.isDeleted)
        context.delete(folder)
        #expect(receipts.isDeleted, "cascade")
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Document>()) == 0)
        #expect(try context.fetchCount(FetchDescriptor<Folder>()) == 0)
        #expect(receipts.modelContext == nil, "a saved deletion leaves the context")
    }

    @Test("deleting an author nullifies the inferred inverse: the books stay, without an author")
    func nullifyDelete() throws {
        let context = ModelContext(try makeContainer())
        let author = Author(name: "Le Guin")
        context.insert(author)
        let dispossessed = Book(title: "The Dispossessed")
        dispossessed.author = author
        let lathe = Book(title: "The Lathe of Heaven")
        author.books.append(lathe)
        #expect(author.books.map(\.title) == ["The Dispossessed", "The Lathe of Heaven"], "setting the to-one side appends to the array")
        #expect(lathe.author === author, "appending to the array sets the to-one side")
        #expect(lathe.modelContext === context, "a model a relationship reaches is inserted")
        try context.save()

        context.delete(author)
        #expect(dispossessed.author == nil)
        #expect(lathe.author == nil)
        try context.save()
        #expect(try context.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)])).map(\.title)
                == ["The Dispossessed", "The Lathe of Heaven"])
    }

    @Test("moving a model to another owner takes it out of the first owner's array")
    func movingBetweenOwners() throws {
        let context = ModelContext(try makeContainer())
        let inbox = Folder(name: "Inbox")
        let archive = Folder(name: "Archive")
        context.insert(inbox)
        context.insert(archive)
        let letter = Document(title: "Letter", folder: inbox)
        context.insert(letter)
        letter.folder = archive
        #expect(inbox.documents.isEmpty)
        #expect(archive.documents.map(\.title) == ["Letter"])
        archive.documents = []
        #expect(letter.folder == nil, "emptying the array clears the to-one side")
    }

    @Test("a .deny relationship makes save throw while the deleted model still holds models")
    func denyDelete() throws {
        let context = ModelContext(try makeContainer())
        let shelf = Shelf(label: "A")
        context.insert(shelf)
        shelf.boxes.append(Box(label: "Cables"))
        try context.save()
        context.delete(shelf)
        #expect(throws: SwiftDataError.modelValidationFailure) { try context.save() }
        context.rollback()
        #expect(!shelf.isDeleted)
        #expect(try context.fetchCount(FetchDescriptor<Shelf>()) == 1)
    }

    @Test("hasChanges follows inserts, edits and deletes until save; rollback puts back the saved state")
    func saveAndRollback() throws {
        let context = ModelContext(try makeContainer())
        #expect(!context.hasChanges)
        let milk = Reminder(title: "Buy milk")
        context.insert(milk)
        #expect(context.hasChanges && milk.hasChanges)
        try context.save()
        #expect(!context.hasChanges && !milk.hasChanges)

        milk.title = "Buy oat milk"
        #expect(context.hasChanges && milk.hasChanges)
        let rent = Reminder(title: "Pay rent")
        context.insert(rent)
        context.delete(milk)
        #expect(try context.fetchCount(FetchDescriptor<Reminder>()) == 1, "fetches leave pending deletes out")

        context.rollback()
        #expect(!context.hasChanges)
        #expect(milk.title == "Buy milk", "the edit was undone")
        #expect(!milk.isDeleted, "the delete was undone")
        #expect(rent.modelContext == nil, "the insert was undone")
        #expect(titles(try context.fetch(FetchDescriptor<Reminder>())) == ["Buy milk"])
    }

    @Test("a saved model reaches another context as that context's own instance with the same identifier; unsaved changes do not")
    func contextsAreIsolatedUntilSave() throws {
        let container = try makeContainer()
        let writer = ModelContext(container)
        let reader = ModelContext(container)
        let milk = Reminder(title: "Buy milk", priority: 1)
        writer.insert(milk)
        #expect(try reader.fetchCount(FetchDescriptor<Reminder>()) == 0, "unsaved")
        try writer.save()
        let seen = try #require(try reader.fetch(FetchDescriptor<Reminder>()).first)
        #expect(seen !== milk)
        #expect(seen.persistentModelID == milk.persistentModelID)
        #expect(seen.title == "Buy milk" && seen.priority == 1)
        #expect(seen.modelContext === reader)

        milk.title = "Buy oat milk"
        #expect(seen.title == "Buy milk")
        try writer.save()
        let other = ModelContext(container)
        #expect(try other.fetch(FetchDescriptor<Reminder>()).first?.title == "Buy oat milk")
    }

    @Test("model(for:) makes or finds the model of an identifier; registeredModel(for:) only finds registered ones")
    func modelForIdentifier() throws {
        let container = try makeContainer()
        let writer = ModelContext(container)
        let folder = Folder(name: "Taxes")
        writer.insert(Document(title: "Forms", folder: folder))
        try writer.save()
        let reader = ModelContext(container)
        let identifier = folder.persistentModelID
        let unregistered: Folder? = reader.registeredModel(for: identifier)
        #expect(unregistered == nil)
        let found = try #require(reader.model(for: identifier) as? Folder)
        #expect(found.name == "Taxes")
        #expect(found.documents.map(\.title) == ["Forms"], "its relationships are this context's models")
        #expect(found.documents.first?.modelContext === reader)
        let registered: Folder? = reader.registeredModel(for: identifier)
        #expect(registered === found)
    }

    @Test("delete(model:where:) deletes the models the predicate accepts")
    func deleteWhere() throws {
        let context = ModelContext(try makeContainer())
        for title in ["Old 1", "New", "Old 2"] { context.insert(Reminder(title: title)) }
        try context.delete(model: Reminder.self, where: #Predicate { $0.title.starts(with: "Old") })
        #expect(titles(try context.fetch(FetchDescriptor<Reminder>())) == ["New"])
        try context.delete(model: Reminder.self)
        #expect(try context.fetchCount(FetchDescriptor<Reminder>()) == 0)
    }

    @Test("a @Transient property is not persisted: another context's instance has its default")
    func transientIsNotPersisted() throws {
        let container = try makeContainer()
        let writer = ModelContext(container)
        let milk = Reminder(title: "Buy milk")
        milk.isExpanded = true
        milk.notes = "2 litres"
        writer.insert(milk)
        try writer.save()
        let seen = try #require(try ModelContext(container).fetch(FetchDescriptor<Reminder>()).first)
        #expect(seen.notes == "2 litres")
        #expect(!seen.isExpanded)
    }

    @Test("transaction runs its block and saves")
    func transactionSaves() throws {
        let container = try makeContainer()
        let context = ModelContext(container)
        try context.transaction { context.insert(Reminder(title: "Buy milk")) }
        #expect(!context.hasChanges)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Reminder>()) == 1)
    }

    @Test("the schema lists the given models and the ones their relationships reach, with delete rules and inverses")
    func schemaDiscoversRelatedModels() throws {
        let schema = Schema([Folder.self])
        #expect(schema.entities.map(\.name) == ["Folder", "Document"])
        let documents = try #require(schema.entitiesByName["Folder"]?.relationshipsByName["documents"])
        #expect(documents.deleteRule == .cascade)
        #expect(documents.destination == "Document")
        #expect(documents.inverseName == "folder")
        #expect(!documents.isToOneRelationship)
        let email = try #require(Schema([Contact.self]).entities.first?.attributesByName["email"])
        #expect(email.isUnique)
        #expect(Schema([Reminder.self]).entities.first?.storedProperties.map { $0.name } == ["title", "priority", "due", "notes"],
                "the @Transient property is not in the schema")
    }

    @Test("two configurations with one name are refused, as SwiftData refuses them")
    func duplicateConfigurations() {
        #expect(throws: SwiftDataError.duplicateConfiguration) {
            try ModelContainer(for: Schema([Reminder.self]),
                               configurations: [ModelConfiguration("A", isStoredInMemoryOnly: true), ModelConfiguration("A")])
        }
    }
}
