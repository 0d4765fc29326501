import TactileGestures

/// The sink the graph installs in one `@State` or `@GestureState` storage: knows the views whose
/// evaluations read the storage, and tells the graph's recorder about every write.
///
/// Invariant: `readers` are exactly the records whose last evaluation read the storage (a
/// `@State` through its getter or projected `Binding`, a `@GestureState` by being declared —
/// its getter lives in the engine and is not instrumented); a write marks the observer pending
/// once, and the next `ViewGraph.update()` re-evaluates those readers only.
package final class StateObserver: StateChangeSink {
    /// Weak: a change announced after the graph is gone (a model outliving its view) does nothing.
    private weak var recorder: StateChangeRecorder?
    /// The records that read the storage, by `ObjectIdentifier` of the record (main actor only).
    /// Unowned, so a record and the observers it read do not keep each other alive: a record
    /// removes itself from its observers when it runs again or leaves the tree. Unchecked
    /// exclusivity, as `readers` and `isPending` are changed for every read of every pass, by no
    /// code that holds an access across a call.
    @exclusivity(unchecked) package var readers: [ObjectIdentifier: Reader] = [:]

    package struct Reader {
        package unowned(unsafe) let record: ViewRecord
    }
    /// Whether a write is waiting for the next update (the observer is in the recorder's list).
    @exclusivity(unchecked) package var isPending = false
    /// The transaction of the writes waiting for the next update (after the held ones, if any):
    /// the last one that carries an animation, else the last one.
    package var pendingTransaction: Transaction?
    /// The value the storage held before a write under another animation than the earlier
    /// pending ones, with their transaction: shown in an evaluation of its own before the later
    /// writes' (`StateChangeRecorder.takeBatch`), as SwiftUI commits each transaction's changes
    /// in turn — so `x = a; withAnimation { x = b }` animates from `a`.
    package var heldWrite: HeldWrite?

    package struct HeldWrite {
        /// The transaction of the writes before the separate change.
        package let transaction: Transaction
        /// Swaps the storage's value with the held one (`StateChangeSink.holdEarlierValue`).
        package let exchange: () -> Void
    }

    /// Swaps the storage's value with the one it held before its first write since the last
    /// update, when that write came under another animation than changes already waiting
    /// elsewhere: the batches evaluated before this storage's own show the earlier value, so a
    /// `withAnimation` write beside a plain one is not shown, unanimated, with the plain one.
    package var unwrittenExchange: (() -> Void)?

    /// The animation of the first change waiting: the held writes' when there are some.
    package var firstPendingAnimation: Animation? {
        heldWrite.map { $0.transaction.animation } ?? pendingTransaction?.animation
    }

    package init(recorder: StateChangeRecorder) { self.recorder = recorder }

    /// A storage's first animated write since the last update starts a separate change when
    /// changes under another animation wait elsewhere (an unanimated one joins whichever batch
    /// comes first, so it never needs its earlier value: a drag's writes cost one comparison);
    /// a later write, when its earlier writes had another animation (one separate change per
    /// update; later boundaries merge as before).
    package func startsSeparateChange(_ transaction: Transaction) -> Bool {
        if isPending { return heldWrite == nil && pendingTransaction?.animation != transaction.animation }
        guard let animation = transaction.animation else { return false }
        return recorder?.hasChange(animatedOtherThan: animation) == true
    }

    package func holdEarlierValue(_ exchange: @escaping () -> Void) {
        if isPending {
            heldWrite = HeldWrite(transaction: pendingTransaction ?? Transaction(), exchange: exchange)
            pendingTransaction = nil
        } else {
            unwrittenExchange = exchange
        }
    }

    package func stateDidChange(transaction: Transaction) {
        guard let recorder else { return }
        recorder.stateDidChange(transaction: transaction)
        StateChangeRecorder.merge(transaction, into: &pendingTransaction)
        if !isPending {
            isPending = true
            recorder.changedObservers.append(self)
        }
    }
}

/// Where the storage reads of the evaluation in progress are logged: the `@State` getter and the
/// bindings it projects append the storage's observer while `current` is set (only during a
/// `ViewGraph` evaluation, on the main actor). The graph slices the log per record.
package final class StateReadLog {
    /// Unchecked exclusivity: read by every `@State` getter; written only around a pass.
    @exclusivity(unchecked) nonisolated(unsafe) package static var current: StateReadLog?

    /// Unchecked exclusivity: appended by every `@State` read of a pass, on the main actor, by
    /// no code that holds an access to it across a call.
    @exclusivity(unchecked) package var observers: [StateObserver] = []

    package init() {}

    /// Logs a read of `storage` if an evaluation is in progress and the storage belongs to it.
    @inline(__always)
    package static func record<Value>(_ storage: StateStorage<Value>) {
        guard let log = current, let observer = storage.uncheckedSink as? StateObserver else { return }
        log.observers.append(observer)
    }
}
