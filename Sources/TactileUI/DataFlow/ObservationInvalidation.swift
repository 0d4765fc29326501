import Foundation
import Observation
import TactileGestures

/// What `withObservationTracking` calls when an `@Observable` property that one body evaluation
/// read is about to change: marks that record dirty for the next update.
///
/// Invariants: only the evaluation it was made for counts — after the record ran again
/// (`evaluationCount` moved on) or left the tree, a late call does nothing; the call happens
/// before the write (Observation's `willSet`), and the graph re-evaluates at its next update.
package final class ObservationInvalidation: @unchecked Sendable {
    private weak var record: ViewRecord?
    private let evaluation: Int

    @MainActor
    package init(record: ViewRecord) {
        self.record = record
        evaluation = record.evaluationCount
    }

    package func fire() {
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated { invalidate(transaction: Transaction.current ?? Transaction()) }
        } else {
            Task { @MainActor in self.invalidate(transaction: Transaction()) }
        }
    }

    @MainActor
    private func invalidate(transaction: Transaction) {
        guard let record, !record.isRemoved, record.evaluationCount == evaluation,
              let observer = record.observationObserver else { return }
        observer.readers[ObjectIdentifier(record)] = StateObserver.Reader(record: record)
        observer.stateDidChange(transaction: transaction)
    }
}
