/// The sink the host installs in every `@State` and `@GestureState` storage: remembers that
/// something changed and with which transaction, for the next `ViewGraph.update()`.
///
/// Invariant: of several changes before an update, a `withAnimation` change is never lost to a
/// plain write in the same frame: unanimated writes are evaluated with the first animation
/// written with. Changes made under *different* animations (several views' `onAppear` actions,
/// each with its own `withAnimation(….delay(…))`) are taken in batches, one per animation in the
/// order of their first writes (`takeBatch`), so each keeps its own, as SwiftUI gives each state
/// write its transaction. A storage written under one animation (or none) and then under another
/// before an update (`x = a; withAnimation { x = b }`) shows `a` in a batch of its own first and
/// `b` in the next (`StateObserver.heldWrite`), so the animation runs from `a`, as SwiftUI
/// commits the first transaction's change before the second's.
package final class StateChangeRecorder: StateChangeSink {
    package private(set) var pendingTransaction: Transaction?
    /// The observers of storages written since the last update, each once.
    package var changedObservers: [StateObserver] = []
    /// The observers that show an earlier value while the batch is evaluated (`endBatch`).
    private var showingEarlier: [StateObserver] = []
    /// Of those, the ones whose held writes are their part of the batch (they then show their latest).
    private var showingHeld: [StateObserver] = []

    package init() {}

    package func stateDidChange(transaction: Transaction) {
        Self.merge(transaction, into: &pendingTransaction)
    }

    /// Keeps `transaction` as `kept` unless `kept` carries an animation and `transaction` none. A
    /// kept `disablesAnimations` survives a later unanimated write: the first layout's values of a
    /// `GeometryReader` must not animate though a lazy stack beside it writes its rows' state after
    /// them in the same round.
    package static func merge(_ transaction: Transaction, into kept: inout Transaction?) {
        guard transaction.animation != nil || kept?.animation == nil else { return }
        let keepsDisabled = transaction.animation == nil && kept?.disablesAnimations == true
        kept = transaction
        if keepsDisabled { kept?.disablesAnimations = true }
    }

    /// Whether a change waits whose animation is not `animation` (no animation counts as one).
    package func hasChange(animatedOtherThan animation: Animation?) -> Bool {
        for observer in changedObservers {
            if observer.firstPendingAnimation != animation { return true }
            if observer.heldWrite != nil, observer.pendingTransaction?.animation != animation { return true }
        }
        return false
    }

    /// Takes the changes to evaluate next, handing each taken observer to `visit`, and returns
    /// their transaction. The first batch is the held writes' (`StateObserver.heldWrite`, the
    /// earlier part of a storage written under two animations) when there are some, else the
    /// first animation written with's; unanimated writes of other storages go with it (as when
    /// one animation is written with). When that takes every change (no held writes, at most one
    /// animation) the observers are visited in place and nothing is allocated; else the rest stay
    /// pending for another evaluation in the same update, showing the values from before their
    /// writes meanwhile (`StateObserver.unwrittenExchange`). An observer taken for its held value
    /// shows that value until `endBatch()` and stays pending with its later writes.
    package func takeBatch(_ visit: (StateObserver) -> Void) -> Transaction? {
        var animation: Animation?
        var held = false
        for observer in changedObservers {
            if let write = observer.heldWrite {
                animation = write.transaction.animation
                held = true
                break
            }
        }
        var mixed = held
        if !held {
            for observer in changedObservers {
                guard let written = observer.pendingTransaction?.animation else { continue }
                if let animation, animation != written { mixed = true; break }
                animation = written
            }
        }
        guard mixed else {
            for observer in changedObservers {
                observer.pendingTransaction = nil
                observer.unwrittenExchange = nil
                visit(observer)
            }
            changedObservers.removeAll(keepingCapacity: true)
            return take()
        }
        var left: [StateObserver] = []
        var transaction: Transaction?
        for observer in changedObservers {
            if let write = observer.heldWrite {
                guard write.transaction.animation == animation else {
                    left.append(observer)
                    continue
                }
                transaction = write.transaction
                write.exchange()
                showingHeld.append(observer)
                observer.unwrittenExchange = nil
                visit(observer)
                observer.isPending = true
                left.append(observer)
                continue
            }
            let written = observer.pendingTransaction?.animation
            guard written == nil || written == animation else {
                left.append(observer)
                // Not its batch yet: it shows the value from before its writes.
                if let exchange = observer.unwrittenExchange {
                    exchange()
                    showingEarlier.append(observer)
                }
                continue
            }
            if written != nil || transaction == nil { transaction = observer.pendingTransaction }
            observer.pendingTransaction = nil
            observer.unwrittenExchange = nil
            visit(observer)
        }
        changedObservers = left
        pendingTransaction = nil
        for observer in left { if let kept = observer.pendingTransaction { Self.merge(kept, into: &pendingTransaction) } }
        return transaction
    }

    /// Ends the evaluation of a batch: the storages that showed an earlier value show their
    /// latest again, for the next batch.
    package func endBatch() {
        if !showingEarlier.isEmpty {
            for observer in showingEarlier { observer.unwrittenExchange?() }
            showingEarlier.removeAll()
        }
        if !showingHeld.isEmpty {
            for observer in showingHeld {
                observer.heldWrite?.exchange()
                observer.heldWrite = nil
            }
            showingHeld.removeAll()
        }
    }

    /// The pending transaction, cleared.
    package func take() -> Transaction? {
        defer { pendingTransaction = nil }
        return pendingTransaction
    }
}
