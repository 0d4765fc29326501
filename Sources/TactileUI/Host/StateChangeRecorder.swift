/// The sink the host installs in every `@State` and `@GestureState` storage: remembers that
/// something changed and with which transaction, for the next `ViewGraph.update()`.
///
/// Invariant: of several changes before an update, the transaction kept is the last one that
/// carries an animation (else the last one), so a `withAnimation` change is never lost to a
/// later plain write in the same frame. Changes made under *different* animations (several views'
/// `onAppear` actions, each with its own `withAnimation(….delay(…))`) are taken in batches, one
/// per animation in the order of their first writes (`takeBatch()`), so each view's change keeps
/// its own animation, as SwiftUI gives each state write its transaction.
package final class StateChangeRecorder: StateChangeSink {
    package private(set) var pendingTransaction: Transaction?
    /// The observers of storages written since the last update, each once.
    package var changedObservers: [StateObserver] = []

    package init() {}

    package func stateDidChange(transaction: Transaction) {
        Self.merge(transaction, into: &pendingTransaction)
    }

    /// Keeps `transaction` as `kept` unless `kept` carries an animation and `transaction` none.
    package static func merge(_ transaction: Transaction, into kept: inout Transaction?) {
        if transaction.animation != nil || kept?.animation == nil { kept = transaction }
    }

    /// Takes the changes to evaluate next, handing each taken observer to `visit`, and returns
    /// their transaction: all of them when at most one animation was written with (the kept
    /// transaction, as before — visited in place, nothing allocated); else the observers whose
    /// writes carried the first animation written with, and the unanimated ones (animated with it,
    /// as when one animation is written with), leaving the rest pending for another evaluation in
    /// the same update.
    package func takeBatch(_ visit: (StateObserver) -> Void) -> Transaction? {
        var first: Animation?
        var mixed = false
        for observer in changedObservers {
            guard let animation = observer.pendingTransaction?.animation else { continue }
            if let first, first != animation { mixed = true; break }
            first = animation
        }
        guard mixed, let first else {
            for observer in changedObservers {
                observer.pendingTransaction = nil
                visit(observer)
            }
            changedObservers.removeAll(keepingCapacity: true)
            return take()
        }
        var left: [StateObserver] = []
        var transaction: Transaction?
        for observer in changedObservers {
            let animation = observer.pendingTransaction?.animation
            guard animation == nil || animation == first else {
                left.append(observer)
                continue
            }
            if animation != nil { transaction = observer.pendingTransaction }
            observer.pendingTransaction = nil
            visit(observer)
        }
        changedObservers = left
        pendingTransaction = nil
        for observer in left { if let kept = observer.pendingTransaction { Self.merge(kept, into: &pendingTransaction) } }
        return transaction
    }

    /// The pending transaction, cleared.
    package func take() -> Transaction? {
        defer { pendingTransaction = nil }
        return pendingTransaction
    }
}
