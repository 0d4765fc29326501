import PropertyBased
import Testing
import TactileFuzzing
import TactileTesting

@Suite("Engine invariants over random touch streams")
struct EngineInvariantTests {
    @Test("S-50 each attempt ends at most once, and no callback runs in a failed attempt", arguments: GestureZoo.names)
    func endsAtMostOnceAndNothingAfterFailure(_ name: String) async {
        await propertyCheck(count: 150, input: TouchStep.script) { script in
            let observer = CallbackObserver()
            let subject = GestureZoo.gesture(named: name, observer: observer)
            let driver = GestureDriver(subject.gesture)
            observer.phaseOfAttempt = { (driver.attemptCount, driver.phase?.kind == .failed) }
            driver.play(script)
            #expect(observer.endsPerAttempt.values.allSatisfy { $0 <= 1 }, "\(name): \(observer.endsPerAttempt)")
            #expect(observer.callbacksAfterFailure.isEmpty, "\(name): \(observer.callbacksAfterFailure)")
        }
    }

    @Test("S-71 @GestureState is back to its initial value whenever an attempt is over", arguments: GestureZoo.names)
    func gestureStateResets(_ name: String) async {
        await propertyCheck(count: 150, input: TouchStep.script) { script in
            let subject = GestureZoo.gesture(named: name, observer: CallbackObserver())
            let driver = GestureDriver(subject.gesture)
            var violations = 0
            driver.play(script) {
                if driver.phase?.isTerminal == true, !subject.statesAreInitial() { violations += 1 }
            }
            #expect(violations == 0, "\(name): @GestureState not reset after \(violations) steps")
            #expect(subject.statesAreInitial())
        }
    }

    @Test("Lesson 1: the same stream gives the same trace", arguments: GestureZoo.names)
    func deterministicTrace(_ name: String) async {
        await propertyCheck(count: 60, input: TouchStep.script) { script in
            func run() -> [String] {
                let driver = GestureDriver(GestureZoo.gesture(named: name, observer: CallbackObserver()).gesture)
                driver.play(script)
                return driver.trace.entries.map(\.description)
            }
            #expect(run() == run())
        }
    }
}
