/// What a drop would do with the carried items (SwiftUI's `DropOperation`).
public enum DropOperation: Sendable, Hashable {
    /// The drop is cancelled: releasing performs nothing.
    case cancel
    /// The drop is not allowed here: releasing performs nothing.
    case forbidden
    /// The items are copied (the default).
    case copy
    /// The items are moved.
    case move
}

/// What a drop destination proposes while a drag is over it (SwiftUI's `DropProposal`).
public struct DropProposal: Sendable, Equatable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }

    /// Whether releasing over a destination proposing this performs the drop.
    var performs: Bool { operation == .copy || operation == .move }
}
