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
        /// Set while an `onChanged` action runs (`withAnimationsDisabled`): the current
        /// transaction is then `transaction`, or a new one, with animations disabled.
        var disablesAnimations = false
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
    private static var slot: Slot { unmanagedSlot.takeUnretainedValue() }

    /// This thread's slot, made on first use, unretained: the key's reference keeps it alive
    /// until the thread ends.
    private static var unmanagedSlot: Unmanaged<Slot> {
        if let pointer = pthread_getspecific(key) { return Unmanaged<Slot>.fromOpaque(pointer) }
        let slot = Unmanaged.passRetained(Slot())
        pthread_setspecific(key, slot.toOpaque())
        return slot
    }

    /// The transaction of the innermost `withTransaction` body running on this thread.
    static var current: Transaction? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        let slot = Unmanaged<Slot>.fromOpaque(pointer).takeUnretainedValue()
        guard slot.disablesAnimations else { return slot.transaction }
        var transaction = slot.transaction ?? Transaction()
        transaction.disablesAnimations = true
        return transaction
    }

    /// Runs `body` with `transaction` current on this thread, then restores the previous one.
    static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let slot = slot
        let previous = slot.transaction
        let previousDisablesAnimations = slot.disablesAnimations
        slot.transaction = transaction
        slot.disablesAnimations = false
        defer {
            slot.transaction = previous
            slot.disablesAnimations = previousDisablesAnimations
        }
        return try body()
    }

    /// Runs `body` with the current transaction — or a new one when none is open — with
    /// animations disabled (S-51: how `onChanged` runs its action). Equivalent to
    /// `withTransaction(\.disablesAnimations, true, body)`, but it flags the slot instead of
    /// building, copying and restoring a `Transaction` (an optional `Animation` with a name, whose
    /// copies go through runtime value witnesses): `onChanged` runs on every move event.
    ///
    /// The slot is used through an unretained reference: the thread's key owns it until the thread
    /// ends, so it outlives this call (a retain and release per `onChanged`, ~40 instructions).
    static func withAnimationsDisabled<Result>(_ body: () throws -> Result) rethrows -> Result {
        let slot = unmanagedSlot
        let previous = slot._withUnsafeGuaranteedRef { $0.disablesAnimations }
        slot._withUnsafeGuaranteedRef { $0.disablesAnimations = true }
        defer { slot._withUnsafeGuaranteedRef { $0.disablesAnimations = previous } }
        return try body()
    }
}
