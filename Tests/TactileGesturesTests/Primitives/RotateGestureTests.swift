import Foundation
import Testing
import TactileTesting

private typealias S = PrimitiveSupport

/// Records a rotation's callbacks in order.
private final class RotateLog {
    var changed: [RotateGesture.Value] = []
    var ended: [RotateGesture.Value] = []
}

private func rotate(_ log: RotateLog, minimumAngleDelta: Angle = .degrees(1)) -> some Gesture<RotateGesture.Value> {
    RotateGesture(minimumAngleDelta: minimumAngleDelta)
        .onChanged { log.changed.append($0) }
        .onEnded { log.ended.append($0) }
}

extension GestureDriver {
    /// Moves fingers 0 and 1 to `a` and `b` in one event, now.
    fileprivate func movePair(_ a: CGPoint, _ b: CGPoint) {
        send([Touch(id: 0, phase: .moved, location: a, timestamp: now),
              Touch(id: 1, phase: .moved, location: b, timestamp: now)])
    }
}

/// The two points `radius` from `center` on a line at `degrees` (the first finger opposite the second).
private func pair(_ center: CGPoint, radius: CGFloat = 50, degrees: Double) -> (CGPoint, CGPoint) {
    let theta = degrees * .pi / 180
    let dx = radius * CGFloat(cos(theta)), dy = radius * CGFloat(sin(theta))
    return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
}

@Suite("RotateGesture and RotationGesture (S-41, S-42, S-43)")
struct RotateGestureTests {
    // MARK: S-41 values

    @Test("S-41 turning two fingers by an angle gives that rotation (±0.5°), past 180° too",
          arguments: [90.0, -90.0, 180.0, 270.0, 400.0])
    func rotationAngle(degrees: Double) throws {
        let log = RotateLog()
        let driver = GestureDriver(rotate(log))
        driver.rotate(center: CGPoint(x: 200, y: 200), radius: 60, by: .degrees(degrees), duration: 0.4)
        #expect(driver.phase?.kind == .ended)
        let end = try #require(log.ended.first)
        #expect(log.ended.count == 1)
        #expect(S.close(end.rotation.degrees, degrees, 0.5))
        #expect(S.close(log.changed.last?.rotation.degrees ?? .nan, degrees, 0.5))
        // It keeps counting monotonically, with no jump at ±180°.
        let angles = log.changed.map(\.rotation.degrees)
        #expect(zip(angles, angles.dropFirst()).allSatisfy { degrees > 0 ? $0 < $1 : $0 > $1 })
    }

    @Test("S-41 velocity is the rotation per second, with the rotation's sign")
    func velocity() throws {
        let log = RotateLog()
        let driver = GestureDriver(rotate(log))
        driver.rotate(center: CGPoint(x: 200, y: 200), by: .degrees(90), duration: 0.4)
        let end = try #require(log.ended.first)
        #expect(S.close(end.velocity.degrees, 225, 2))
        let back = RotateLog()
        let other = GestureDriver(rotate(back))
        other.rotate(center: CGPoint(x: 200, y: 200), by: .degrees(-90), duration: 0.4)
        #expect(back.changed.allSatisfy { $0.velocity.degrees < 0 })
        #expect(back.ended.first.map { S.close($0.velocity.degrees, -225, 2) } == true)
    }

    @Test("S-41 exact values per event: rotation from the line when the second finger landed; time is the event's time")
    func exactRotation() throws {
        let log = RotateLog()
        let driver = GestureDriver(rotate(log))
        let center = CGPoint(x: 200, y: 200)
        let start = pair(center, degrees: 30)
        driver.touchDown(0, at: start.0)
        driver.touchDown(1, at: start.1)
        driver.advance(to: 0.1)
        let turned = pair(center, degrees: 75)
        driver.movePair(turned.0, turned.1)
        let value = try #require(log.changed.last)
        #expect(S.close(value.rotation.degrees, 45, 1e-9))
        #expect(S.close(value.velocity.degrees, 450, 1e-6))  // two samples: 45° in 0.1 s
        #expect(S.isTime(value.time, 0.1))
    }

    @Test("S-41 startLocation is the initial centre of the two touches in the view's space, startAnchor its unit point")
    func startLocationAndAnchor() throws {
        let log = RotateLog()
        let driver = GestureDriver(rotate(log), frame: CGRect(x: 100, y: 0, width: 200, height: 400))
        driver.rotate(center: CGPoint(x: 250, y: 100), radius: 40, by: .degrees(60))
        let end = try #require(log.ended.first)
        #expect(S.close(end.startLocation, CGPoint(x: 150, y: 100), 1e-9))
        #expect(S.close(end.startAnchor, UnitPoint(x: 0.75, y: 0.25), 1e-9))
        #expect(log.changed.allSatisfy { $0.startLocation == end.startLocation })
    }

