import Foundation
import Testing
import TactileTesting

private typealias S = PrimitiveSupport

/// Touch rates of real devices: display refresh (60, 120 Hz) and digitizer (240 Hz).
private let sampleRates: [Double] = [60, 120, 240]

@Suite("Touch events fed to recognizers (S-01, S-02, S-03)")
struct TouchEventsTests {
    // MARK: S-01 coordinate conversion

    @Test("S-01 global touch locations reach every gesture converted to its own space (view at (40, 70), named space at (5, 5))")
    func locationsAreConverted() throws {
        let frame = CGRect(x: 40, y: 70, width: 300, height: 300)
        let global = CGPoint(x: 140, y: 170)

        var taps: [CGPoint] = []
        let tap = GestureDriver(SpatialTapGesture().onEnded { taps.append($0.location) }, frame: frame)
        tap.tap(at: global)
        #expect(taps == [CGPoint(x: 100, y: 100)])

        var namedTaps: [CGPoint] = []
        let named = GestureDriver(SpatialTapGesture(coordinateSpace: .named("root")).onEnded { namedTaps.append($0.location) },
                                  frame: frame)
        named.defineCoordinateSpace(named: "root", origin: CGPoint(x: 5, y: 5))
        named.tap(at: global)
        #expect(namedTaps == [CGPoint(x: 135, y: 165)])

        var drags: [DragGesture.Value] = []
        let drag = GestureDriver(DragGesture().onEnded { drags.append($0) }, frame: frame)
        drag.drag(from: global, to: CGPoint(x: 190, y: 170))
        #expect(drags.map(\.startLocation) == [CGPoint(x: 100, y: 100)])
        #expect(drags.map(\.location) == [CGPoint(x: 150, y: 100)])

        var pinches: [MagnifyGesture.Value] = []
        let pinch = GestureDriver(MagnifyGesture().onEnded { pinches.append($0) }, frame: frame)
        pinch.pinch(center: global, from: 50, to: 100)
        #expect(pinches.map(\.startLocation) == [CGPoint(x: 100, y: 100)])
    }

    // MARK: S-02 single-touch recognizers

