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

    /// The changes to evaluate next, with their transaction: all of them when at most one
    /// animation was written with (the kept transaction, as before); else the observers whose
    /// writes carried the first animation written with, and the unanimated ones (animated with it,
    /// as when one animation is written with), leaving the rest pending for another evaluation in
    /// the same update.
    package func takeBatch() -> (transaction: Transaction?, observers: [StateObserver]) {
        let animations = changedObservers.compactMap { $0.pendingTransaction?.animation }
        guard let first = animations.first, animations.contains(where: { $0 != first }) else {
            defer { changedObservers.removeAll(keepingCapacity: true) }
            for observer in changedObservers { observer.pendingTransaction = nil }
            return (take(), changedObservers)
        }
        var taken: [StateObserver] = [], left: [StateObserver] = []
        var transaction: Transaction?
        for observer in changedObservers {
            let animation = observer.pendingTransaction?.animation
            if animation == nil || animation == first {
                if animation != nil { transaction = observer.pendingTransaction }
                observer.pendingTransaction = nil
                taken.append(observer)
            } else {
                left.append(observer)
            }
        }
        changedObservers = left
        pendingTransaction = nil
        for observer in left { if let kept = observer.pendingTransaction { Self.merge(kept, into: &pendingTransaction) } }
        return (transaction, taken)
    }

    /// The pending transaction, cleared.
    package func take() -> Transaction? {
        defer { pendingTransaction = nil }
        return pendingTransaction
    }
}
