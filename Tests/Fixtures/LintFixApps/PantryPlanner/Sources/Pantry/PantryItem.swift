import Foundation

public struct PantryItem: Identifiable, Hashable, Sendable {
    public var id: UUID
    public var name: String
    public var quantity: Int
    public var isStaple: Bool

    public init(id: UUID = UUID(), name: String, quantity: Int, isStaple: Bool = false) {
        self.id = id
        self.name = name
        self.quantity = quantity
        self.isStaple = isStaple
    }
}

public enum PantrySort: String, CaseIterable, Sendable {
    case name, quantity

    public func sorted(_ items: [PantryItem]) -> [PantryItem] {
        switch self {
        case .name: items.sorted { $0.name < $1.name }
        case .quantity: items.sorted { $0.quantity > $1.quantity }
        }
    }
}
