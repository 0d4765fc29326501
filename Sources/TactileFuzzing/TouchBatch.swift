import TactileTesting

/// Touch changes sent together, and what the engine must answer to them.
public struct TouchBatch: Sendable, CustomStringConvertible {
    public var changes: [Touch]
    /// The error the engine must refuse the whole batch with, or nil when it must accept it.
    public var expectedError: TouchEventError?

    public init(changes: [Touch], expectedError: TouchEventError?) {
        self.changes = changes
        self.expectedError = expectedError
    }

    public var description: String {
        changes.map(\.description).joined(separator: "; ") + (expectedError.map { " → refused: \($0)" } ?? "")
    }
}
