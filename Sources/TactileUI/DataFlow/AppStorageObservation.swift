import Foundation
import Observation
import Synchronization

/// Tells the views that read a key of a `UserDefaults` through `@AppStorage` that a write through
/// `@AppStorage` changed it: one observable per store and key, read by every `AppStorage` getter
/// (so the evaluating view depends on it, as on an `@Observable` property) and marked changed by
/// every `AppStorage` setter, so every view showing the key updates, not only the writer.
///
/// Invariant: the same store and key always give the same observable (kept for the process's
/// life: a key is a few bytes, and apps use a handful).
package final class AppStorageObservation: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    /// The property the registrar tracks: the key's value lives in the store.
    private var value: Void { () }

    private static let all = Mutex<[Key: AppStorageObservation]>([:])

    private struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    /// The observable of `key` in `store`.
    static func of(_ key: String, in store: UserDefaults) -> AppStorageObservation {
        all.withLock { all in
            let id = Key(store: ObjectIdentifier(store), key: key)
            if let kept = all[id] { return kept }
            let made = AppStorageObservation()
            all[id] = made
            return made
        }
    }

    /// A read of the key: the view being evaluated depends on it.
    func access() { registrar.access(self, keyPath: \.value) }

    /// A write of the key: the views that read it are evaluated again.
    func changed() { registrar.withMutation(of: self, keyPath: \.value) {} }
}
