import Foundation
import Testing
import TactileTesting

private typealias S = PrimitiveSupport
private let start = CGPoint(x: 100, y: 100)

/// Records a drag's callbacks in order.
private final class DragLog {
    var changed: [DragGesture.Value] = []
    var ended: [DragGesture.Value] = []
}

@Suite("DragGesture (S-30, S-31, S-32, S-33)")
struct DragGestureTests {
    // MARK: S-30 threshold

    @Test("S-30 a drag lifted before 10 pt fails: no onChanged, no onEnded, its @GestureState stays at its initial value")
    func liftBeforeThresholdFails() {
        @GestureState var offset = CGSize.zero
        let log = DragLog()
        let driver = GestureDriver(
            DragGesture()
                .updating($offset) { value, state, _ in state = value.translation }
                .onChanged { log.changed.append($0) }
                .onEnded { log.ended.append($0) })
        driver.touchDown(at: start)
        driver.advance(by: 0.05)
        driver.move(to: CGPoint(x: 105, y: 100))
        driver.advance(by: 0.05)
        driver.move(to: CGPoint(x: 109.9, y: 100))
        #expect(driver.phase?.kind == .possible)
        driver.advance(by: 0.05)
        driver.touchUp()
        #expect(driver.phase?.kind == .failed)
        #expect(log.changed.isEmpty)
        #expect(log.ended.isEmpty)
        #expect(offset == .zero)
        #expect(S.steps(driver.trace).map { "\($0.from)→\($0.to)" } == ["possible→failed"])
        #expect(S.calls(driver.trace).isEmpty)
    }

    @Test("S-30 the drag stays possible until the distance from touch-down reaches minimumDistance, then turns active",
          arguments: [(CGPoint(x: 109, y: 100), CGPoint(x: 110, y: 100)),
                      (CGPoint(x: 105, y: 107), CGPoint(x: 106, y: 108)),
                      (CGPoint(x: 100, y: 91), CGPoint(x: 100, y: 90))])
    func activatesAtMinimumDistance(before: CGPoint, at: CGPoint) {
        let log = DragLog()
        let driver = GestureDriver(DragGesture().onChanged { log.changed.append($0) })
        driver.touchDown(at: start)
        driver.advance(by: 0.02)
        driver.move(to: before)
        #expect(driver.phase?.kind == .possible)
        #expect(log.changed.isEmpty)
        driver.advance(by: 0.02)
        driver.move(to: at)
        #expect(driver.phase?.kind == .active)
        #expect(log.changed.map(\.location) == [at])
        #expect(S.steps(driver.trace).map(\.to) == [.active])
    }

    @Test("S-30 the threshold is the gesture's minimumDistance and is measured in global space")
    func customMinimumDistanceInGlobalSpace() {
        let log = DragLog()
        // A named space far away and a small frame: neither changes how far the finger went.
        let driver = GestureDriver(DragGesture(minimumDistance: 50, coordinateSpace: .named("far"))
            .onChanged { log.changed.append($0) }, frame: CGRect(x: 300, y: 300, width: 10, height: 10))
        driver.defineCoordinateSpace(named: "far", origin: CGPoint(x: -1000, y: 0))
        driver.touchDown(at: CGPoint(x: 305, y: 305))
        driver.move(to: CGPoint(x: 354, y: 305))
        #expect(driver.phase?.kind == .possible)
        driver.move(to: CGPoint(x: 355, y: 305))
        #expect(driver.phase?.kind == .active)
        #expect(log.changed.first?.translation == CGSize(width: 50, height: 0))
    }

    // MARK: S-31 start location

