import Foundation
import Tactile
import TactileGestures
import TactileUI

/// The models of a fetch, kept current in a view (SwiftData's `Query`): `@Query var items: [Item]`
/// is the result of fetching with the query's descriptor from the environment's `modelContext`.
/// `@Query` is the macro (`QueryMacros.swift`), as in SwiftData: it stores a `Query` beside the
/// property (`_items`) and makes the property read its `wrappedValue`.
///
/// Invariants: `wrappedValue` is the fetch's result for the context's current state — pending
/// changes included — so a model inserted, deleted or changed in the context (by a button's
/// action, another view, or another context's save merged into the main context) is in the
/// results the next time the view is evaluated; the view that read the results is evaluated
/// again when a model of `Element`'s class changes (the read is observed, as an `@Observable`
/// property's is). The fetch runs again only when the context changed since the last one. When a
/// fetch throws, `wrappedValue` keeps the last results and `fetchError` holds the error.
///
/// Difference: the `transaction:` and `animation:` arguments are accepted and kept; a change
/// animates with the transaction current where the change is made (`withAnimation { … }`), as
/// any observed change does here.
@MainActor @preconcurrency
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    private let environment = Environment(\.modelContext)
    private let descriptor: FetchDescriptor<Element>
    private let transaction: Transaction?
    private let results = QueryResults<Element>()

    /// The context the query fetches from: the environment's.
    public var modelContext: ModelContext { environment.wrappedValue }

    /// The error of the most recent fetch, nil when it succeeded.
    public var fetchError: (any Error)? { results.error }

    /// The models the query's descriptor describes, in the environment's context.
    public var wrappedValue: Result {
        // `Result` is `[Element]` for every initializer.
        results.models(for: descriptor, in: modelContext) as! Result
    }

    /// SwiftUI's: updates the results before `body`. They are fetched when read here.
    nonisolated public func update() {}

    init(descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.descriptor = descriptor
        self.transaction = transaction
    }
}

extension Query where Result == [Element] {
    /// A query with a fetch descriptor.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor, transaction: transaction)
    }

    /// A query with a fetch descriptor, animating its changes with `animation`.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor: descriptor, transaction: Transaction(animation: animation))
    }

    /// A query with a predicate and sort descriptors (`@Query var items: [Item]` takes every model,
    /// in the order they were made).
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: Transaction(animation: animation))
    }

    /// A query sorted by one property (`@Query(sort: \Item.timestamp, order: .reverse)`).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
                                   transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), transaction: transaction)
    }

    /// A query sorted by one optional property (nil before any value, as SwiftData sorts it).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
                                   transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), transaction: transaction)
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
                                   animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
                  transaction: Transaction(animation: animation))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
                                   animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
                  transaction: Transaction(animation: animation))
    }
}

/// A query's last fetch: its results, the context and revision they were fetched at, and the
/// error of the last attempt. Shared by the copies of one `Query` value.
final class QueryResults<Element: PersistentModel>: @unchecked Sendable {
    private var context: ObjectIdentifier?
    private var revision = -1
    private var models: [Element] = []
    private(set) var error: (any Error)?

    /// The results for `descriptor` in `context`: fetched again when the context changed since the
    /// last fetch. The read of the class's generation makes the evaluation in progress observe it.
    func models(for descriptor: FetchDescriptor<Element>, in context: ModelContext) -> [Element] {
        _ = context.observation.generation(of: Element.self)
        let key = ObjectIdentifier(context)
        guard key != self.context || context.observation.revision != revision else { return models }
        do {
            models = try context.fetch(descriptor)
            error = nil
        } catch {
            self.error = error
        }
        self.context = key
        revision = context.observation.revision
        return models
    }
}
