/// The sink the host installs in every `@State` and `@GestureState` storage: remembers that
/// something changed and with which transaction, for the next `ViewGraph.update()`.
///
/// Invariant: of several changes before an update, the transaction kept is the last one that
/// carries an animation (else the last one), so a `withAnimation` change is never lost to a
/// later plain write in the same frame.
package final class StateChangeRecorder: StateChangeSink {
    package private(set) var pendingTransaction: Transaction?
    /// The observers of storages written since the last update, each once.
    package var changedObservers: [StateObserver] = []

    package init() {}

    package func stateDidChange(transaction: Transaction) {
        if transaction.animation != nil || pendingTransaction?.animation == nil { pendingTransaction = transaction }
    }

    /// The pending transaction, cleared.
    package func take() -> Transaction? {
        defer { pendingTransaction = nil }
        return pendingTransaction
    }
}
