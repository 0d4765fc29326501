import Foundation
import Testing
import TactileTesting

private typealias S = PrimitiveSupport
private let start = CGPoint(x: 50, y: 50)

@Suite("TapGesture (S-10, S-11, S-12)")
struct TapGestureTests {
    // MARK: S-10 one tap

    @Test("S-10 a still tap ends at the touch-up and runs onEnded once, then")
    func stillTapEndsAtTouchUp() {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.touchDown(at: start)
        #expect(driver.phase?.kind == .possible)
        driver.advance(by: 0.1)
        #expect(ended == 0)
        driver.touchUp()
        #expect(ended == 1)
        #expect(driver.attemptPhases.map(\.kind) == [.ended])
        #expect(S.calls(driver.trace) == [S.Call(name: "onEnded", time: 0.1, value: "()")])
        #expect(S.steps(driver.trace).map(\.to) == [.ended])
        #expect(S.steps(driver.trace).first?.time == 0.1)
    }

    @Test("S-10 a finger that moves 44 pt (just under 45) from touch-down still taps",
          arguments: [CGSize(width: 44, height: 0), CGSize(width: 0, height: -44), CGSize(width: 31, height: 31)])
    func movementUnderLimitStillTaps(offset: CGSize) {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.touchDown(at: start)
        driver.advance(by: 0.05)
        driver.move(to: CGPoint(x: start.x + offset.width, y: start.y + offset.height))
        #expect(driver.phase?.kind == .possible)
        driver.advance(by: 0.05)
        driver.touchUp()
        #expect(ended == 1)
        #expect(driver.phase?.kind == .ended)
    }

    @Test("S-10 a finger that moves 45 pt or more from touch-down fails the tap at that move; no onEnded",
          arguments: [CGSize(width: 45, height: 0), CGSize(width: 27, height: 36), CGSize(width: -80, height: 0)])
    func movementAtLimitFails(offset: CGSize) {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.touchDown(at: start)
        driver.advance(by: 0.05)
        driver.move(to: CGPoint(x: start.x + offset.width, y: start.y + offset.height))
        #expect(driver.phase?.kind == .failed)
        #expect(S.steps(driver.trace).map(\.to) == [.failed])
        #expect(S.steps(driver.trace).first?.time == 0.05)
        driver.move(to: start)  // coming back does not revive it
        driver.touchUp()
        #expect(ended == 0)
        #expect(driver.attemptPhases.map(\.kind) == [.failed])
        #expect(S.calls(driver.trace).isEmpty)
    }

