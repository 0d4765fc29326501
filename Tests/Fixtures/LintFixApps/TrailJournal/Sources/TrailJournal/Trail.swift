import Foundation

struct Trail: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var kilometres: Double
    var climb: Int
    var isDone = false
}
