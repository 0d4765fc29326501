import TactileTesting

/// Plays touch steps on a `FuzzTarget` and checks, after every batch, the invariants every input
/// must keep, whatever the gesture or view:
///
/// - A batch the input contract refuses (`TouchStreamModel`) is refused with exactly that
///   `TouchEventError`, as a value; a batch it accepts is accepted. The session goes on (S-01).
/// - A refused batch changes nothing: the trace gains the rejection and nothing else.
/// - The touches the engine holds as down are the model's.
/// - Trace time never goes backwards, even for out-of-order timestamps (S-03).
/// - The trace is folded into `report.traceDigest`: equal streams must give equal digests (lesson 1).
///
/// Target-specific invariants (callbacks, `@GestureState`, rendering) go in `afterStep`.
/// Every `historyWindow` steps the target's history is checked and cleared, so memory stays flat.
@MainActor
public final class TouchStreamFuzzer<Target: FuzzTarget> {
    public let target: Target
    public private(set) var model: TouchStreamModel
    public private(set) var report = FuzzReport()
    /// Checks made after each step; the `Int` is the step's index.
    public var afterStep: (inout FuzzReport, Int) -> Void = { _, _ in }
    /// Steps between two `clearHistory()` calls on the target.
    public var historyWindow: Int
    private var traceCursor = 0
    private var lastTraceTime = -Double.infinity

    public init(target: Target, touchLimit: Int = GestureConfiguration.standard.maximumSimultaneousTouches,
                historyWindow: Int = 1_000) {
        self.target = target
        model = TouchStreamModel(touchLimit: touchLimit)
        self.historyWindow = max(1, historyWindow)
    }

    /// Plays every step, then `finish()`.
    public func run(_ steps: some Sequence<TouchStep>) -> FuzzReport {
        for step in steps { play(step) }
        finish()
        return report
    }

    /// Plays one step: lets its delay pass (unless it is a raw change stamped off the clock),
    /// sends its batch, checks.
    public func play(_ step: TouchStep) {
        let index = report.steps
        report.steps += 1
        let stampsItsOwnTime = step.kind == .raw && (step.timing == .stale || step.timing == .ahead)
        if !stampsItsOwnTime { target.advance(by: step.delay) }
        absorbTrace(index)
        if let batch = model.batch(for: step, now: target.now) { send(batch, index) }
        afterStep(&report, index)
        if report.steps % historyWindow == 0 {
            absorbTrace(index)
            target.clearHistory()
            traceCursor = 0
        }
    }

    /// Lifts every finger and lets `settle` seconds pass, so the last attempt is over.
    public func finish(settle: Double = 2) {
        let index = report.steps
        let lift = model.liftingEverything(now: target.now)
        if !lift.isEmpty { send(TouchBatch(changes: lift, expectedError: nil), index) }
        target.advance(by: settle)
        absorbTrace(index)
        afterStep(&report, index)
    }

    private func send(_ batch: TouchBatch, _ index: Int) {
        let rejectedBefore = target.rejectedChanges.count
        absorbTrace(index)
        let traceBefore = target.trace.entries.count
        target.send(batch.changes)
        report.events += batch.changes.count
        let rejected = Array(target.rejectedChanges.dropFirst(rejectedBefore))
        if let expected = batch.expectedError {
            report.refusedBatches += 1
            report.check(rejected.count == 1 && rejected[0].description == expected.description,
                         "step \(index): \(batch): expected refusal \(expected), got \(rejected)")
            let added = target.trace.entries.dropFirst(traceBefore)
            let onlyTheRejection = added.count == 1 && added.allSatisfy { if case .rejected = $0.kind { true } else { false } }
            report.check(onlyTheRejection, "step \(index): refused batch \(batch) changed the engine: \(added.map(\.description))")
        } else {
            report.check(rejected.isEmpty, "step \(index): \(batch) was refused: \(rejected)")
            model.commit(batch.changes)
        }
        let engineDown = Set(target.touchesDown.map(\.id)), modelDown = Set(model.down)
        report.check(engineDown == modelDown, "step \(index): engine holds \(engineDown.sorted()) down, model \(modelDown.sorted())")
        absorbTrace(index)
    }

    /// Folds new trace entries into the digest and checks that their time never goes backwards.
    private func absorbTrace(_ index: Int) {
        let entries = target.trace.entries
        guard traceCursor < entries.count else { return }
        for entry in entries[traceCursor...] {
            report.digest(entry.description)
            report.check(entry.time >= lastTraceTime, "step \(index): trace time went back from \(lastTraceTime) to \(entry)")
            lastTraceTime = max(lastTraceTime, entry.time)
        }
        traceCursor = entries.count
    }
}
