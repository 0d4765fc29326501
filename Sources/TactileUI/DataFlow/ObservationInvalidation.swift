import Foundation
import Observation
import TactileGestures

/// What `withObservationTracking` calls when an `@Observable` property that a body evaluation
/// read is about to change: marks that record dirty for the next update. One per record, made on
/// its first evaluation; each evaluation's `onChange` closure carries the evaluation's number.
///
/// Invariants: only the evaluation a call was made for counts — after the record ran again
/// (`evaluationCount` moved on) or left the tree, a late call does nothing; the call happens
/// before the write (Observation's `willSet`), and the graph re-evaluates at its next update.
/// `record` is nil or a live record: the record clears it in its `deinit` (not `weak`, which
/// would give every record a side table and every retain of one the runtime's slow path). Both
/// the record's `deinit` and `invalidate` run on the main actor, so they cannot race.
package final class ObservationInvalidation: @unchecked Sendable {
    @exclusivity(unchecked) @MainActor package unowned(unsafe) var record: ViewRecord?

    @MainActor
    package init(record: ViewRecord) {
        self.record = record
    }

    /// The `onChange` closure for the record's current evaluation.
    @MainActor
    package func onChange() -> @Sendable () -> Void {
        let evaluation = record?.evaluationCount ?? 0
        return { self.fire(evaluation: evaluation) }
    }

    private func fire(evaluation: Int) {
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated { invalidate(evaluation: evaluation, transaction: Transaction.current ?? Transaction()) }
        } else {
            Task { @MainActor in self.invalidate(evaluation: evaluation, transaction: Transaction()) }
        }
    }

    @MainActor
    private func invalidate(evaluation: Int, transaction: Transaction) {
        guard let record, !record.isRemoved, record.evaluationCount == evaluation,
              let observer = record.observationObserver else { return }
        observer.readers[ObjectIdentifier(record)] = StateObserver.Reader(record: record)
        observer.stateDidChange(transaction: transaction)
    }
}
