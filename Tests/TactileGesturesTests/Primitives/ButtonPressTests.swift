import Testing
import TactileGestures
import TactileTesting

/// `ButtonPressGesture` (ButtonPressNode) on its own, on a 100 × 50 button at (0, 0) (S-65).
@Suite("S-65 button press")
struct ButtonPressTests {
    private func driver(_ log: @escaping () -> Void) -> GestureDriver<_EndedGesture<ButtonPressGesture>> {
        GestureDriver(ButtonPressGesture().onEnded { log() }, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("S-65: a press released on the button ends it")
    func releaseInside() {
        var count = 0
        let driver = driver { count += 1 }
        driver.tap(at: CGPoint(x: 50, y: 25))
        #expect(count == 1)
        #expect(driver.phase?.kind == .ended)
    }

    @Test("S-65: there is no movement or hold limit while the finger is down")
    func noMovementOrHoldLimit() {
        var count = 0
        let driver = driver { count += 1 }
        driver.touchDown(at: CGPoint(x: 50, y: 25))
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 300, y: 300))
        driver.advance(by: 5)
        driver.move(to: CGPoint(x: 60, y: 30))
        driver.touchUp(at: CGPoint(x: 60, y: 30))
        #expect(count == 1)
    }

    @Test("S-65: the release counts within the bounds grown by 70 pt, and fails beyond", arguments: [
        (CGPoint(x: 100 + 69, y: 25), true), (CGPoint(x: 50, y: 50 + 69), true),
        (CGPoint(x: 100 + 71, y: 25), false), (CGPoint(x: -71, y: 25), false),
    ])
    func releaseOutset(release: CGPoint, triggers: Bool) {
        var count = 0
        let driver = driver { count += 1 }
        driver.touchDown(at: CGPoint(x: 50, y: 25))
        driver.advance(by: 0.1)
        driver.move(to: release)
        driver.touchUp(at: release)
        #expect(count == (triggers ? 1 : 0))
        #expect(driver.phase?.kind == (triggers ? .ended : .failed))
    }

    @Test("S-02: a second finger fails the press")
    func secondFingerFails() {
        var count = 0
        let driver = driver { count += 1 }
        driver.touchDown(0, at: CGPoint(x: 20, y: 25))
        driver.touchDown(1, at: CGPoint(x: 80, y: 25))
        driver.touchUp(0, at: CGPoint(x: 20, y: 25))
        driver.touchUp(1, at: CGPoint(x: 80, y: 25))
        #expect(count == 0)
        #expect(driver.attemptPhases.first?.kind == .failed)
    }

    @Test("a cancelled touch fails the press")
    func cancelFails() {
        var count = 0
        let driver = driver { count += 1 }
        driver.touchDown(at: CGPoint(x: 50, y: 25))
        driver.cancelTouch()
        #expect(count == 0)
        #expect(driver.phase?.kind == .failed)
    }
}

/// The pressed state a `ButtonStyle` reads (`onPressingChanged`), on a 100 × 50 button at (0, 0).
@Suite("S-65 button press: pressed state")
struct ButtonPressedStateTests {
    private final class Log {
        var entries: [String] = []
    }

    private func driver(_ log: Log) -> GestureDriver<_EndedGesture<ButtonPressGesture>> {
        GestureDriver(ButtonPressGesture(onPressingChanged: { log.entries.append("pressed \($0)") })
            .onEnded { log.entries.append("action") }, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("pressed from touch-down, not pressed beyond the 70 pt release area, pressed again inside, released before the action")
    func followsTheReleaseArea() {
        let log = Log()
        let driver = driver(log)
        driver.touchDown(at: CGPoint(x: 50, y: 25))
        driver.move(to: CGPoint(x: 100 + 69, y: 25))
        #expect(log.entries == ["pressed true"], "69 pt outside is inside the release area")
        driver.move(to: CGPoint(x: 100 + 71, y: 25))
        driver.move(to: CGPoint(x: 100 + 80, y: 25))
        driver.move(to: CGPoint(x: 60, y: 25))
        driver.touchUp(at: CGPoint(x: 60, y: 25))
        #expect(log.entries == ["pressed true", "pressed false", "pressed true", "pressed false", "action"])
    }

    @Test("a press released outside ends unpressed with no action; a cancelled touch ends unpressed")
    func endsUnpressed() {
        let log = Log()
        let outside = driver(log)
        outside.touchDown(at: CGPoint(x: 50, y: 25))
        outside.touchUp(at: CGPoint(x: 300, y: 25))
        #expect(log.entries == ["pressed true", "pressed false"])
        let cancelled = Log()
        let driver = driver(cancelled)
        driver.touchDown(at: CGPoint(x: 50, y: 25))
        driver.cancelTouch()
        #expect(cancelled.entries == ["pressed true", "pressed false"])
    }
}
