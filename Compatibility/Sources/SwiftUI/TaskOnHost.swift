// `Task { … }` on the host's clock for code that imports SwiftUI (docs/COMPATIBILITY.md, "Timers"):
// these initializers have the standard library's signatures, so Swift's import shadowing picks them
// over `_Concurrency`'s wherever SwiftUI is imported, as it picks `TaskSleep.swift`'s `Task.sleep`.
// Created while a host runs the calling code, the task is the host's (`Task.hostTask`); elsewhere it
// is exactly the standard library's. The same declarations in Tactile serve `import Tactile`.
import Tactile

extension Task where Failure == Never {
    /// Runs `operation` asynchronously as part of a new top-level task on behalf of the current
    /// actor: one of the host's tasks while a host runs the calling code (`Task.hostTask`).
    @discardableResult
    public init(name: String? = nil, priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) {
        self = Task.hostTask(name: name, priority: priority, operation: operation)
    }
}

extension Task where Failure == any Error {
    /// Runs the throwing `operation` asynchronously as part of a new top-level task on behalf of
    /// the current actor: one of the host's tasks while a host runs the calling code (`Task.hostTask`).
    @discardableResult
    public init(name: String? = nil, priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success) {
        self = Task.hostTask(name: name, priority: priority, operation: operation)
    }
}
