import Foundation
import Testing
import TactileTesting

/// Two fingers that land in one event on a single-touch gesture (found by fuzzing).
@Suite("Touch-downs in one event")
struct SimultaneousTouchDownTests {
    @Test("S-02 S-71 a drag that two fingers begin at once never runs updating or onChanged, and needs no reset")
    func twoFingersAtOnceOnADrag() {
        var calls: [String] = []
        let dragging = GestureState(wrappedValue: CGSize.zero)
        let driver = GestureDriver(
            DragGesture(minimumDistance: 0)
                .updating(dragging) { value, state, _ in state = value.translation; calls.append("updating") }
                .onChanged { _ in calls.append("onChanged") }
                .onEnded { _ in calls.append("onEnded") }
        )
        driver.send([Touch(id: 0, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0),
                     Touch(id: 1, phase: .began, location: CGPoint(x: 50, y: 10), timestamp: 0)])
        #expect(driver.phase?.kind == .failed)
        #expect(calls.isEmpty)
        #expect(driver.trace.callbacks.isEmpty, "\(driver.trace)")
        #expect(dragging.wrappedValue == .zero)
    }

    @Test("S-55 the same inside exclusively: the failed attempt runs no callback of either side")
    func twoFingersAtOnceOnAnExclusiveGesture() {
        var calls: [String] = []
        let dragging = GestureState(wrappedValue: CGSize.zero)
        let pressing = GestureState(wrappedValue: false)
        let driver = GestureDriver(
            DragGesture(minimumDistance: 0).updating(dragging) { v, s, _ in s = v.translation; calls.append("drag updating") }
                .exclusively(before: LongPressGesture().updating(pressing) { v, s, _ in s = v; calls.append("press updating") })
        )
        driver.send([Touch(id: 0, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0),
                     Touch(id: 1, phase: .began, location: CGPoint(x: 50, y: 10), timestamp: 0)])
        #expect(driver.phase?.kind == .failed)
        #expect(calls.isEmpty)
    }

    @Test("S-71 a drag that was updated in an earlier event still resets when a second finger fails it")
    func resetAfterAnEarlierUpdate() {
        let dragging = GestureState(wrappedValue: CGSize.zero)
        var resets = 0
        let driver = GestureDriver(DragGesture(minimumDistance: 0).updating(dragging) { v, s, _ in s = v.translation })
        driver.touchDown(0, at: CGPoint(x: 10, y: 10))
        driver.advance(by: 0.1)
        driver.move(0, to: CGPoint(x: 40, y: 10))
        #expect(dragging.wrappedValue == CGSize(width: 30, height: 0))
        driver.touchDown(1, at: CGPoint(x: 80, y: 10))
        resets = driver.trace.entries.filter { $0.description.contains("@GestureState reset") }.count
        #expect(driver.phase?.kind == .failed)
        #expect(dragging.wrappedValue == .zero)
        #expect(resets == 1)
    }
}
