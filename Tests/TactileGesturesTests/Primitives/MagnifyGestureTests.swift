import Foundation
import Testing
import TactileTesting

private typealias S = PrimitiveSupport

/// Records a magnification's callbacks in order.
private final class MagnifyLog {
    var changed: [MagnifyGesture.Value] = []
    var ended: [MagnifyGesture.Value] = []
}

private func magnify(_ log: MagnifyLog, minimumScaleDelta: CGFloat = 0.01) -> some Gesture<MagnifyGesture.Value> {
    MagnifyGesture(minimumScaleDelta: minimumScaleDelta)
        .onChanged { log.changed.append($0) }
        .onEnded { log.ended.append($0) }
}

extension GestureDriver {
    /// Moves fingers 0 and 1 to `a` and `b` in one event, now.
    fileprivate func movePair(_ a: CGPoint, _ b: CGPoint) {
        send([Touch(id: 0, phase: .moved, location: a, timestamp: now),
              Touch(id: 1, phase: .moved, location: b, timestamp: now)])
    }

    /// Puts fingers 0 and 1 down at `a` and `b`, one after the other, now.
    fileprivate func pairDown(_ a: CGPoint, _ b: CGPoint) {
        touchDown(0, at: a)
        touchDown(1, at: b)
    }
}

/// `MagnificationGesture` is deprecated (S-42): it is used only from this deprecated witness, which the
/// tests reach through a non-deprecated protocol requirement, so the suite builds without warnings.
private protocol LegacyMagnificationMaking {
    func make(onEnded: @escaping (CGFloat) -> Void) -> AnyGesture<CGFloat>
}

private struct LegacyMagnificationMaker: LegacyMagnificationMaking {
    @available(*, deprecated, message: "exercises the deprecated MagnificationGesture on purpose (S-42)")
    func make(onEnded: @escaping (CGFloat) -> Void) -> AnyGesture<CGFloat> {
        AnyGesture(MagnificationGesture().onEnded(onEnded))
    }
}

@Suite("MagnifyGesture and MagnificationGesture (S-40, S-42, S-43)")
struct MagnifyGestureTests {
    // MARK: S-40 values

