import Foundation
import Testing
import TactileTesting

private typealias S = PrimitiveSupport
private let start = CGPoint(x: 100, y: 100)

@Suite("LongPressGesture (S-20, S-21, S-22, S-23)")
struct LongPressGestureTests {
    // MARK: S-20 / S-21 touch-down

    @Test("S-20 at touch-down the press is possible(false) and nothing fires before it turns active")
    func possibleFalseAtTouchDown() {
        var changed: [Bool] = []
        let driver = GestureDriver(LongPressGesture().onChanged { changed.append($0) })
        driver.touchDown(at: start)
        let entries = driver.trace.entries
        // The first entry is the possible(false) phase; no callback comes before the active phase.
        guard case .phase(.possible, .possible) = entries.first?.kind else {
            Issue.record("first trace entry is not possible → possible(false): \(driver.trace)")
            return
        }
        #expect(entries.first?.value == "false")
        #expect(entries.first?.time == 0)
        let firstActive = entries.firstIndex { if case .phase(_, .active) = $0.kind { true } else { false } }
        let firstCallback = entries.firstIndex { if case .callback = $0.kind { true } else { false } }
        #expect(firstActive == 1)
        #expect(firstCallback.map { $0 > 1 } == true)
        #expect(changed == [true])
    }

    @Test("S-21 right after touch-down it is active(true), at the same time: onChanged(true) and updating fire at once")
    func activeTrueRightAfterTouchDown() {
        @GestureState var isDetectingLongPress = false
        var changed: [Bool] = []
        var ended: [Bool] = []
        let driver = GestureDriver(
            LongPressGesture()
                .updating($isDetectingLongPress) { current, state, _ in state = current }
                .onChanged { changed.append($0) }
                .onEnded { ended.append($0) })
        driver.advance(to: 0.2)
        driver.touchDown(at: start)
        #expect(driver.phase == .active(true))
        #expect(isDetectingLongPress == true)
        #expect(changed == [true])
        #expect(ended.isEmpty)
        #expect(S.steps(driver.trace) == [
            S.Step(from: .possible, to: .possible, time: 0.2, value: "false"),
            S.Step(from: .possible, to: .active, time: 0.2, value: "true"),
        ])
        #expect(S.calls(driver.trace) == [
            S.Call(name: "updating", time: 0.2, value: "true"),
            S.Call(name: "onChanged", time: 0.2, value: "true"),
        ])
    }

    // MARK: S-22 ends on its timer

    @Test("S-22 a long press ends with true at minimumDuration, before the finger lifts; @GestureState resets then")
    func endsAtMinimumDurationBeforeLift() {
        @GestureState var isDetectingLongPress = false
        var changed: [Bool] = []
        var ended: [Bool] = []
        let driver = GestureDriver(
            LongPressGesture()
                .updating($isDetectingLongPress) { current, state, _ in state = current }
                .onChanged { changed.append($0) }
                .onEnded { ended.append($0) })
        driver.touchDown(at: start)
        #expect(driver.nextWakeUp == 0.5)
        driver.advance(to: 0.49)
        #expect(driver.phase == .active(true))
        #expect(ended.isEmpty)
        #expect(isDetectingLongPress == true)
        driver.advance(to: 0.5)
        #expect(driver.phase == .ended(true))
        #expect(ended == [true])
        #expect(isDetectingLongPress == false)
        #expect(driver.touchesDown.count == 1)  // the finger is still down
        #expect(S.steps(driver.trace).last == S.Step(from: .active, to: .ended, time: 0.5, value: "true"))
        #expect(S.calls(driver.trace).suffix(2) == [
            S.Call(name: "@GestureState reset", time: 0.5, value: nil),
            S.Call(name: "onEnded", time: 0.5, value: "true"),
        ])
        let callsBeforeLift = S.calls(driver.trace).count
        driver.advance(by: 1)
        driver.touchUp()
        #expect(S.calls(driver.trace).count == callsBeforeLift)
        #expect(ended == [true])
        #expect(changed == [true])
    }

    @Test("S-22 S-03 the timer runs from touch-down: a press made at 0.25 s with minimumDuration 1 ends at 1.25 s with no moves")
    func timerRunsFromTouchDown() {
        var ended: [Bool] = []
        let driver = GestureDriver(LongPressGesture(minimumDuration: 1).onEnded { ended.append($0) })
        driver.advance(to: 0.25)
        driver.touchDown(at: start)
        #expect(driver.nextWakeUp == 1.25)
        driver.advance(to: 1.2)
        #expect(ended.isEmpty)
        driver.advance(to: 3)
        #expect(ended == [true])
        #expect(S.calls(driver.trace).map(\.time) == [1.25])
        #expect(S.steps(driver.trace).last == S.Step(from: .active, to: .ended, time: 1.25, value: "true"))
    }

    @Test("S-22 S-21 minimumDuration 0 turns active (onChanged(true), updating) and ends with true, all at touch-down")
    func zeroDurationEndsAtTouchDown() {
        @GestureState var isDetectingLongPress = false
        var changed: [Bool] = []
        var ended: [Bool] = []
        var updates: [Bool] = []
        let driver = GestureDriver(LongPressGesture(minimumDuration: 0)
            .updating($isDetectingLongPress) { current, state, _ in updates.append(current); state = current }
            .onChanged { changed.append($0) }
            .onEnded { ended.append($0) })
        driver.touchDown(at: start)
        #expect(driver.phase == .ended(true))
        #expect(ended == [true])
        #expect(isDetectingLongPress == false)
        // The recognizer itself passes through active(true) at touch-down (the trace shows it) …
        #expect(S.steps(driver.trace).map(\.to) == [.possible, .active, .ended])
        #expect(S.steps(driver.trace).allSatisfy { $0.time == 0 })
        // … so S-21's callbacks must run before the end.
        #expect(changed == [true])
        #expect(updates == [true])
        #expect(S.calls(driver.trace).map(\.name) == ["updating", "onChanged", "@GestureState reset", "onEnded"])
        
        #expect(S.calls(driver.trace).allSatisfy { $0.time == 0 })
    }

    // MARK: S-23 failure

    @Test("S-23 a lift before minimumDuration fails: no onEnded, and @GestureState resets at the lift")
    func earlyLiftFails() {
        @GestureState var isDetectingLongPress = false
        var changed: [Bool] = []
        var ended: [Bool] = []
        let driver = GestureDriver(
            LongPressGesture()
                .updating($isDetectingLongPress) { current, state, _ in state = current }
                .onChanged { changed.append($0) }
                .onEnded { ended.append($0) })
        driver.touchDown(at: start)
        driver.advance(by: 0.3)
        driver.touchUp()
        #expect(driver.phase?.kind == .failed)
        #expect(isDetectingLongPress == false)
        #expect(ended.isEmpty)
        #expect(changed == [true])
        #expect(S.calls(driver.trace) == [
            S.Call(name: "updating", time: 0, value: "true"),
            S.Call(name: "onChanged", time: 0, value: "true"),
            S.Call(name: "@GestureState reset", time: 0.3, value: nil),
        ])
        driver.advance(by: 1)  // the duration passing later changes nothing
        #expect(ended.isEmpty)
        #expect(driver.nextWakeUp == nil)
    }

    @Test("S-23 moving maximumDistance or more from touch-down fails it at that move; later time does not end it",
          arguments: [CGSize(width: 10, height: 0), CGSize(width: 6, height: -8), CGSize(width: 0, height: 25)])
    func movingTooFarFails(offset: CGSize) {
        @GestureState var isDetectingLongPress = false
        var ended: [Bool] = []
        let driver = GestureDriver(
            LongPressGesture()
                .updating($isDetectingLongPress) { current, state, _ in state = current }
                .onEnded { ended.append($0) })
        driver.touchDown(at: start)
        driver.advance(by: 0.2)
        driver.move(to: CGPoint(x: start.x + offset.width, y: start.y + offset.height))
        #expect(driver.phase?.kind == .failed)
        #expect(S.steps(driver.trace).last == S.Step(from: .active, to: .failed, time: 0.2, value: nil))
        #expect(isDetectingLongPress == false)
        driver.advance(by: 1)
        driver.touchUp()
        #expect(ended.isEmpty)
        #expect(S.callNames(driver.trace) == ["updating", "@GestureState reset"])
    }

    @Test("S-23 moving less than maximumDistance keeps the press, which still ends at minimumDuration")
    func movingWithinDistanceKeepsPress() {
        var ended: [Bool] = []
        let driver = GestureDriver(LongPressGesture().onEnded { ended.append($0) })
        driver.touchDown(at: start)
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: start.x + 9.9, y: start.y))
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: start.x, y: start.y - 9.9))
        #expect(driver.phase == .active(true))
        driver.advance(to: 0.5)
        #expect(ended == [true])
    }

    @Test("S-23 maximumDistance is the gesture's own: 40 pt is fine with maximumDistance 50")
    func customMaximumDistance() {
        var ended: [Bool] = []
        let driver = GestureDriver(LongPressGesture(minimumDuration: 0.5, maximumDistance: 50).onEnded { ended.append($0) })
        driver.touchDown(at: start)
        driver.move(to: CGPoint(x: start.x + 40, y: start.y))
        driver.advance(to: 0.5)
        #expect(ended == [true])
    }

    @Test("S-23 the distance is measured in global space, whatever the view's frame")
    func distanceMeasuredGlobally() {
        var ended: [Bool] = []
        let driver = GestureDriver(LongPressGesture().onEnded { ended.append($0) },
                                   frame: CGRect(x: 500, y: 500, width: 5, height: 5))
        driver.touchDown(at: CGPoint(x: 502, y: 502))
        driver.move(to: CGPoint(x: 511, y: 502))  // 9 pt: outside the 5-pt view, still within distance
        driver.advance(to: 0.5)
        #expect(ended == [true])
    }

    // MARK: S-02 / cancellation

    @Test("S-02 a second finger fails the long press: no onEnded, @GestureState resets")
    func secondFingerFails() {
        @GestureState var isDetectingLongPress = false
        var ended: [Bool] = []
        let driver = GestureDriver(
            LongPressGesture()
                .updating($isDetectingLongPress) { current, state, _ in state = current }
                .onEnded { ended.append($0) })
        driver.touchDown(0, at: start)
        driver.advance(by: 0.2)
        #expect(isDetectingLongPress == true)
        driver.touchDown(1, at: CGPoint(x: 200, y: 200))
        #expect(driver.phase?.kind == .failed)
        #expect(isDetectingLongPress == false)
        driver.advance(by: 1)
        #expect(ended.isEmpty)
        #expect(driver.attemptPhases.map(\.kind) == [.failed])
    }

    @Test("S-50 a cancelled touch fails the long press: no onEnded, @GestureState resets")
    func cancelledTouchFails() {
        @GestureState var isDetectingLongPress = false
        var ended: [Bool] = []
        let driver = GestureDriver(
            LongPressGesture()
                .updating($isDetectingLongPress) { current, state, _ in state = current }
                .onEnded { ended.append($0) })
        driver.touchDown(at: start)
        driver.advance(by: 0.2)
        driver.cancelTouch()
        #expect(driver.phase?.kind == .failed)
        #expect(isDetectingLongPress == false)
        driver.advance(by: 1)
        #expect(ended.isEmpty)
    }
}