    @Test("S-02 after a second finger failed a drag, the next touch starts a fresh attempt that can succeed")
    func freshAttemptAfterSecondFingerFailure() {
        var ended: [DragGesture.Value] = []
        let driver = GestureDriver(DragGesture().onEnded { ended.append($0) })
        driver.touchDown(0, at: CGPoint(x: 100, y: 100))
        driver.advance(by: 0.05)
        driver.move(0, to: CGPoint(x: 130, y: 100))
        driver.touchDown(1, at: CGPoint(x: 200, y: 200))
        #expect(driver.attemptPhases.map(\.kind) == [.failed])
        driver.touchUp(0)
        driver.touchUp(1)
        #expect(driver.attemptCount == 1)  // the second finger did not start an attempt of its own
        driver.advance(by: 0.1)
        driver.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 150))
        #expect(driver.attemptPhases.map(\.kind) == [.failed, .ended])
        #expect(ended.map(\.translation) == [CGSize(width: 0, height: 100)])
    }

    @Test("S-02 a second finger fails every single-touch recognizer: tap, long press, drag (even with minimumDistance 0)")
    func secondFingerFailsSingleTouchRecognizers() {
        var endings: [String] = []
        let tap = GestureDriver(TapGesture().onEnded { endings.append("tap") })
        let press = GestureDriver(LongPressGesture().onEnded { _ in endings.append("press") })
        let drag = GestureDriver(DragGesture(minimumDistance: 0).onEnded { _ in endings.append("drag") })
        let scripts: [(TouchID, CGPoint) -> Void] = [
            { tap.touchDown($0, at: $1) }, { press.touchDown($0, at: $1) }, { drag.touchDown($0, at: $1) },
        ]
        let lifts: [(TouchID) -> Void] = [{ tap.touchUp($0) }, { press.touchUp($0) }, { drag.touchUp($0) }]
        for (down, up) in zip(scripts, lifts) {
            down(0, CGPoint(x: 100, y: 100))
            down(1, CGPoint(x: 110, y: 100))
            up(0)
            up(1)
        }
        tap.advance(by: 1)
        press.advance(by: 1)
        drag.advance(by: 1)
        #expect(endings.isEmpty)
        #expect(tap.phase?.kind == .failed)
        #expect(press.phase?.kind == .failed)
        #expect(drag.phase?.kind == .failed)
        #expect(tap.attemptCount == 1 && press.attemptCount == 1 && drag.attemptCount == 1)
    }

    // MARK: S-03 timers from touch-down

    @Test("S-03 moves do not restart the tap's hold timer: it fails at exactly touch-down + 0.75 s")
    func tapHoldTimerFromTouchDown() {
        let driver = GestureDriver(TapGesture())
        driver.advance(to: 2)
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        for step in 1...10 {
            driver.advance(by: 0.07)
            driver.move(to: CGPoint(x: 100 + CGFloat(step), y: 100))
        }
        #expect(driver.phase?.kind == .possible)
        #expect(driver.nextWakeUp == 2.75)
        driver.advance(to: 3)
        #expect(driver.phase?.kind == .failed)
        #expect(S.steps(driver.trace).last?.time == 2.75)
    }

    @Test("S-03 moves do not delay the long press: it ends at exactly touch-down + minimumDuration")
    func longPressTimerFromTouchDown() {
        var ended: [Bool] = []
        let driver = GestureDriver(LongPressGesture(minimumDuration: 0.5).onEnded { ended.append($0) })
        driver.advance(to: 1)
        driver.touchDown(at: CGPoint(x: 100, y: 100))
        for step in 1...6 {
            driver.advance(by: 0.06)
            driver.move(to: CGPoint(x: 100, y: 100 + CGFloat(step)))
        }
        #expect(ended.isEmpty)
        driver.advance(to: 2)
        #expect(ended == [true])
        #expect(S.calls(driver.trace).last == S.Call(name: "onEnded", time: 1.5, value: "true"))
    }

    // MARK: S-03 the same stream at different rates

    @Test("S-03 a drag sampled at 60, 120 or 240 Hz ends the same: same translation, same velocity")
    func dragOutcomeIndependentOfRate() {
        for rate in sampleRates {
            var changed: [DragGesture.Value] = []
            var ended: [DragGesture.Value] = []
            let driver = GestureDriver(DragGesture().onChanged { changed.append($0) }.onEnded { ended.append($0) })
            driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 220, y: 100), duration: 0.3, sampleRate: rate)
            #expect(driver.attemptPhases.map(\.kind) == [.ended], "at \(rate) Hz")
            #expect(ended.map(\.translation) == [CGSize(width: 120, height: 0)], "at \(rate) Hz")
            // The lift adds a sample at the last move's time, which replaces it: the motion's speed stays.
            #expect(ended.first.map { S.close($0.velocity.width, 400, 1e-6) } == true, "at \(rate) Hz: \(ended)")
            let firstTranslation = changed.first?.translation.width ?? 0
            #expect(firstTranslation >= 10 && firstTranslation < 10 + 120 / (0.3 * rate) + 1e-9, "at \(rate) Hz")
        }
    }

    @Test("S-03 a tap with drift recognizes the same at 60, 120 and 240 Hz: 40 pt taps, 50 pt fails",
          arguments: [(CGFloat(40), GesturePhaseKind.ended), (CGFloat(50), GesturePhaseKind.failed)])
    func tapOutcomeIndependentOfRate(drift: CGFloat, outcome: GesturePhaseKind) {
        var outcomes: [GesturePhaseKind] = []
        for rate in sampleRates {
            let driver = GestureDriver(TapGesture())
            driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100 + drift, y: 100), duration: 0.2, sampleRate: rate)
            outcomes.append(driver.phase?.kind ?? .possible)
        }
        #expect(outcomes == Array(repeating: outcome, count: sampleRates.count))
    }

    @Test("S-03 a long press with drift recognizes the same at 60, 120 and 240 Hz: 8 pt ends at 0.5 s, 12 pt fails",
          arguments: [(CGFloat(8), GesturePhaseKind.ended), (CGFloat(12), GesturePhaseKind.failed)])
    func longPressOutcomeIndependentOfRate(drift: CGFloat, outcome: GesturePhaseKind) {
        var outcomes: [GesturePhaseKind] = []
        var endTimes: [Double] = []
        for rate in sampleRates {
            let driver = GestureDriver(LongPressGesture())
            driver.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 100 + drift), duration: 0.3,
                        sampleRate: rate, lift: false)
            driver.advance(to: 1)
            driver.touchUp()
            outcomes.append(driver.phase?.kind ?? .possible)
            if let ending = S.steps(driver.trace).last(where: { $0.to == .ended }) { endTimes.append(ending.time) }
        }
        #expect(outcomes == Array(repeating: outcome, count: sampleRates.count))
        if outcome == .ended { #expect(endTimes == [0.5, 0.5, 0.5]) }
    }

    @Test("S-03 a pinch sampled at 60, 120 or 240 Hz ends with the same magnification")
    func pinchOutcomeIndependentOfRate() {
        for rate in sampleRates {
            var ended: [MagnifyGesture.Value] = []
            let driver = GestureDriver(MagnifyGesture().onEnded { ended.append($0) })
            driver.pinch(center: CGPoint(x: 200, y: 200), from: 100, to: 150, duration: 0.3, sampleRate: rate)
            #expect(ended.count == 1, "at \(rate) Hz")
            #expect(ended.first.map { S.close($0.magnification, 1.5, 1e-9) } == true, "at \(rate) Hz")
        }
    }
}
