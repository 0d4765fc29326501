/// An error SwiftData throws (SwiftData's `SwiftDataError`), compared by kind.
///
/// Thrown here: `.duplicateConfiguration` (two configurations of a container with one name),
/// `.configurationSchemaNotFoundInContainerSchema` (a configuration whose schema has a model the
/// container's does not), `.modelValidationFailure` (a save that a `.deny` delete rule or a
/// relationship's model count forbids, or a save into a configuration with `allowsSave: false`).
public struct SwiftDataError: Error, Hashable, Sendable, CustomStringConvertible {
    let kind: String

    init(_ kind: String) { self.kind = kind }

    public static let includePendingChangesWithBatchSize = SwiftDataError("includePendingChangesWithBatchSize")
    public static let unsupportedPredicate = SwiftDataError("unsupportedPredicate")
    public static let unsupportedKeyPath = SwiftDataError("unsupportedKeyPath")
    public static let sortingPendingChangesWithIdentifiers = SwiftDataError("sortingPendingChangesWithIdentifiers")
    public static let unsupportedSortDescriptor = SwiftDataError("unsupportedSortDescriptor")
    public static let duplicateConfiguration = SwiftDataError("duplicateConfiguration")
    public static let configurationFileNameTooLong = SwiftDataError("configurationFileNameTooLong")
    public static let configurationFileNameContainsInvalidCharacters = SwiftDataError("configurationFileNameContainsInvalidCharacters")
    public static let configurationSchemaNotFoundInContainerSchema = SwiftDataError("configurationSchemaNotFoundInContainerSchema")
    public static let loadIssueModelContainer = SwiftDataError("loadIssueModelContainer")
    public static let modelValidationFailure = SwiftDataError("modelValidationFailure")
    public static let missingModelContext = SwiftDataError("missingModelContext")
    public static let backwardMigration = SwiftDataError("backwardMigration")
    public static let unknownSchema = SwiftDataError("unknownSchema")

    /// Whether `rhs` is this error (`catch SwiftDataError.modelValidationFailure`).
    public static func ~= (lhs: SwiftDataError, rhs: any Error) -> Bool {
        (rhs as? SwiftDataError) == lhs
    }

    public var description: String { "SwiftDataError.\(kind)" }
}