    // MARK: S-43 recognition

    @Test("S-43 a turn below minimumAngleDelta never activates; lifting then fails, with no callbacks")
    func belowThresholdNeverActivates() {
        let log = RotateLog()
        let driver = GestureDriver(rotate(log))
        driver.rotate(center: CGPoint(x: 200, y: 200), by: .degrees(0.9))
        #expect(driver.phase?.kind == .failed)
        #expect(log.changed.isEmpty)
        #expect(log.ended.isEmpty)
        #expect(S.calls(driver.trace).isEmpty)
    }

    @Test("S-43 it begins once |angle| ≥ minimumAngleDelta, either way", arguments: [1.0, -1.0])
    func beginsAtThreshold(sign: Double) {
        let log = RotateLog()
        let driver = GestureDriver(rotate(log, minimumAngleDelta: .degrees(10)))
        let center = CGPoint(x: 200, y: 200)
        let start = pair(center, degrees: 0)
        driver.touchDown(0, at: start.0)
        driver.touchDown(1, at: start.1)
        driver.advance(to: 0.1)
        let before = pair(center, degrees: 9.5 * sign)
        driver.movePair(before.0, before.1)
        #expect(driver.phase?.kind == .possible)
        driver.advance(to: 0.2)
        let at = pair(center, degrees: 10.5 * sign)
        driver.movePair(at.0, at.1)
        #expect(driver.phase?.kind == .active)
        #expect(log.changed.count == 1)
        #expect(S.close(log.changed.first?.rotation.degrees ?? .nan, 10.5 * sign, 1e-9))
    }

    @Test("S-43 a third finger is ignored, and lifting one of the pair ends with the last value")
    func thirdFingerIgnoredAndLiftEnds() throws {
        let log = RotateLog()
        let driver = GestureDriver(rotate(log))
        let center = CGPoint(x: 200, y: 200)
        let start = pair(center, degrees: 0)
        driver.touchDown(0, at: start.0)
        driver.touchDown(1, at: start.1)
        driver.advance(to: 0.1)
        let turned = pair(center, degrees: 20)
        driver.movePair(turned.0, turned.1)
        driver.touchDown(2, at: CGPoint(x: 10, y: 10))
        driver.advance(to: 0.2)
        driver.move(2, to: CGPoint(x: 10, y: 300))
        #expect(driver.phase?.kind == .active)
        #expect(log.changed.count == 1)
        driver.touchUp(0, at: CGPoint(x: 0, y: 400))  // would be a different angle if measured
        let end = try #require(log.ended.first)
        #expect(end == log.changed.last)
        #expect(S.close(end.rotation.degrees, 20, 1e-9))
        driver.touchUp(1)
        driver.touchUp(2)
        #expect(log.ended.count == 1)
    }

    @Test("S-43 a lone finger never rotates, and cancelling a touch of the pair fails with no onEnded")
    func loneFingerAndCancelFail() {
        let lone = RotateLog()
        let first = GestureDriver(rotate(lone))
        first.touchDown(at: CGPoint(x: 100, y: 100))
        first.advance(to: 0.2)
        first.move(to: CGPoint(x: 100, y: 300))
        first.touchUp()
        #expect(first.phase?.kind == .failed)
        #expect(lone.changed.isEmpty && lone.ended.isEmpty)

        let log = RotateLog()
        let second = GestureDriver(rotate(log))
        second.rotate(center: CGPoint(x: 200, y: 200), by: .degrees(45), lift: false)
        #expect(second.phase?.kind == .active)
        second.cancelTouch(0)
        #expect(second.phase?.kind == .failed)
        second.touchUp(1)
        #expect(log.ended.isEmpty)
    }

    @Test("S-43 two fingers panning together (the line between them keeps its angle) never rotate")
    func parallelPanNeverActivates() {
        let log = RotateLog()
        let driver = GestureDriver(rotate(log))
        driver.twoFingerPan(from: CGPoint(x: 200, y: 100), by: CGSize(width: 0, height: 150), span: 60, duration: 0.4)
        #expect(!S.steps(driver.trace).contains { $0.to == .active })
        #expect(log.changed.isEmpty)
        #expect(log.ended.isEmpty)
        #expect(driver.phase?.kind == .failed)
        
    }

    // MARK: S-42 the old type

    @Test("S-42 RotationGesture (not deprecated) gives the rotation as an Angle")
    func legacyRotationGesture() throws {
        var ended: [Angle] = []
        var changed: [Angle] = []
        let driver = GestureDriver(RotationGesture()
            .onChanged { changed.append($0) }
            .onEnded { ended.append($0) })
        driver.rotate(center: CGPoint(x: 200, y: 200), by: .degrees(90))
        let end = try #require(ended.first)
        #expect(ended.count == 1)
        #expect(S.close(end.degrees, 90, 0.5))
        #expect(changed.last == end)
    }
}