    @Test("S-31 startLocation is the touch-down point, so the first onChanged already has a translation of minimumDistance")
    func firstChangeHasMinimumDistanceTranslation() {
        let log = DragLog()
        let driver = GestureDriver(DragGesture().onChanged { log.changed.append($0) })
        driver.touchDown(at: start)
        for step in 1...20 {
            driver.advance(by: 1.0 / 60)
            driver.move(to: CGPoint(x: start.x + CGFloat(step), y: start.y))
        }
        #expect(log.changed.count == 11)
        #expect(log.changed.first?.translation == CGSize(width: 10, height: 0))
        #expect(log.changed.first?.startLocation == start)
        #expect(log.changed.allSatisfy { $0.startLocation == start })
        #expect(log.changed.map(\.translation.width) == (10...20).map { CGFloat($0) })
    }

    @Test("S-31 with minimumDistance 0 a tap without movement is active at once and ends with zero translation")
    func zeroMinimumDistanceTapEnds() {
        let log = DragLog()
        let driver = GestureDriver(DragGesture(minimumDistance: 0)
            .onChanged { log.changed.append($0) }
            .onEnded { log.ended.append($0) })
        driver.touchDown(at: start)
        #expect(driver.phase?.kind == .active)
        #expect(log.changed.map(\.translation) == [.zero])
        driver.advance(by: 0.05)
        driver.touchUp()
        #expect(driver.phase?.kind == .ended)
        #expect(log.ended.count == 1)
        #expect(log.ended.first?.translation == .zero)
        #expect(log.ended.first?.location == start)
        #expect(log.ended.first?.velocity == .zero)
        #expect(S.calls(driver.trace).map(\.name) == ["onChanged", "onEnded"])
        #expect(S.calls(driver.trace).map(\.time) == [0, 0.05])
    }

    // MARK: S-32 values

