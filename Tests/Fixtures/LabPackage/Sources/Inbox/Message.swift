import Foundation

/// One message of the inbox.
struct Message: Identifiable, Equatable {
    let id: Int
    var sender: String
    var subject: String

    static let samples: [Message] = [
        Message(id: 1, sender: "Ada", subject: "Lunch on Friday?"),
        Message(id: 2, sender: "Grace", subject: "The build is green"),
        Message(id: 3, sender: "Linus", subject: "Patch review"),
    ]
}
