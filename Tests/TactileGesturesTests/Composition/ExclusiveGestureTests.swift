import Testing
import TactileTesting

private let here = CGPoint(x: 100, y: 100)

@Suite("S-55 exclusively(before:)")
struct ExclusiveGestureTests {
    private func doubleOrSingle(_ log: @escaping (String) -> Void) -> some Gesture {
        TapGesture(count: 2).onEnded { log("double") }
            .exclusively(before: TapGesture().onEnded { log("single") })
    }

    @Test("S-55 double-else-single: the single tap ends 0.35 s after touch-up")
    func singleAfterWindow() {
        var log: [String] = []
        var times: [Double] = []
        let driver = GestureDriver(doubleOrSingle { log.append($0) })
        driver.tap(at: here)
        let liftTime = driver.now
        driver.advance(by: 0.349)
        #expect(log.isEmpty)
        driver.advance(by: 0.002)
        #expect(log == ["single"])
        if let entry = driver.trace.callbacks.last { times.append(entry.time) }
        #expect(abs((times.first ?? 0) - (liftTime + 0.35)) < 1e-9)
    }

    @Test("S-55 double-else-single: a double tap never runs the single")
    func doubleNeverRunsSingle() {
        var log: [String] = []
        let driver = GestureDriver(doubleOrSingle { log.append($0) })
        driver.tap(count: 2, at: here)
        driver.advance(by: 2)
        #expect(log == ["double"])
        #expect(driver.phase?.kind == .ended)
    }

    @Test("S-55 the first wins when it becomes active, even if the second was already active")
    func firstWinsOverActiveSecond() {
        @GestureState var dragOffset = CGSize.zero
        var dragEnded = 0
        var pressEnded = 0
        let drag = DragGesture(minimumDistance: 0).updating($dragOffset) { value, state, _ in state = value.translation }.onEnded { _ in dragEnded += 1 }
        let press = LongPressGesture(minimumDuration: 0.5, maximumDistance: 100).onEnded { _ in pressEnded += 1 }
        let driver = GestureDriver(press.exclusively(before: drag))
        driver.touchDown(at: here)
        // The drag (minimumDistance 0) is active at once, but the press activates right after touch-down and wins.
        if case .active(.first(true)) = driver.phase {} else { Issue.record("expected active(.first(true)), got \(String(describing: driver.phase))") }
        #expect(dragOffset == .zero)
        driver.advance(by: 0.5)
        driver.touchUp()
        #expect(pressEnded == 1)
        #expect(dragEnded == 0)
    }

    @Test("S-55 the second's end is held back until the first fails")
    func secondEndHeld() {
        var ends: [Double] = []
        var driverNow: () -> Double = { 0 }
        let second = DragGesture(minimumDistance: 0).onEnded { _ in ends.append(driverNow()) }
        let driver = GestureDriver(TapGesture(count: 2).exclusively(before: second))
        driverNow = { driver.now }
        driver.drag(from: here, to: CGPoint(x: 120, y: 100), duration: 0.1)
        let lift = driver.now
        #expect(ends.isEmpty)  // the double tap may still succeed
        #expect(driver.phase?.kind == .active)
        driver.advance(by: 0.4)  // the double tap's window closes 0.35 s after the lift: it fails
        #expect(ends.count == 1)
        #expect(abs((ends.first ?? 0) - (lift + 0.35)) < 1e-9)
        #expect(driver.phase?.kind == .ended)
    }

    @Test("S-55 an active first gesture cancels the second: no end, @GestureState reset")
    func firstActivationCancelsSecond() {
        var log: [String] = []
        @GestureState var offset = CGSize.zero
        let first = LongPressGesture(minimumDuration: 1, maximumDistance: 5).onEnded { _ in log.append("press") }
        let second = DragGesture().updating($offset) { value, state, _ in state = value.translation }.onEnded { _ in log.append("drag") }
        let driver = GestureDriver(first.exclusively(before: second))
        driver.touchDown(at: here)
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 130, y: 100))  // moving 30 pt fails the press, but it was active first
        driver.touchUp()
        #expect(log == [])
        #expect(offset == .zero)
        #expect(driver.phase?.kind == .failed)
    }

    @Test("S-55 a tap in second position is paused until the first fails and fails if the first activates")
    func tapInSecondPosition() {
        var log: [String] = []
        let driver = GestureDriver(DragGesture().onEnded { _ in log.append("drag") }
            .exclusively(before: TapGesture().onEnded { log.append("tap") }))
        driver.tap(at: here)  // the drag fails at the lift, so the tap may end
        #expect(log == ["tap"])
        driver.drag(from: here, to: CGPoint(x: 140, y: 100))  // the drag activates: the tap fails
        #expect(log == ["tap", "drag"])
    }

    @Test("S-55 fails when both fail")
    func failsWhenBothFail() {
        let driver = GestureDriver(TapGesture(count: 2).exclusively(before: TapGesture()))
        driver.touchDown(at: here)
        driver.advance(by: 1)  // held past 0.75 s: both taps fail
        #expect(driver.phase?.kind == .failed)
    }
}
