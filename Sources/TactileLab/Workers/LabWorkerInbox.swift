import Foundation

/// The frames a worker's reader thread has read and its main actor has not yet taken
/// (docs/PERFORMANCE.md, "Lab under load"): one wake-up of the main actor per burst, not per read.
///
/// The reader `deliver`s each read's frames; only a delivery that finds the inbox idle asks its
/// caller to schedule a drain, and the drain `take`s everything pending, batch after batch, until
/// the inbox is empty — so frames arriving while the main actor is busy join the next batch at no
/// cost, where an `AsyncStream` element per read cost two task switches (through the global
/// executor and back) each.
///
/// Invariants: frames are taken in the order they were delivered, each exactly once; at most one
/// drain is scheduled at a time (`take` returning nil marks the inbox idle under the same lock as
/// `deliver` checks it, so no frame is left without a drain); after `finish()` and the last frames
/// are taken, `take` reports the end once.
final class LabWorkerInbox: @unchecked Sendable {
    /// What `take` gives the drain.
    enum Taken: Equatable {
        /// Frames in delivery order, and when the first of them was read (`LabHopTrace` time, 0 when off).
        case frames([LabWorkerFrame], readAt: [UInt64])
        /// The input ended and every frame was taken.
        case end
    }

    private let lock = NSLock()
    /// Guarded by `lock`.
    private var pending: [LabWorkerFrame] = []
    private var readAt: [UInt64] = []
    private var draining = false
    private var ended = false
    private var endReported = false

    /// Adds a read's frames; true when the caller must schedule a drain (none is running or scheduled).
    func deliver(_ frames: [LabWorkerFrame], readAt time: UInt64 = 0) -> Bool {
        lock.withLock {
            pending.append(contentsOf: frames)
            readAt.append(contentsOf: repeatElement(time, count: frames.count))
            return schedule()
        }
    }

    /// The input ended; true when the caller must schedule a drain (to report the end).
    func finish() -> Bool {
        lock.withLock {
            ended = true
            return schedule()
        }
    }

    /// Everything pending, the end, or nil: nothing to do, and the inbox is idle until the next delivery.
    func take() -> Taken? {
        lock.withLock {
            if !pending.isEmpty {
                defer {
                    pending.removeAll(keepingCapacity: true)
                    readAt.removeAll(keepingCapacity: true)
                }
                return .frames(pending, readAt: readAt)
            }
            if ended && !endReported {
                endReported = true
                return .end
            }
            draining = false
            return nil
        }
    }

    /// Claims the inbox for a caller that handles a read's frames itself, at once, instead of
    /// delivering them: true when nothing is pending and no drain is running or scheduled (so
    /// nothing delivered earlier can be overtaken); the caller then calls `release()` when done.
    /// Until then a `deliver` waits for that release to be drained (it returns false).
    func claimIfIdle() -> Bool {
        lock.withLock {
            guard !draining, pending.isEmpty, !ended else { return false }
            draining = true
            return true
        }
    }

    /// Ends a claim; true when frames were delivered meanwhile and the caller must schedule a drain.
    func release() -> Bool {
        lock.withLock {
            if pending.isEmpty && !ended {
                draining = false
                return false
            }
            return true
        }
    }

    /// Call with the lock held.
    private func schedule() -> Bool {
        guard !draining else { return false }
        draining = true
        return true
    }
}
