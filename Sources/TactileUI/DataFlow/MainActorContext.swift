import Dispatch
import Foundation

/// Whether the code running now is on the main actor, without trapping when it is not (model
/// objects can announce changes from any thread; the graph is main-actor state).
///
/// On Linux the main actor's jobs run on the main dispatch queue, which a worker thread may drain
/// (Swift Testing does): `Thread.isMainThread` is then false although the code is main-actor
/// isolated, so the main queue is tagged and the tag is looked up.
package enum MainActorContext {
    private struct Tag: Sendable {}
    private static let key: DispatchSpecificKey<Tag> = {
        let key = DispatchSpecificKey<Tag>()
        DispatchQueue.main.setSpecific(key: key, value: Tag())
        return key
    }()

    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
    }
}
