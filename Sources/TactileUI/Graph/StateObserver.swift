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
    /// The transaction of the writes waiting for the next update: the last one that carries an
    /// animation, else the last one (as the recorder keeps for the whole update).
    package var pendingTransaction: Transaction?

    package init(recorder: StateChangeRecorder) { self.recorder = recorder }

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
