import Foundation
import OpenCombine
import TactileGestures

/// The graph's one subscription to an `ObservableObject`'s `objectWillChange`: every view whose
/// evaluation declared the object (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`)
/// is a reader of `observer`, so an announced change re-runs exactly those bodies.
///
/// Invariant: kept in `PersistentStore.objectObservations` while `object` lives; a change sent
/// off the main thread is handed to the main actor (the graph is main-actor state).
package final class ObjectObservation {
    package private(set) weak var object: AnyObject?
    package let observer: StateObserver
    private var subscription: AnyCancellable?

    package init<Object: ObservableObject>(_ object: Object, recorder: StateChangeRecorder) {
        self.object = object
        let observer = StateObserver(recorder: recorder)
        self.observer = observer
        let relay = MainThreadRelay(observer)
        subscription = object.objectWillChange.sink { _ in relay.stateDidChange() }
    }
}

/// Calls a `StateObserver` on the main actor with the transaction of the change (the current
/// one when the change happens on the main thread).
package struct MainThreadRelay: @unchecked Sendable {
    private let observer: StateObserver

    package init(_ observer: StateObserver) { self.observer = observer }

    package func stateDidChange() {
        if MainActorContext.isCurrent {
            observer.stateDidChange(transaction: Transaction.current ?? Transaction())
        } else {
            let observer = self
            Task { @MainActor in observer.observer.stateDidChange(transaction: Transaction()) }
        }
    }
}
