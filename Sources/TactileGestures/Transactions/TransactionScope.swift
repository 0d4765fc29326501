#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where `Transaction.current` lives: one slot per thread, set for the duration of a synchronous
/// `withTransaction` body and restored after it (S-72).
///
/// Why not a task-local value: pushing a task-local outside a task (the host's main loop) costs a
/// `malloc` per push, and the engine opens a transaction for every `onChanged` and `updating`
/// callback — so every move event allocated (issue 6: a move event allocates nothing after
/// warm-up). A `withTransaction` body is synchronous, so it runs start to end on one thread and
/// a per-thread slot sees exactly the same scopes a task-local would. Like SwiftUI's, the
/// transaction does not follow work into a `Task` started inside the body.
///
/// Invariants: scopes nest (the slot after a body is what it was before it, also when the body
/// throws); a thread's slot is made on its first transaction and freed when the thread ends.
enum TransactionScope {
    /// The holder of one thread's current transaction.
    private final class Slot {
        var transaction: Transaction?
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        #if canImport(Darwin)
        let status = pthread_key_create(&key) { Unmanaged<Slot>.fromOpaque($0).release() }
        #else
        let status = pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<Slot>.fromOpaque(pointer).release() }
        }
        #endif
        precondition(status == 0, "TransactionScope: pthread_key_create failed (\(status))")
        return key
    }()

    /// This thread's slot, made on first use.
    private static var slot: Slot {
        if let pointer = pthread_getspecific(key) { return Unmanaged<Slot>.fromOpaque(pointer).takeUnretainedValue() }
        let slot = Slot()
        pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
        return slot
    }

    /// The transaction of the innermost `withTransaction` body running on this thread.
    static var current: Transaction? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Slot>.fromOpaque(pointer).takeUnretainedValue().transaction
    }

    /// Runs `body` with `transaction` current on this thread, then restores the previous one.
    static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let slot = slot
        let previous = slot.transaction
        slot.transaction = transaction
        defer { slot.transaction = previous }
        return try body()
    }
}
