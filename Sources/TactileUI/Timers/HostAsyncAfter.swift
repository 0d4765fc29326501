import Dispatch

extension DispatchQueue {
    /// `DispatchQueue.asyncAfter(deadline:qos:flags:execute:)` on the host's clock: on the main
    /// queue, called while a host runs the calling code (a body, an action or gesture callback,
    /// `onAppear`, a `task`, a timer), `work` runs on the main actor when the host's time has
    /// passed the deadline's delay, whatever real time passed. The delay is the deadline's distance
    /// from `DispatchTime.now()` at the call, rounded to `TimerDefaults.dispatchDeadlineResolution`;
    /// `.distantFuture` never runs. On any other queue, or outside a host, it is Dispatch's.
    ///
    /// `DispatchQueue.main.asyncAfter(deadline:execute:)` itself resolves here for code that
    /// imports `Tactile` or `SwiftUI` and not Foundation or Dispatch (docs/COMPATIBILITY.md,
    /// "Timers"). `qos` and `flags` have no effect on the host's clock.
    public func hostAsyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                               execute work: @escaping @Sendable @convention(block) () -> Void) {
        // Dispatch on Linux wraps the main queue in a new object at each `DispatchQueue.main`:
        // the main queue is recognised by its label.
        guard label == DispatchQueue.main.label, HostTimer.isHosted else {
            asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
            return
        }
        guard deadline != .distantFuture else { return }
        _ = HostTimer.scheduled(after: Self.hostDelay(until: deadline)) { _ in work() }
    }

    /// The delay of `deadline` from `DispatchTime.now()` in seconds, rounded to
    /// `TimerDefaults.dispatchDeadlineResolution`, never negative: how far the host's clock must move.
    static func hostDelay(until deadline: DispatchTime) -> Double {
        let nanoseconds = Double(deadline.uptimeNanoseconds) - Double(DispatchTime.now().uptimeNanoseconds)
        let resolution = TimerDefaults.dispatchDeadlineResolution
        return max(0, (nanoseconds / 1e9 / resolution).rounded() * resolution)
    }

    /// `DispatchQueue.asyncAfter(deadline:execute:)` with a `DispatchWorkItem`, on the host's clock
    /// as the closure form: the item is performed when the host's time passes the deadline's delay,
    /// unless it was cancelled first (`DispatchWorkItem.cancel()`), as Dispatch skips a cancelled item.
    public func hostAsyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        guard label == DispatchQueue.main.label, HostTimer.isHosted else {
            asyncAfter(deadline: deadline, execute: workItem)
            return
        }
        nonisolated(unsafe) let item = workItem
        hostAsyncAfter(deadline: deadline) { if !item.isCancelled { item.perform() } }
    }
}
