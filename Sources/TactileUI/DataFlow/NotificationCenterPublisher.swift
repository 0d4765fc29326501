#if !canImport(Darwin)
import Foundation
import OpenCombine

extension NotificationCenter {
    /// A publisher of the notifications `center` posts under `name` (Combine's
    /// `NotificationCenter.Publisher`; Foundation has it on Apple platforms, and code reaches it
    /// through `import SwiftUI`). It never fails and never finishes.
    ///
    /// Invariants: each subscriber is an observer of its own, added when it subscribes and
    /// removed when its subscription is cancelled; a notification is delivered on the thread
    /// that posts it, synchronously, as Foundation's observers are (so one posted on the main
    /// actor reaches an `onReceive(_:perform:)` before `post` returns). Demand is not counted:
    /// every notification is delivered, as to `sink` and `onReceive`, which ask for all.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subject = NotificationRelay()
            let center = center
            let observer = ObserverToken(center.addObserver(forName: name, object: object, queue: nil) { notification in
                subject.subject.send(notification)
            })
            subject.subject.handleEvents(receiveCancel: { observer.remove(from: center) }).subscribe(subscriber)
        }
    }

    /// A publisher of the notifications this center posts under `name`, from `object` when given
    /// (Combine's `publisher(for:object:)`).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// The subject a notification observer sends into. @unchecked: the observer block may run on any
/// thread that posts, and OpenCombine's subjects lock their own state.
private final class NotificationRelay: @unchecked Sendable {
    let subject = PassthroughSubject<Notification, Never>()
}

/// The token of an added observer, removed once. @unchecked: Foundation's token is an opaque
/// object it does not mark Sendable; it is only handed back to `removeObserver(_:)`.
private final class ObserverToken: @unchecked Sendable {
    private let token: any NSObjectProtocol
    init(_ token: any NSObjectProtocol) { self.token = token }
    func remove(from center: NotificationCenter) { center.removeObserver(token) }
}
#endif
