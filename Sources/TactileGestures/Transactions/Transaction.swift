/// The context of the current state-processing update (SwiftUI's `Transaction`). S-72.
///
/// State changes made inside `withTransaction`/`withAnimation` carry that transaction; the host
/// reads `Transaction.current` when a `@State` or `@GestureState` value changes to decide whether
/// and how to animate. `updating` bodies receive a transaction whose `tracksVelocity` is `true` (S-52).
public struct Transaction: Sendable, Equatable {
    /// The animation applied to state changes in this transaction, if any.
    public var animation: Animation?
    /// Whether implicit animations (`.animation(_:value:)`) are suppressed for this transaction.
    public var disablesAnimations: Bool = false
    /// Whether the change belongs to a continuous interaction (a gesture in flight).
    public var isContinuous: Bool = false
    /// Whether the change tracks the velocity of an interaction (set for `updating` bodies).
    public var tracksVelocity: Bool = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the update in progress on this thread, if one was opened
    /// (`TransactionScope`: set only inside a synchronous `withTransaction` body).
    package static var current: Transaction? { TransactionScope.current }
}

/// Runs `body` with `transaction` as the transaction of every state change it makes.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionScope.with(transaction, body)
}

/// Runs `body` with a transaction whose `keyPath` is set to `value`, on top of the current one.
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value> & Sendable, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` and animates every state change it makes with `animation` (SwiftUI's `withAnimation`).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    return try withTransaction(transaction, body)
}
