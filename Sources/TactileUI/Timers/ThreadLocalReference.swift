#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A reference kept per thread (POSIX thread-specific data), set and read without allocating:
/// what the host binds while it runs its views' code (`HostTimers.boundToThread`).
///
/// Invariants: a thread reads only what it set itself (nil before); the slot does not retain
/// its object — whoever sets it keeps the object alive until it sets the slot back.
package final class ThreadLocalReference<Object: AnyObject>: Sendable {
    private let key: pthread_key_t

    package init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (\(status)): the process is out of thread-specific keys")
        self.key = key
    }

    /// The object this thread set, if any.
    package var object: Object? {
        get { pthread_getspecific(key).map { Unmanaged<Object>.fromOpaque($0).takeUnretainedValue() } }
        set { pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
    }
}
