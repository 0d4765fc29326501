import Dispatch

extension DispatchQueue {
    /// `DispatchQueue.async(group:qos:flags:execute:)` on the host's clock: on the main queue, called
    /// while a host runs the calling code (a gesture callback, an action, a body, `onAppear`, a timer),
    /// `work` runs on the main actor at the host's next turn — the update that follows the running code
    /// fires it with the host's due timers, at the same host time — as UIKit's run loop runs the blocks
    /// queued on the main queue between two touch events. So the next event of a drag sees what a block
    /// queued by the previous one did (a flag marking the drag as begun, a frame recorded, a row moved).
    /// Work queued during an update runs at the update after it (`HostTimers.fire(upTo:)`), so work
    /// that queues itself again cannot hold an update forever. On any other queue, or outside a host,
    /// it is Dispatch's.
    ///
    /// `DispatchQueue.main.async(execute:)` itself resolves here for code that imports `Tactile` or
    /// `SwiftUI` and not Foundation or Dispatch (docs/COMPATIBILITY.md, "Timers"). A `group` is entered
    /// at the call and left once the work has run, as Dispatch does; `qos` and `flags` have no effect on
    /// the host's clock.
    public func hostAsync(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                          execute work: @escaping @Sendable @convention(block) () -> Void) {
        // Dispatch on Linux wraps the main queue in a new object at each `DispatchQueue.main`:
        // the main queue is recognised by its label.
        guard label == DispatchQueue.main.label, HostTimer.isHosted else {
            async(group: group, qos: qos, flags: flags, execute: work)
            return
        }
        group?.enter()
        _ = HostTimer.scheduled(after: 0) { _ in
            work()
            group?.leave()
        }
    }

    /// `DispatchQueue.async(execute:)` with a `DispatchWorkItem`, on the host's clock as the closure
    /// form: the item is performed at the host's next turn unless it was cancelled first.
    public func hostAsync(execute workItem: DispatchWorkItem) {
        guard label == DispatchQueue.main.label, HostTimer.isHosted else {
            async(execute: workItem)
            return
        }
        nonisolated(unsafe) let item = workItem
        hostAsync { if !item.isCancelled { item.perform() } }
    }
}
