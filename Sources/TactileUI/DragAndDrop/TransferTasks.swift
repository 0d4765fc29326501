import Foundation

/// Runs a transfer's async conversion (`TransferResult.later`) as a task of the host whose drop
/// asked for it: counted by its task clock (`ViewHost.waitForTasks()` waits for it) with its
/// timers, so a drop's late action is as deterministic as a `task` modifier's work. Outside a
/// host it is a plain task.
package enum TransferTasks {
    /// The task clock of the host performing a drop on this thread (set by `DragSession`).
    package static let boundClock = ThreadLocalReference<HostTaskClock>()

    package static func run(_ work: @escaping @Sendable () async -> Void) {
        if let clock = HostTaskClock.current ?? boundClock.object, let timers = HostTimers.current {
            _ = clock.startTask(priority: .userInitiated, timers: timers) { await work() }
        } else {
            Task { await work() }
        }
    }

    /// Runs `body` with `clock` bound to this thread.
    @MainActor
    static func bound<T>(to clock: HostTaskClock, _ body: () -> T) -> T {
        let previous = boundClock.object
        boundClock.object = clock
        defer { boundClock.object = previous }
        return body()
    }
}
