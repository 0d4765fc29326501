import PropertyBased
import Testing
import TactileTesting

/// Watches one gesture's callbacks against its driver's attempts.
private final class Observer {
    var endsPerAttempt: [Int: Int] = [:]
    var callbacksAfterFailure: [String] = []
    var phaseOfAttempt: () -> (attempt: Int, failed: Bool) = { (0, false) }

    func saw(_ callback: String) {
        let (attempt, failed) = phaseOfAttempt()
        if failed { callbacksAfterFailure.append("\(callback) in failed attempt \(attempt)") }
        if callback == "onEnded" { endsPerAttempt[attempt, default: 0] += 1 }
    }
}

/// A gesture instrumented with every callback, plus the @GestureState values it drives.
private struct Instrumented {
    let gesture: AnyGesture<Void>
    let statesAreInitial: () -> Bool
}

private func zoo(_ observer: Observer) -> [String: Instrumented] {
    func watch<G: Gesture>(_ gesture: G) -> AnyGesture<Void> where G.Value: Equatable {
        AnyGesture(gesture.onChanged { _ in observer.saw("onChanged") }.onEnded { _ in observer.saw("onEnded") }.map { _ in () })
    }
    let pressing = GestureState(wrappedValue: false)
    let dragging = GestureState(wrappedValue: CGSize.zero)
    let scale = GestureState(wrappedValue: CGFloat(1))
    let angle = GestureState(wrappedValue: Angle.zero)
    let taps = GestureState(wrappedValue: 0)
    return [
        "double-else-single tap": Instrumented(
            gesture: watch(TapGesture(count: 2).map { 2 }.updating(taps) { v, s, _ in s = v; observer.saw("updating") }
                .exclusively(before: TapGesture().map { 1 })),
            statesAreInitial: { taps.wrappedValue == 0 }),
        "long press then drag": Instrumented(
            gesture: watch(LongPressGesture(minimumDuration: 0.3).updating(pressing) { v, s, _ in s = v; observer.saw("updating") }
                .sequenced(before: DragGesture().updating(dragging) { v, s, _ in s = v.translation; observer.saw("updating") })),
            statesAreInitial: { pressing.wrappedValue == false && dragging.wrappedValue == .zero }),
        "magnify with rotate": Instrumented(
            gesture: watch(MagnifyGesture().updating(scale) { v, s, _ in s = v.magnification; observer.saw("updating") }
                .simultaneously(with: RotateGesture().updating(angle) { v, s, _ in s = v.rotation; observer.saw("updating") })),
            statesAreInitial: { scale.wrappedValue == 1 && angle.wrappedValue == .zero }),
        "drag before long press": Instrumented(
            gesture: watch(DragGesture(minimumDistance: 0).updating(dragging) { v, s, _ in s = v.translation; observer.saw("updating") }
                .exclusively(before: LongPressGesture().updating(pressing) { v, s, _ in s = v; observer.saw("updating") })),
            statesAreInitial: { pressing.wrappedValue == false && dragging.wrappedValue == .zero }),
    ]
}

private let zooNames = ["double-else-single tap", "long press then drag", "magnify with rotate", "drag before long press"]

@Suite("Engine invariants over random touch streams")
struct EngineInvariantTests {
    @Test("S-50 each attempt ends at most once, and no callback runs in a failed attempt", arguments: zooNames)
    func endsAtMostOnceAndNothingAfterFailure(_ name: String) async {
        await propertyCheck(count: 150, input: TouchStep.script) { script in
            let observer = Observer()
            let subject = zoo(observer)[name]!
            let driver = GestureDriver(subject.gesture)
            observer.phaseOfAttempt = { (driver.attemptCount, driver.phase?.kind == .failed) }
            driver.play(script)
            #expect(observer.endsPerAttempt.values.allSatisfy { $0 <= 1 }, "\(name): \(observer.endsPerAttempt)")
            #expect(observer.callbacksAfterFailure.isEmpty, "\(name): \(observer.callbacksAfterFailure)")
        }
    }

    @Test("S-71 @GestureState is back to its initial value whenever an attempt is over", arguments: zooNames)
    func gestureStateResets(_ name: String) async {
        await propertyCheck(count: 150, input: TouchStep.script) { script in
            let subject = zoo(Observer())[name]!
            let driver = GestureDriver(subject.gesture)
            var violations = 0
            driver.play(script) {
                if driver.phase?.isTerminal == true, !subject.statesAreInitial() { violations += 1 }
            }
            #expect(violations == 0, "\(name): @GestureState not reset after \(violations) steps")
            #expect(subject.statesAreInitial())
        }
    }

    @Test("Lesson 1: the same stream gives the same trace", arguments: zooNames)
    func deterministicTrace(_ name: String) async {
        await propertyCheck(count: 60, input: TouchStep.script) { script in
            func run() -> [String] {
                let driver = GestureDriver(zoo(Observer())[name]!.gesture)
                driver.play(script)
                return driver.trace.entries.map(\.description)
            }
            #expect(run() == run())
        }
    }
}
