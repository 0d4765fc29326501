import Foundation

/// What a fetch returns (SwiftData's `FetchDescriptor`): the models of `T` that `predicate`
/// accepts, in `sortBy`'s order, from `fetchOffset` on, at most `fetchLimit` of them.
///
/// Invariants: without a sort, models come in the order they were made (a store's primary key
/// order); `includePendingChanges` (true unless set) decides whether models inserted since the
/// last save count; `propertiesToFetch` and `relationshipKeyPathsForPrefetching` are kept and
/// change nothing — every model here is complete.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges: Bool
    public var propertiesToFetch: [PartialKeyPath<T>]
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>]

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
        fetchLimit = nil
        fetchOffset = nil
        includePendingChanges = true
        propertiesToFetch = []
        relationshipKeyPathsForPrefetching = []
    }
}
