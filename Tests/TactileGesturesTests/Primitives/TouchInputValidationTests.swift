import Foundation
import Testing
import TactileTesting

private typealias S = PrimitiveSupport

/// Records a drag's callbacks in order.
private final class DragLog {
    var changed: [DragGesture.Value] = []
    var ended: [DragGesture.Value] = []
}

/// A drag that is active: down at (100, 100) at 0, moved to (130, 100) at 0.1.
private func activeDrag(_ log: DragLog, configuration: GestureConfiguration = .standard)
    -> GestureDriver<_EndedGesture<_ChangedGesture<DragGesture>>> {
    let driver = GestureDriver(DragGesture().onChanged { log.changed.append($0) }.onEnded { log.ended.append($0) },
                               configuration: configuration)
    driver.touchDown(at: CGPoint(x: 100, y: 100))
    driver.advance(to: 0.1)
    driver.move(to: CGPoint(x: 130, y: 100))
    return driver
}

/// Lifts the drag's finger after one more valid move, and checks that it ended as if nothing bad had come in.
private func finishAndCheck(_ driver: GestureDriver<_EndedGesture<_ChangedGesture<DragGesture>>>, _ log: DragLog,
                            sourceLocation: SourceLocation = #_sourceLocation) {
    driver.advance(to: 0.3)
    driver.move(to: CGPoint(x: 160, y: 100))
    driver.advance(to: 0.4)
    driver.touchUp()
    #expect(driver.attemptPhases.map(\.kind) == [.ended], sourceLocation: sourceLocation)
    #expect(log.ended.map(\.translation) == [CGSize(width: 60, height: 0)], sourceLocation: sourceLocation)
    #expect(log.changed.map(\.location.x) == [130, 160], sourceLocation: sourceLocation)
}

@Suite("Touch input validation (bad input is refused and reported, never fatal)")
struct TouchInputValidationTests {
    @Test("a NaN coordinate is refused with nonFiniteLocation, recorded in the trace, and the drag goes on unaffected")
    func nanLocationRefused() throws {
        let log = DragLog()
        let driver = activeDrag(log)
        driver.advance(to: 0.2)
        driver.move(to: CGPoint(x: CGFloat.nan, y: 120))
        #expect(driver.rejectedChanges.count == 1)
        guard case .nonFiniteLocation(let id, let x, let y)? = driver.rejectedChanges.first else {
            Issue.record("expected nonFiniteLocation, got \(driver.rejectedChanges)")
            return
        }
        #expect(id == 0)
        #expect(x.isNaN)
        #expect(y == 120)
        let rejections = S.rejections(driver.trace)
        #expect(rejections.count == 1)
        #expect(rejections.first.map { S.close($0.time, 0.2) } == true)
        if case .nonFiniteLocation(_, let tracedX, _)? = rejections.first?.error { #expect(tracedX.isNaN) } else {
            Issue.record("trace does not show the refusal: \(driver.trace)")
        }
        #expect(driver.phase?.kind == .active)
        #expect(log.changed.count == 1)
        finishAndCheck(driver, log)
    }

    @Test("an infinite coordinate is refused with nonFiniteLocation, at touch-down too: no attempt starts",
          arguments: [CGPoint(x: CGFloat.infinity, y: 10), CGPoint(x: 10, y: -CGFloat.infinity)])
    func infiniteLocationRefused(location: CGPoint) {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.touchDown(at: location)
        #expect(driver.rejectedChanges == [.nonFiniteLocation(0, x: Double(location.x), y: Double(location.y))])
        #expect(S.rejections(driver.trace).map(\.error) == driver.rejectedChanges)
        #expect(driver.attemptCount == 0)
        #expect(driver.touchesDown.isEmpty)
        // The refused touch-down never happened: the same id can go down for real, and a lift of it
        // before that is an unknown touch.
        driver.touchUp(0, at: CGPoint(x: 10, y: 10))
        #expect(driver.rejectedChanges.last == .unknownTouch(0, .ended))
        driver.tap(at: CGPoint(x: 10, y: 10))
        #expect(ended == 1)
        #expect(driver.rejectedChanges.count == 2)
    }