    @Test("S-32 a value carries location, startLocation, translation, velocity and predictions 0.25 s of velocity ahead")
    func valueFields() throws {
        let log = DragLog()
        let driver = GestureDriver(DragGesture()
            .onChanged { log.changed.append($0) }
            .onEnded { log.ended.append($0) })
        driver.touchDown(at: start)                    // (100, 100) @ 0
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 120, y: 90))       // @ 0.1
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 140, y: 80))       // @ 0.2
        let value = try #require(log.changed.last)
        #expect(log.changed.count == 2)
        #expect(value.location == CGPoint(x: 140, y: 80))
        #expect(value.startLocation == start)
        #expect(value.translation == CGSize(width: 40, height: -20))
        #expect(S.close(value.velocity, CGSize(width: 200, height: -100), 1e-6))
        #expect(S.close(value.predictedEndLocation, CGPoint(x: 190, y: 55), 1e-6))
        #expect(S.close(value.predictedEndTranslation, CGSize(width: 90, height: -45), 1e-6))
        #expect(S.isTime(value.time, 0.2))

        driver.advance(by: 0.1)
        driver.touchUp()                               // the lift is a sample too: (140, 80) @ 0.3
        let end = try #require(log.ended.first)
        #expect(log.ended.count == 1)
        #expect(end.location == CGPoint(x: 140, y: 80))
        #expect(end.translation == CGSize(width: 40, height: -20))
        // The finger rested 0.1 s where it was before lifting: as UIKit's pan, no velocity
        // (`velocityStillnessInterval`; S-33 alone would keep 0.75 × (200, -100)/s).
        #expect(end.velocity == .zero)
        #expect(end.predictedEndTranslation == end.translation)
        #expect(S.isTime(end.time, 0.3))
    }

    @Test("S-32 time is the time of the current event, for every onChanged and for onEnded")
    func timeIsCurrentEventTime() {
        let log = DragLog()
        let driver = GestureDriver(DragGesture()
            .onChanged { log.changed.append($0) }
            .onEnded { log.ended.append($0) })
        driver.advance(to: 10)
        driver.touchDown(at: start)
        let moveTimes = [10.25, 10.5, 11, 12]
        for (index, time) in moveTimes.enumerated() {
            driver.advance(to: time)
            driver.move(to: CGPoint(x: start.x + 20 * CGFloat(index + 1), y: start.y))
        }
        driver.advance(to: 13)
        driver.touchUp()
        #expect(log.changed.map(\.time) == moveTimes.map { Date(timeIntervalSinceReferenceDate: $0) })
        #expect(log.ended.map(\.time) == [Date(timeIntervalSinceReferenceDate: 13)])
    }

    @Test("S-32 S-01 locations are in the gesture's coordinate space; translation is the same in every space",
          arguments: [(CoordinateSpace.local, CGPoint(x: 50, y: 20)),
                      (CoordinateSpace.global, CGPoint(x: 100, y: 100)),
                      (CoordinateSpace.named("canvas"), CGPoint(x: 90, y: 80))])
    func coordinateSpaces(space: CoordinateSpace, expectedStart: CGPoint) {
        let log = DragLog()
        let driver = GestureDriver(DragGesture(coordinateSpace: space)
            .onChanged { log.changed.append($0) }
            .onEnded { log.ended.append($0) }, frame: CGRect(x: 50, y: 80, width: 200, height: 200))
        driver.defineCoordinateSpace(named: "canvas", origin: CGPoint(x: 10, y: 20))
        driver.touchDown(at: start)
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 130, y: 100))
        driver.advance(by: 0.1)
        driver.touchUp()
        #expect(log.changed.map(\.startLocation) == [expectedStart])
        #expect(log.changed.map(\.location) == [CGPoint(x: expectedStart.x + 30, y: expectedStart.y)])
        #expect(log.ended.map(\.location) == [CGPoint(x: expectedStart.x + 30, y: expectedStart.y)])
        #expect(log.ended.map(\.translation) == [CGSize(width: 30, height: 0)])
    }

    @Test("S-32 lifting somewhere else than the last move ends at the lift location")
    func endsAtLiftLocation() {
        let log = DragLog()
        let driver = GestureDriver(DragGesture().onEnded { log.ended.append($0) })
        driver.touchDown(at: start)
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 150, y: 100))
        driver.advance(by: 0.1)
        driver.touchUp(at: CGPoint(x: 160, y: 110))
        #expect(log.ended.map(\.location) == [CGPoint(x: 160, y: 110)])
        #expect(log.ended.map(\.translation) == [CGSize(width: 60, height: 10)])
    }

    // MARK: S-33 velocity

    @Test("S-33 samples 1@1 s, 2@2 s, 4@3 s give a velocity of 1.25 /s")
    func velocityFromThreeSamples() {
        let log = DragLog()
        let driver = GestureDriver(DragGesture(minimumDistance: 0).onChanged { log.changed.append($0) })
        driver.advance(to: 1)
        driver.touchDown(at: CGPoint(x: 1, y: 50))
        driver.advance(to: 2)
        driver.move(to: CGPoint(x: 2, y: 50))
        driver.advance(to: 3)
        driver.move(to: CGPoint(x: 4, y: 50))
        #expect(log.changed.map(\.velocity.width) == [0, 1, 1.25])
        #expect(log.changed.last?.velocity.height == 0)
        #expect(log.changed.last.map { S.close($0.predictedEndLocation.x, 4 + 1.25 * 0.25) } == true)
    }

    @Test("S-33 only the last three samples count: an earlier sample far away changes nothing")
    func olderSamplesAreDropped() {
        let log = DragLog()
        let driver = GestureDriver(DragGesture(minimumDistance: 0).onChanged { log.changed.append($0) })
        driver.touchDown(at: CGPoint(x: 300, y: 50))   // 300 @ 0: pushed out by the fourth sample
        driver.advance(to: 1)
        driver.move(to: CGPoint(x: 1, y: 50))
        driver.advance(to: 2)
        driver.move(to: CGPoint(x: 2, y: 50))
        driver.advance(to: 3)
        driver.move(to: CGPoint(x: 4, y: 50))
        #expect(log.changed.last?.velocity.width == 1.25)
    }

    @Test("S-33 with two samples the velocity is their slope")
    func velocityFromTwoSamples() {
        let log = DragLog()
        let driver = GestureDriver(DragGesture().onChanged { log.changed.append($0) })
        driver.touchDown(at: start)
        driver.advance(to: 0.1)
        driver.move(to: CGPoint(x: 130, y: 60))
        #expect(log.changed.count == 1)
        #expect(log.changed.first.map { S.close($0.velocity, CGSize(width: 300, height: -400), 1e-6) } == true)
    }

    @Test("S-33 a sample at the same time as the newest replaces it instead of adding a zero-length segment")
    func sampleWithinEpsilonReplacesNewest() {
        let log = DragLog()
        let driver = GestureDriver(DragGesture(minimumDistance: 0).onChanged { log.changed.append($0) })
        driver.touchDown(at: CGPoint(x: 0, y: 50))     // 0 @ 0
        driver.advance(to: 1)
        driver.move(to: CGPoint(x: 10, y: 50))         // 10 @ 1
        driver.move(to: CGPoint(x: 12, y: 50))         // 12 @ 1 replaces it: slope 12 /s (not 0.75 × 10 = 7.5)
        #expect(log.changed.last?.location.x == 12)
        #expect(log.changed.last?.velocity.width == 12)
    }

    // MARK: S-02 / cancellation

    @Test("S-02 a second finger during a drag fails it: no onEnded, @GestureState resets, later moves are ignored")
    func secondFingerFailsDrag() {
        @GestureState var offset = CGSize.zero
        let log = DragLog()
        let driver = GestureDriver(
            DragGesture()
                .updating($offset) { value, state, _ in state = value.translation }
                .onChanged { log.changed.append($0) }
                .onEnded { log.ended.append($0) })
        driver.touchDown(0, at: start)
        driver.advance(by: 0.1)
        driver.move(0, to: CGPoint(x: 150, y: 100))
        #expect(offset == CGSize(width: 50, height: 0))
        driver.advance(by: 0.1)
        driver.touchDown(1, at: CGPoint(x: 300, y: 300))
        #expect(driver.phase?.kind == .failed)
        #expect(offset == .zero)
        driver.advance(by: 0.1)
        driver.move(0, to: CGPoint(x: 200, y: 100))
        driver.touchUp(0)
        driver.touchUp(1)
        #expect(log.changed.count == 1)
        #expect(log.ended.isEmpty)
        #expect(offset == .zero)
        #expect(driver.attemptPhases.map(\.kind) == [.failed])
        #expect(S.calls(driver.trace).map(\.name) == ["updating", "onChanged", "@GestureState reset"])
        #expect(S.close(S.calls(driver.trace).last?.time ?? -1, 0.2))
    }

    @Test("S-02 a second finger also fails a drag that has not started yet")
    func secondFingerFailsPossibleDrag() {
        let log = DragLog()
        let driver = GestureDriver(DragGesture().onChanged { log.changed.append($0) }.onEnded { log.ended.append($0) })
        driver.touchDown(0, at: start)
        driver.touchDown(1, at: CGPoint(x: 300, y: 300))
        #expect(driver.phase?.kind == .failed)
        driver.move(0, to: CGPoint(x: 200, y: 100))
        driver.touchUp(0)
        #expect(log.changed.isEmpty)
        #expect(log.ended.isEmpty)
    }

    @Test("S-50 a cancelled touch fails the drag: no onEnded, @GestureState resets")
    func cancelledTouchFailsDrag() {
        @GestureState var offset = CGSize.zero
        let log = DragLog()
        let driver = GestureDriver(
            DragGesture()
                .updating($offset) { value, state, _ in state = value.translation }
                .onEnded { log.ended.append($0) })
        driver.touchDown(at: start)
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 100, y: 160))
        #expect(offset == CGSize(width: 0, height: 60))
        driver.cancelTouch()
        #expect(driver.phase?.kind == .failed)
        #expect(offset == .zero)
        #expect(log.ended.isEmpty)
    }
}
