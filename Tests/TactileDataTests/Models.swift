import Foundation
import TactileData

// The models the tests store, written as apps write them.

/// Attributes of several kinds, an untyped one, an optional one and a `@Transient` one.
@Model
final class Reminder {
    var title: String
    var priority: Int
    var due: Date?
    var notes = ""
    @Transient var isExpanded = false

    init(title: String, priority: Int = 0, due: Date? = nil) {
        self.title = title
        self.priority = priority
        self.due = due
    }
}

/// A unique attribute: inserting a contact with a known email updates the known one.
@Model
final class Contact {
    @Attribute(.unique) var email: String
    var name: String

    init(email: String, name: String) {
        self.email = email
        self.name = name
    }
}

/// A cascading to-many relationship with an explicit inverse.
@Model
final class Folder {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Document.folder) var documents: [Document] = []

    init(name: String) {
        self.name = name
    }
}

@Model
final class Document {
    var title: String
    var folder: Folder?

    init(title: String, folder: Folder? = nil) {
        self.title = title
        self.folder = folder
    }
}

/// A relationship whose inverse SwiftData infers (an array against an optional), with the
/// default `.nullify` delete rule.
@Model
final class Author {
    var name: String
    var books: [Book] = []

    init(name: String) {
        self.name = name
    }
}

@Model
final class Book {
    var title: String
    var author: Author?

    init(title: String, author: Author? = nil) {
        self.title = title
        self.author = author
    }
}

/// A `.deny` relationship: a shelf cannot be deleted while it holds boxes.
@Model
final class Shelf {
    var label: String
    @Relationship(deleteRule: .deny) var boxes: [Box] = []

    init(label: String) {
        self.label = label
    }
}

@Model
final class Box {
    var label: String
    var shelf: Shelf?

    init(label: String) {
        self.label = label
    }
}

/// A container for the test models, in memory.
func makeContainer() throws -> ModelContainer {
    try ModelContainer(for: Reminder.self, Contact.self, Folder.self, Author.self, Shelf.self,
                       configurations: ModelConfiguration(isStoredInMemoryOnly: true))
}
