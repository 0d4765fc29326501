import Foundation

/// `refreshable`'s action as one scroll view runs it: a task of the host the view is in (its
/// `Task.sleep`s on the host's clock, counted by `waitForTasks()`), after which the scroll view
/// closes its refresh band (`ScrollState.endRefreshing`).
package struct ScrollRefresh {
    let action: RefreshAction
    let clock: HostTaskClock
    let timers: HostTimers

    /// Runs the action, then `finished` on the main actor — before the task counts as ended, so
    /// a test that waited for the host's tasks sees the band closing.
    func start(then finished: @escaping @MainActor @Sendable () -> Void) {
        let action = action
        _ = clock.startTask(priority: .userInitiated, timers: timers) { @MainActor in
            await action()
            finished()
        }
    }
}