    @Test("S-10 the movement limit is measured in global space, whatever the view's frame")
    func movementMeasuredGlobally() {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 },
                                   frame: CGRect(x: 300, y: 500, width: 40, height: 40))
        driver.touchDown(at: CGPoint(x: 310, y: 510))
        driver.move(to: CGPoint(x: 354, y: 510))  // 44 pt, and outside the 40-pt view: still a tap
        #expect(driver.phase?.kind == .possible)
        driver.move(to: CGPoint(x: 355, y: 510))  // 45 pt
        #expect(driver.phase?.kind == .failed)
        driver.touchUp()
        #expect(ended == 0)
    }

    @Test("S-10 lifting 45 pt or more from touch-down, with no move before, fails the tap")
    func liftFarAwayFails() {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.touchDown(at: start)
        driver.advance(by: 0.05)
        driver.touchUp(at: CGPoint(x: start.x, y: start.y + 50))
        #expect(ended == 0)
        #expect(driver.phase?.kind == .failed)
    }

    @Test("S-10 a finger held 0.75 s fails by timer at exactly touch-down + 0.75 s, with no event")
    func heldTooLongFailsByTimer() {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.touchDown(at: start)
        #expect(driver.nextWakeUp == 0.75)
        driver.advance(by: 0.74)
        #expect(driver.phase?.kind == .possible)
        driver.advance(to: 0.75)
        #expect(driver.phase?.kind == .failed)
        #expect(S.steps(driver.trace) == [S.Step(from: .possible, to: .failed, time: 0.75, value: nil)])
        #expect(driver.nextWakeUp == nil)
        driver.advance(by: 0.5)
        driver.touchUp()
        #expect(ended == 0)
        #expect(S.calls(driver.trace).isEmpty)
    }

    @Test("S-10 a finger held 0.74 s still taps")
    func heldJustUnderLimitTaps() {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.tap(at: start, holdDuration: 0.74)
        #expect(ended == 1)
        #expect(driver.phase?.kind == .ended)
    }

    @Test("S-10 the hold limit comes from the configuration")
    func holdLimitIsConfigurable() {
        var configuration = GestureConfiguration()
        configuration.tapMaximumHoldDuration = 2
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 }, configuration: configuration)
        driver.tap(at: start, holdDuration: 1.5)
        #expect(ended == 1)
    }

    // MARK: S-11 multiple taps

    @Test("S-11 count 2: a second touch-down within 0.35 s of the first lift ends at the second lift")
    func doubleTapWithinWindow() {
        var ended = 0
        let driver = GestureDriver(TapGesture(count: 2).onEnded { ended += 1 })
        driver.tap(at: start)  // down 0, up 0.05
        #expect(ended == 0)
        #expect(driver.phase?.kind == .possible)
        #expect(S.close(driver.nextWakeUp ?? -1, 0.40))
        driver.advance(by: 0.34)
        driver.tap(at: CGPoint(x: 60, y: 55))
        #expect(ended == 1)
        #expect(driver.attemptCount == 1)
        #expect(driver.attemptPhases.map(\.kind) == [.ended])
        #expect(S.calls(driver.trace).map(\.name) == ["onEnded"])
        #expect(S.close(S.calls(driver.trace)[0].time, 0.44))
    }

    @Test("S-11 count 2: each tap may be made by a different finger")
    func doubleTapWithDifferentFingers() {
        var ended = 0
        let driver = GestureDriver(TapGesture(count: 2).onEnded { ended += 1 })
        driver.tap(at: start, id: 0)
        driver.advance(by: 0.2)
        driver.tap(at: CGPoint(x: 55, y: 50), id: 1)
        #expect(ended == 1)
        #expect(driver.attemptPhases.map(\.kind) == [.ended])
    }

    @Test("S-11 count 2: the hold limit applies to each tap from its own touch-down")
    func holdLimitPerTap() {
        var ended = 0
        let driver = GestureDriver(TapGesture(count: 2).onEnded { ended += 1 })
        driver.tap(at: start, holdDuration: 0.5)   // down 0, up 0.5
        driver.advance(by: 0.25)                   // second down at 0.75
        driver.touchDown(at: start)
        #expect(driver.nextWakeUp == 1.5)
        driver.advance(to: 1.5)
        #expect(driver.phase?.kind == .failed)
        #expect(S.steps(driver.trace).last?.time == 1.5)
        driver.touchUp()
        #expect(ended == 0)
    }

    @Test("S-11 count 2: a second touch-down 0.36 s after the first lift comes too late; the gesture failed by timer at lift + 0.35 s")
    func doubleTapTooSlowFailsByTimer() {
        var ended = 0
        let driver = GestureDriver(TapGesture(count: 2).onEnded { ended += 1 })
        driver.tap(at: start)  // up at 0.05
        driver.advance(by: 0.36)
        #expect(driver.phase?.kind == .failed)
        let steps = S.steps(driver.trace)
        #expect(steps.map(\.to) == [.failed])
        #expect(S.close(steps.first?.time ?? -1, 0.40))  // the window closed with no event
        driver.tap(at: start)  // the late tap starts a new attempt; it is only its first tap
        #expect(ended == 0)
        #expect(driver.attemptPhases.map(\.kind) == [.failed, .possible])
    }

    @Test("S-11 count 3: three taps, each within the window, end once at the third lift")
    func tripleTap() {
        var ended = 0
        let driver = GestureDriver(TapGesture(count: 3).onEnded { ended += 1 })
        driver.tap(count: 2, at: start, interval: 0.3)
        #expect(ended == 0)
        #expect(driver.phase?.kind == .possible)
        driver.advance(by: 0.3)
        driver.tap(at: start)
        #expect(ended == 1)
        #expect(driver.phase?.kind == .ended)
        #expect(S.close(S.calls(driver.trace).map(\.time).first ?? -1, 0.05 * 3 + 0.3 * 2))
    }

    @Test("S-11 count 3: a late third tap fails the gesture")
    func tripleTapLateThirdFails() {
        var ended = 0
        let driver = GestureDriver(TapGesture(count: 3).onEnded { ended += 1 })
        driver.tap(count: 2, at: start, interval: 0.1)
        driver.advance(by: 0.5)
        driver.tap(at: start)
        #expect(ended == 0)
        #expect(driver.attemptPhases.first?.kind == .failed)
    }

    @Test("S-11 the multi-tap window comes from the configuration")
    func windowIsConfigurable() {
        var configuration = GestureConfiguration()
        configuration.multiTapInterval = 1
        var ended = 0
        let driver = GestureDriver(TapGesture(count: 2).onEnded { ended += 1 }, configuration: configuration)
        driver.tap(count: 2, at: start, interval: 0.8)
        #expect(ended == 1)
    }

    @Test("S-11 count 0 is a programmer error caught by a precondition")
    func zeroCountTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = TapGesture(count: 0)
        }
    }

    // MARK: S-12 discrete

    @Test("S-12 a tap is never active: onChanged and updating never fire, only onEnded at the touch-up")
    func tapNeverActive() {
        @GestureState var pressing = false
        var changed: [Int] = []
        var ended: [Int] = []
        let driver = GestureDriver(
            TapGesture()
                .map { 7 }
                .updating($pressing) { _, state, _ in state = true }
                .onChanged { changed.append($0) }
                .onEnded { ended.append($0) })
        driver.touchDown(at: start)
        driver.advance(by: 0.05)
        driver.move(to: CGPoint(x: 60, y: 50))
        #expect(pressing == false)
        driver.advance(by: 0.05)
        driver.touchUp()
        #expect(changed.isEmpty)
        #expect(ended == [7])
        #expect(pressing == false)
        #expect(S.callNames(driver.trace) == ["onEnded"])
        #expect(!S.steps(driver.trace).contains { $0.to == .active })
    }

    @Test("S-12 count 2: onEnded runs only at the final touch-up, not after the first tap")
    func multiTapEndsOnlyAtFinalLift() {
        @GestureState var pressing = false
        var ended = 0
        let driver = GestureDriver(
            TapGesture(count: 2)
                .updating($pressing) { _, state, _ in state = true }
                .onEnded { ended += 1 })
        driver.tap(at: start)
        #expect(ended == 0)
        #expect(S.calls(driver.trace).isEmpty)
        driver.advance(by: 0.1)
        driver.touchDown(at: start)
        #expect(ended == 0)
        driver.advance(by: 0.05)
        driver.touchUp()
        #expect(ended == 1)
        #expect(S.callNames(driver.trace) == ["onEnded"])
        #expect(pressing == false)
    }

    // MARK: S-02 / cancellation

    @Test("S-02 a second finger while the first is down fails the tap; no onEnded")
    func secondFingerFailsTap() {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.touchDown(0, at: start)
        driver.advance(by: 0.02)
        driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        #expect(driver.phase?.kind == .failed)
        driver.touchUp(1)
        driver.touchUp(0)
        #expect(ended == 0)
        #expect(driver.attemptPhases.map(\.kind) == [.failed])
    }

    @Test("S-50 a cancelled touch fails the tap; no onEnded")
    func cancelledTouchFailsTap() {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.touchDown(at: start)
        driver.advance(by: 0.05)
        driver.cancelTouch()
        #expect(driver.phase?.kind == .failed)
        #expect(ended == 0)
        #expect(driver.touchesDown.isEmpty)
    }
}
