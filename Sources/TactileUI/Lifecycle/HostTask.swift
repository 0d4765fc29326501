/// `Task { … }` on the host's clock. An unstructured task created while a host runs the calling
/// code — a gesture callback, a button's action, `onAppear`, a body, a timer, another of its tasks —
/// is one of the host's tasks, as a `task(priority:_:)` modifier's is: counted until it ends (so
/// `ViewHost.waitForTasks()`, `run(for:)` and `settle()` wait for it), its `Task.sleep`s and the
/// timers it schedules on the host's virtual clock. So the press that sleeps half a second before
/// it fires, the toast that hides itself after two seconds and the search that debounces its
/// typing run in a test's virtual time, as they do on a device in real time. Anywhere else these
/// are the standard library's tasks, created as it creates them.
///
/// `Task(name:priority:operation:)` itself resolves here for code that imports `Tactile` or
/// `SwiftUI` (the declarations of the same signature there shadow the standard library's, as
/// `TaskSleep.swift`'s do): docs/COMPATIBILITY.md, "Timers".
extension Task where Failure == Never {
    /// Creates the task `Task(name:priority:operation:)` creates, the host's while a host runs the
    /// calling code.
    public static func hostTask(name: String? = nil, priority: TaskPriority? = nil,
                                operation: sending @escaping @isolated(any) () async -> Success) -> Task<Success, Never> {
        guard let timers = HostTimers.current, let clock = timers.taskClock else {
            return Task(name: name, priority: priority, operation: operation)
        }
        let sent = SentOperation(operation)
        return clock.adopt(timers: timers) { Task(name: name, priority: priority, operation: sent.operation) }
    }
}

extension Task where Failure == any Error {
    /// Creates the throwing task `Task(name:priority:operation:)` creates, the host's while a host
    /// runs the calling code.
    public static func hostTask(name: String? = nil, priority: TaskPriority? = nil,
                                operation: sending @escaping @isolated(any) () async throws -> Success) -> Task<Success, any Error> {
        guard let timers = HostTimers.current, let clock = timers.taskClock else {
            return Task(name: name, priority: priority, operation: operation)
        }
        let sent = SentOperation(operation)
        return clock.adopt(timers: timers) { Task(name: name, priority: priority, operation: sent.operation) }
    }
}

/// An operation handed from a `sending` parameter to the one task `Task.hostTask` creates for it, through
/// the task-local bindings' closures (which region checking cannot see are called once, synchronously):
/// it is sent on exactly once, so no other use can race with it.
private struct SentOperation<Operation>: @unchecked Sendable {
    let operation: Operation
    init(_ operation: Operation) { self.operation = operation }
}
