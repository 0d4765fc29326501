import Testing
import TactileGestures
import TactileTesting

/// `ControlTrackingGesture` (ControlTrackingNode) on its own, on a 200 × 30 control at (0, 0):
/// UIControl-style tracking as a `Slider` uses it.
@Suite("Control tracking (Slider thumb)")
struct ControlTrackingTests {
    private final class Log {
        var entries: [String] = []
    }

    /// Accepts touch-downs in the left half of the control only.
    private func driver(_ log: Log) -> GestureDriver<ControlTrackingGesture> {
        GestureDriver(ControlTrackingGesture(
            accepts: { point, size in point.x < size.width / 2 },
            onBegan: { log.entries.append("began") },
            onChanged: { log.entries.append("changed \(Int($0.translation.width)) of \(Int($0.size.width))") },
            onFinished: { log.entries.append("finished") }), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    }

    @Test("an accepted touch-down is active at once; moves report the translation with the view's size; lifting ends it")
    func tracksFromTouchDown() {
        let log = Log()
        let driver = driver(log)
        driver.touchDown(at: CGPoint(x: 50, y: 15))
        #expect(driver.phase?.kind == .active)
        driver.move(to: CGPoint(x: 80, y: 40))
        driver.touchUp(at: CGPoint(x: 90, y: 40))
        #expect(driver.phase?.kind == .ended)
        #expect(log.entries == ["began", "changed 0 of 200", "changed 30 of 200", "changed 40 of 200", "finished"])
    }

    @Test("a refused touch-down fails the gesture and reports nothing")
    func refusedTouchDown() {
        let log = Log()
        let driver = driver(log)
        driver.touchDown(at: CGPoint(x: 150, y: 15))
        #expect(driver.phase?.kind == .failed)
        driver.touchUp(at: CGPoint(x: 150, y: 15))
        #expect(log.entries.isEmpty)
    }

    @Test("S-02: a second finger fails the tracking, and onFinished still closes it")
    func secondFingerFinishes() {
        let log = Log()
        let driver = driver(log)
        driver.touchDown(0, at: CGPoint(x: 50, y: 15))
        driver.touchDown(1, at: CGPoint(x: 60, y: 15))
        #expect(driver.phase?.kind == .failed)
        #expect(log.entries == ["began", "changed 0 of 200", "finished"])
    }
}
