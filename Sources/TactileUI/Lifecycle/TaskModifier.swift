/// `task(priority:_:)` and `task(id:priority:_:)`: starts `action` in a task when the modifier
/// appears and cancels it when the modifier leaves the tree; with an `id`, a changed id cancels
/// the running task and starts a new one.
///
/// Invariant: at most one task runs per modifier. The task runs on the actor `action` is
/// isolated to (the main actor for a closure written in a view); its `Task.sleep`s run on the
/// host's virtual clock (`HostTaskClock`, `TaskSleep.swift`), and the host counts it until it ends.
package struct TaskModifier<ID: Equatable>: PrimitiveModifier {
    let id: ID
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let (entry, isNew) = context.pass.lifecycleEntry(at: context.identity)
        let changed = !isNew && (entry.value as? ID) != id
        entry.value = id
        // Re-evaluated before it started (a layout's re-evaluation), the latest action starts.
        if isNew || changed || entry.appearingAction != nil {
            let (priority, action) = (priority, action)
            let clock = context.pass.store.taskClock
            // Its timers (`Timer.publish`, `asyncAfter`…) run on the host's clock too (`HostTimers`).
            let timers = context.pass.store.timers
            context.pass.queueAppearing({ [weak entry] in
                guard let entry else { return }
                entry.task?.cancel()
                // Its `Task.sleep`s run on the host's time (TaskSleep.swift).
                entry.task = clock.startTask(priority: priority, timers: timers, action)
            }, for: entry)
        }
        return content(context.child(.content))
    }
}

extension View {
    /// Adds an asynchronous task to perform before this view appears, cancelled when it disappears.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears or when `value` changes; a change cancels
    /// the running task first.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
