import TactileTesting

/// Fuzzing of the engine alone: a `GestureZoo` gesture on a `GestureDriver`.
public enum EngineFuzzing {
    /// Plays `steps` on the zoo gesture `name` and checks, besides `TouchStreamFuzzer`'s input
    /// invariants, after every step:
    /// - S-50: no attempt runs `onEnded` more than once;
    /// - no callback runs in an attempt that has failed;
    /// - S-71: every `@GestureState` is back to its initial value whenever the attempt is over.
    @MainActor
    public static func run(gestureNamed name: String, steps: some Sequence<TouchStep>, historyWindow: Int = 1_000) -> FuzzReport {
        let (fuzzer, observer) = makeFuzzer(gestureNamed: name, historyWindow: historyWindow)
        var report = fuzzer.run(steps)
        report.check(observer.endsPerAttempt.values.allSatisfy { $0 <= 1 }, "\(name): an attempt ended more than once: \(observer.endsPerAttempt) (S-50)")
        return report
    }

    /// A fuzzer over the zoo gesture `name` that checks S-50, no callback after failure and S-71
    /// after every step (what `run` plays; `FuzzCampaign` drives it in long runs).
    @MainActor
    static func makeFuzzer(gestureNamed name: String, historyWindow: Int = 1_000)
        -> (fuzzer: TouchStreamFuzzer<GestureDriver<AnyGesture<Void>>>, observer: CallbackObserver) {
        let observer = CallbackObserver()
        let subject = GestureZoo.gesture(named: name, observer: observer)
        let driver = GestureDriver(subject.gesture)
        observer.phaseOfAttempt = { (driver.attemptCount, driver.phase?.kind == .failed) }
        let fuzzer = TouchStreamFuzzer(target: driver, historyWindow: historyWindow)
        fuzzer.afterStep = { report, index in
            let ends = observer.endsPerAttempt[driver.attemptCount] ?? 0
            report.check(ends <= 1, "\(name), step \(index): attempt \(driver.attemptCount) ended \(ends) times (S-50)")
            report.check(observer.callbacksAfterFailure.isEmpty, "\(name), step \(index): \(observer.callbacksAfterFailure)")
            observer.clearViolations()
            if driver.phase?.isTerminal == true {
                report.check(subject.statesAreInitial(), "\(name), step \(index): @GestureState not reset after attempt \(driver.attemptCount) (S-71)")
            }
        }
        return (fuzzer, observer)
    }
}
