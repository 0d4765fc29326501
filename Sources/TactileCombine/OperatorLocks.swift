// Foundation only for its locks: an internal import, so `import Combine` (which re-exports this
// module) does not make Foundation's API visible to a file that did not import it.
internal import Foundation

/// The lock guarding an operator subscription's state. Never held while the subscription calls
/// out — into its downstream or an upstream subscription — so a call that comes back in (a
/// downstream requesting more from inside `receive(_:)`) finds it free.
final class StateLock {
    private let base = NSLock()

    func lock<Result>(_ body: () -> Result) -> Result {
        base.lock()
        defer { base.unlock() }
        return body()
    }
}

/// The lock serializing an operator subscription's calls into its downstream, as Combine
/// promises a subscriber: upstreams sending on two threads at once deliver one after the other.
/// Recursive, because the same thread may come back with another event while its first is being
/// delivered (a downstream's `receive(_:)` making an upstream send); that event is delivered
/// inside the first, as Combine's subjects deliver a send made from a subscriber.
final class DownstreamLock {
    private let base = NSRecursiveLock()

    func lock<Result>(_ body: () -> Result) -> Result {
        base.lock()
        defer { base.unlock() }
        return body()
    }
}
