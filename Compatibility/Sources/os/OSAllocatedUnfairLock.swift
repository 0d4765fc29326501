import Foundation

/// A lock guarding a value (`os`'s `OSAllocatedUnfairLock`, iOS 16), here a `NSLock` around a box.
///
/// Invariant: the state is read and written only inside `withLock`, one caller at a time.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }
    let storage: Storage

    /// A lock guarding `initialState`.
    public init(initialState: State) {
        storage = Storage(initialState)
    }

    /// Runs `body` with the state, holding the lock.
    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the state, holding the lock, without checking what crosses it.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Takes the lock.
    public func lock() { storage.lock.lock() }
    /// Gives it back.
    public func unlock() { storage.lock.unlock() }
    /// Takes the lock if it is free.
    public func lockIfAvailable() -> Bool { storage.lock.try() }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock guarding no state.
    public init() {
        self.init(initialState: ())
    }

    /// Runs `body` holding the lock.
    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body()
    }
}