    @Test("a non-finite timestamp is refused with nonFiniteTimestamp; the clock does not move and the drag goes on",
          arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteTimestampRefused(timestamp: Double) {
        let log = DragLog()
        let driver = activeDrag(log)
        driver.send([Touch(id: 0, phase: .moved, location: CGPoint(x: 150, y: 100), timestamp: timestamp)])
        #expect(driver.rejectedChanges == [.nonFiniteTimestamp(0)])
        #expect(S.rejections(driver.trace).map(\.error) == [.nonFiniteTimestamp(0)])
        #expect(driver.now == 0.1)
        #expect(log.changed.count == 1)
        finishAndCheck(driver, log)
    }

    @Test("a move, lift or cancel for a touch that is not down is refused with unknownTouch; it is not a second finger",
          arguments: [TouchPhase.moved, .ended, .cancelled])
    func unknownTouchRefused(phase: TouchPhase) {
        let log = DragLog()
        let driver = activeDrag(log)
        driver.advance(to: 0.2)
        driver.send([Touch(id: 7, phase: phase, location: CGPoint(x: 300, y: 300), timestamp: driver.now)])
        #expect(driver.rejectedChanges == [.unknownTouch(7, phase)])
        #expect(S.rejections(driver.trace).map(\.error) == [.unknownTouch(7, phase)])
        #expect(S.rejections(driver.trace).map(\.time) == [0.2])
        #expect(driver.phase?.kind == .active)
        finishAndCheck(driver, log)
    }

    @Test("a touch-down for an id that is already down is refused with duplicateTouchDown; it is not a second finger")
    func duplicateTouchDownRefused() {
        let log = DragLog()
        let driver = activeDrag(log)
        driver.advance(to: 0.2)
        driver.touchDown(0, at: CGPoint(x: 300, y: 300))
        #expect(driver.rejectedChanges == [.duplicateTouchDown(0)])
        #expect(S.rejections(driver.trace).map(\.error) == [.duplicateTouchDown(0)])
        #expect(driver.phase?.kind == .active)
        #expect(driver.touchesDown.map(\.location) == [CGPoint(x: 130, y: 100)])
        finishAndCheck(driver, log)
    }

    @Test("two touch-downs of one id in one batch are refused with duplicateTouchDown, and the whole batch with them")
    func duplicateInOneBatchRefused() {
        let driver = GestureDriver(DragGesture())
        driver.send([Touch(id: 3, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: 0),
                     Touch(id: 3, phase: .began, location: CGPoint(x: 20, y: 20), timestamp: 0)])
        #expect(driver.rejectedChanges == [.duplicateTouchDown(3)])
        #expect(driver.touchesDown.isEmpty)
        #expect(driver.attemptCount == 0)
    }

    @Test("a batch with one bad change is refused whole: its valid changes are not applied either")
    func badBatchRefusedWhole() {
        let log = DragLog()
        let driver = activeDrag(log)
        driver.advance(to: 0.2)
        driver.send([Touch(id: 0, phase: .moved, location: CGPoint(x: 200, y: 100), timestamp: driver.now),
                     Touch(id: 9, phase: .moved, location: CGPoint(x: 10, y: 10), timestamp: driver.now)])
        #expect(driver.rejectedChanges == [.unknownTouch(9, .moved)])
        #expect(log.changed.map(\.location.x) == [130])
        #expect(driver.touchesDown.map(\.location) == [CGPoint(x: 130, y: 100)])
        finishAndCheck(driver, log)
    }

    @Test("more than 20 touches: the 21st touch-down is refused with tooManyTouches(limit: 20); the pinch goes on")
    func tooManyTouchesRefused() throws {
        var ended: [MagnifyGesture.Value] = []
        let driver = GestureDriver(MagnifyGesture().onEnded { ended.append($0) })
        driver.touchDown(0, at: CGPoint(x: 150, y: 200))
        driver.touchDown(1, at: CGPoint(x: 250, y: 200))
        for id in 2..<20 { driver.touchDown(TouchID(id), at: CGPoint(x: 10 * CGFloat(id), y: 380)) }
        #expect(driver.rejectedChanges.isEmpty)
        #expect(driver.touchesDown.count == 20)
        driver.touchDown(20, at: CGPoint(x: 300, y: 300))
        #expect(driver.rejectedChanges == [.tooManyTouches(20, limit: 20)])
        #expect(S.rejections(driver.trace).map(\.error) == [.tooManyTouches(20, limit: 20)])
        #expect(driver.touchesDown.count == 20)
        driver.advance(to: 0.1)
        driver.send([Touch(id: 0, phase: .moved, location: CGPoint(x: 100, y: 200), timestamp: driver.now),
                     Touch(id: 1, phase: .moved, location: CGPoint(x: 300, y: 200), timestamp: driver.now)])
        driver.touchUp(0)
        let end = try #require(ended.first)
        #expect(S.close(end.magnification, 2))
        // A finger lifted makes room for another.
        driver.touchDown(20, at: CGPoint(x: 300, y: 300))
        #expect(driver.rejectedChanges.count == 1)
    }

    @Test("the touch limit comes from the configuration: with 2, a third finger is refused and the pinch is undisturbed")
    func configuredTouchLimit() throws {
        var configuration = GestureConfiguration()
        configuration.maximumSimultaneousTouches = 2
        var ended: [MagnifyGesture.Value] = []
        let driver = GestureDriver(MagnifyGesture().onEnded { ended.append($0) }, configuration: configuration)
        driver.touchDown(0, at: CGPoint(x: 150, y: 200))
        driver.touchDown(1, at: CGPoint(x: 250, y: 200))
        driver.touchDown(2, at: CGPoint(x: 200, y: 300))
        #expect(driver.rejectedChanges == [.tooManyTouches(2, limit: 2)])
        driver.advance(to: 0.1)
        driver.send([Touch(id: 0, phase: .moved, location: CGPoint(x: 125, y: 200), timestamp: driver.now),
                     Touch(id: 1, phase: .moved, location: CGPoint(x: 275, y: 200), timestamp: driver.now)])
        driver.touchUp(1)
        #expect(ended.map(\.magnification) == [1.5])
    }

    @Test("a change stamped earlier than the clock is applied at the clock's time, with a note in the trace")
    func earlierTimestampAppliedAtClockTime() throws {
        let log = DragLog()
        let driver = activeDrag(log)
        driver.advance(to: 1)
        driver.send([Touch(id: 0, phase: .moved, location: CGPoint(x: 150, y: 100), timestamp: 0.5)])
        #expect(driver.rejectedChanges.isEmpty)
        #expect(driver.now == 1)
        let value = try #require(log.changed.last)
        #expect(value.location == CGPoint(x: 150, y: 100))
        #expect(S.isTime(value.time, 1))
        // Velocity uses the applied time: the newest segment is 20 pt in 0.9 s, not 20 pt in 0.4 s.
        let expected: CGFloat = 0.25 * 20 / 0.9 + 0.75 * 300
        #expect(S.close(value.velocity.width, expected, 1e-6))
        let notes = S.notes(driver.trace)
        #expect(notes.count == 1)
        #expect(notes.first?.time == 1)
        #expect(notes.first?.note.contains("0.5") == true)
    }

    @Test("a wake-up due before a late-stamped change still fires at its own time first")
    func wakeUpBeforeChange() {
        var ended: [Bool] = []
        let driver = GestureDriver(LongPressGesture(minimumDuration: 0.5).onEnded { ended.append($0) })
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        // The host delivers a lift stamped 0.8 without advancing the clock first: the press ended at 0.5.
        driver.send([Touch(id: 0, phase: .ended, location: CGPoint(x: 100, y: 100), timestamp: 0.8)])
        #expect(ended == [true])
        #expect(S.calls(driver.trace).map(\.time) == [0.5])
        #expect(driver.now == 0.8)
    }
}

@Suite("Extreme but finite input (found by fuzzing)")
struct ExtremeInputTests {
    @Test("S-01 a drag to a finite location beyond Int's range is traced, not a crash")
    func hugeFiniteLocationIsTraced() {
        var translations: [CGSize] = []
        let driver = GestureDriver(DragGesture().onChanged { translations.append($0.translation) })
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: -1e300, y: .greatestFiniteMagnitude))
        #expect(driver.rejectedChanges.isEmpty)
        #expect(translations.count == 1)
        #expect(driver.trace.description.contains("1e+300"))
        #expect(driver.trace.description.contains("inf"))  // the velocity overflows; it is printed, not converted
    }
}