    @Test("S-40 spreading two fingers from a span of 100 to 200 gives a magnification of 2, with a positive velocity")
    func spreadDoubles() throws {
        let log = MagnifyLog()
        let driver = GestureDriver(magnify(log))
        driver.pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 200, duration: 0.4)
        #expect(driver.phase?.kind == .ended)
        let end = try #require(log.ended.first)
        #expect(log.ended.count == 1)
        #expect(S.close(end.magnification, 2, 0.01))
        #expect(S.close(log.changed.last?.magnification ?? 0, 2, 0.01))
        // The span grows by 100 % of the start span in 0.4 s: 2.5 per second.
        #expect(S.close(end.velocity, 2.5, 0.05))
        #expect(log.changed.allSatisfy { $0.velocity > 0 })
        #expect(zip(log.changed, log.changed.dropFirst()).allSatisfy { $0.magnification < $1.magnification })
        #expect(S.isTime(end.time, 0.4, 1e-6))
    }

    @Test("S-40 pinching from 200 to 100 gives a magnification of 0.5 with a negative velocity")
    func pinchHalves() throws {
        let log = MagnifyLog()
        let driver = GestureDriver(magnify(log))
        driver.pinch(center: CGPoint(x: 200, y: 200), from: 200, to: 100, duration: 0.4)
        let end = try #require(log.ended.first)
        #expect(S.close(end.magnification, 0.5, 0.01))
        #expect(S.close(end.velocity, -1.25, 0.05))
        #expect(log.changed.allSatisfy { $0.velocity < 0 })
    }

    @Test("S-40 magnification is the span over the span when the second finger landed; time is the event's time")
    func exactMagnification() throws {
        let log = MagnifyLog()
        let driver = GestureDriver(magnify(log))
        driver.pairDown(CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 180))  // span 80, vertical
        driver.advance(to: 0.1)
        driver.movePair(CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200))  // span 100
        driver.advance(to: 0.2)
        driver.movePair(CGPoint(x: 100, y: 100), CGPoint(x: 148, y: 164))  // span 80: back to 1.0
        #expect(log.changed.map(\.magnification) == [1.25, 1])
        #expect(log.changed.map(\.time) == [0.1, 0.2].map { Date(timeIntervalSinceReferenceDate: $0) })
        // two samples (1 @ 0, 1.25 @ 0.1): 2.5 /s; then 0.25 × (−2.5) + 0.75 × 2.5 = 1.25 /s
        #expect(S.close(log.changed[0].velocity, 2.5, 1e-9))
        #expect(S.close(log.changed[1].velocity, 1.25, 1e-9))
    }

    @Test("S-40 startLocation is the initial centre of the two touches in the view's space, startAnchor its unit point")
    func startLocationAndAnchor() throws {
        let log = MagnifyLog()
        let driver = GestureDriver(magnify(log), frame: CGRect(x: 50, y: 100, width: 400, height: 200))
        driver.pairDown(CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200))  // centre (150, 200) global
        driver.advance(to: 0.1)
        driver.movePair(CGPoint(x: 150, y: 250), CGPoint(x: 350, y: 250))  // the centre moves: startLocation does not
        driver.advance(to: 0.2)
        driver.movePair(CGPoint(x: 160, y: 260), CGPoint(x: 360, y: 260))
        driver.send([Touch(id: 0, phase: .ended, location: CGPoint(x: 160, y: 260), timestamp: driver.now),
                     Touch(id: 1, phase: .ended, location: CGPoint(x: 360, y: 260), timestamp: driver.now)])
        let end = try #require(log.ended.first)
        #expect(log.changed.map(\.startLocation) == [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100)])
        #expect(end.startLocation == CGPoint(x: 100, y: 100))
        #expect(S.close(end.startAnchor, UnitPoint(x: 0.25, y: 0.5)))
        #expect(S.close(end.magnification, 2))
    }

    @Test("S-40 S-43 the measurement starts when the second finger lands, wherever the first has wandered")
    func measurementStartsAtSecondTouch() throws {
        let log = MagnifyLog()
        let driver = GestureDriver(magnify(log))
        driver.touchDown(0, at: CGPoint(x: 10, y: 10))
        driver.advance(to: 0.1)
        driver.move(0, to: CGPoint(x: 100, y: 200))
        #expect(driver.phase?.kind == .possible)
        driver.advance(to: 0.2)
        driver.touchDown(1, at: CGPoint(x: 200, y: 200))  // span 100 from here
        #expect(driver.phase?.kind == .possible)
        driver.advance(to: 0.3)
        driver.movePair(CGPoint(x: 50, y: 200), CGPoint(x: 250, y: 200))
        let value = try #require(log.changed.last)
        #expect(S.close(value.magnification, 2))
        #expect(value.startLocation == CGPoint(x: 150, y: 200))
    }

    // MARK: S-43 recognition

    @Test("S-43 a change below minimumScaleDelta never activates; lifting then fails, with no callbacks")
    func belowThresholdNeverActivates() {
        let log = MagnifyLog()
        let driver = GestureDriver(magnify(log))
        driver.pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 100.9, duration: 0.4)
        #expect(driver.phase?.kind == .failed)
        #expect(log.changed.isEmpty)
        #expect(log.ended.isEmpty)
        #expect(!S.steps(driver.trace).contains { $0.to == .active })
        #expect(S.calls(driver.trace).isEmpty)
    }

    @Test("S-43 it begins once |span ratio − 1| ≥ minimumScaleDelta, growing or shrinking",
          arguments: [(CGFloat(140), CGFloat(150)), (CGFloat(60), CGFloat(50))])
    func beginsAtThreshold(before: CGFloat, at: CGFloat) {
        let log = MagnifyLog()
        let driver = GestureDriver(magnify(log, minimumScaleDelta: 0.5))
        driver.pairDown(CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100))  // span 100
        driver.advance(to: 0.1)
        driver.movePair(CGPoint(x: 100, y: 100), CGPoint(x: 100 + before, y: 100))
        #expect(driver.phase?.kind == .possible)
        #expect(log.changed.isEmpty)
        driver.advance(to: 0.2)
        driver.movePair(CGPoint(x: 100, y: 100), CGPoint(x: 100 + at, y: 100))
        #expect(driver.phase?.kind == .active)
        #expect(log.changed.map(\.magnification) == [at / 100])
    }

    @Test("S-43 a third finger is ignored: its touches change nothing and do not fail the gesture")
    func thirdFingerIgnored() throws {
        let log = MagnifyLog()
        let driver = GestureDriver(magnify(log))
        driver.pairDown(CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200))
        driver.advance(to: 0.1)
        driver.movePair(CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200))
        #expect(log.changed.count == 1)
        driver.advance(to: 0.2)
        driver.touchDown(2, at: CGPoint(x: 200, y: 300))
        driver.advance(to: 0.3)
        driver.move(2, to: CGPoint(x: 200, y: 380))
        driver.advance(to: 0.4)
        driver.touchUp(2)
        #expect(driver.phase?.kind == .active)
        #expect(log.changed.count == 1)
        #expect(log.ended.isEmpty)
        driver.advance(to: 0.5)
        driver.movePair(CGPoint(x: 50, y: 200), CGPoint(x: 350, y: 200))
        driver.advance(to: 0.6)
        driver.touchUp(0)
        let end = try #require(log.ended.first)
        #expect(S.close(end.magnification, 3))
        #expect(log.changed.map(\.magnification) == [2, 3])
    }

    @Test("S-43 lifting one of the two fingers ends the gesture with its last value, not one measured at the lift")
    func liftingOneFingerEndsWithLastValue() throws {
        let log = MagnifyLog()
        let driver = GestureDriver(magnify(log))
        driver.pairDown(CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200))
        driver.advance(to: 0.1)
        driver.movePair(CGPoint(x: 125, y: 200), CGPoint(x: 275, y: 200))  // 1.5
        driver.advance(to: 0.2)
        driver.touchUp(1, at: CGPoint(x: 400, y: 200))                     // would be 2.75 if measured
        #expect(driver.phase?.kind == .ended)
        let end = try #require(log.ended.first)
        #expect(end == log.changed.last)
        #expect(S.close(end.magnification, 1.5))
        driver.advance(to: 0.3)
        driver.move(0, to: CGPoint(x: 0, y: 200))
        driver.touchUp(0)
        #expect(log.ended.count == 1)
        #expect(log.changed.count == 1)
    }

    @Test("S-43 a lone finger never magnifies: lifting it fails the gesture")
    func loneFingerFails() {
        let log = MagnifyLog()
        let driver = GestureDriver(magnify(log))
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        driver.advance(to: 0.2)
        driver.move(to: CGPoint(x: 300, y: 300))
        #expect(driver.phase?.kind == .possible)
        driver.touchUp()
        #expect(driver.phase?.kind == .failed)
        #expect(log.changed.isEmpty)
        #expect(log.ended.isEmpty)
    }

    @Test("S-43 S-50 cancelling a touch of the pair fails the gesture: no onEnded, @GestureState resets")
    func cancellingFails() {
        @GestureState var scale: CGFloat = 1
        let log = MagnifyLog()
        let driver = GestureDriver(MagnifyGesture()
            .updating($scale) { value, state, _ in state = value.magnification }
            .onEnded { log.ended.append($0) })
        driver.pairDown(CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200))
        driver.advance(to: 0.1)
        driver.movePair(CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200))
        #expect(scale == 2)
        driver.cancelTouch(1)
        #expect(driver.phase?.kind == .failed)
        #expect(scale == 1)
        driver.touchUp(0)
        #expect(log.ended.isEmpty)
        #expect(S.callNames(driver.trace) == ["updating", "@GestureState reset"])
    }

    @Test("S-43 S-71 cancelling the attempt (view removed) fails it: no onEnded, @GestureState resets")
    func cancellingAttemptFails() {
        @GestureState var scale: CGFloat = 1
        let log = MagnifyLog()
        let driver = GestureDriver(MagnifyGesture()
            .updating($scale) { value, state, _ in state = value.magnification }
            .onEnded { log.ended.append($0) })
        driver.pairDown(CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200))
        driver.advance(to: 0.1)
        driver.movePair(CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200))
        driver.cancelAttempt()
        #expect(driver.phase?.kind == .failed)
        #expect(scale == 1)
        driver.touchUp(0)
        driver.touchUp(1)
        #expect(log.ended.isEmpty)
    }

    @Test("S-43 two fingers panning together at a constant span never magnify")
    func constantSpanPanNeverActivates() {
        let log = MagnifyLog()
        let driver = GestureDriver(magnify(log))
        driver.twoFingerPan(from: CGPoint(x: 150, y: 200), by: CGSize(width: 120, height: 0), span: 60, duration: 0.4)
        #expect(!S.steps(driver.trace).contains { $0.to == .active })
        #expect(log.changed.isEmpty)
        #expect(log.ended.isEmpty)
        #expect(driver.phase?.kind == .failed)
        
    }

    // MARK: S-42 the old type

    @Test("S-42 MagnificationGesture (deprecated) gives the magnification as a CGFloat")
    func legacyMagnificationGesture() {
        var ended: [CGFloat] = []
        let maker: any LegacyMagnificationMaking = LegacyMagnificationMaker()
        let driver = GestureDriver(maker.make { ended.append($0) })
        driver.pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 200)
        #expect(ended.count == 1)
        #expect(ended.first.map { S.close($0, 2, 0.01) } == true)
        #expect(driver.phase.map { S.close($0.value ?? 0, 2, 0.01) } == true)
    }
}
