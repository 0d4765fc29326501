import Foundation
import Testing
import TactileTesting
@testable import TactileScenes

/// The rotation a transform applies, in degrees.
func degrees(of transform: CGAffineTransform) -> Double {
    atan2(Double(transform.b), Double(transform.a)) * 180 / .pi
}

/// The scenes of seed 000's gesture reference, DO/DON'T list and composition examples.
@MainActor
@Suite("Seed 000 — gesture reference, composition, DO and DON'T", .serialized)
struct Seed000RestTests {
    @Test("000-tap-count-gestures S-11 S-12: each TapGesture fires at its count, a single tap on the count-2 one does nothing")
    func tapCounts() {
        let host = ViewHost(TapCountGesturesView())
        host.tap(on: "Tap")
        #expect(host.view(withText: "Tapped") != nil)
        let printed = PrintCapture.lines {
            host.tap(on: "Double tap")
            host.advance(by: 1)
            host.tap(count: 2, on: "Double tap")
            host.tap(count: 3, on: "Triple tap")
            host.advance(by: 1)
        }
        #expect(printed == ["handleDoubleTap", "handleTripleTap"])
    }

    @Test("000-long-press-basics S-22 S-23: the default press ends at 0.5 s, the custom one at 1 s")
    func longPressBasics() {
        let host = ViewHost(LongPressBasicsView())
        host.longPress(on: "Hold for the menu", duration: 0.3)
        #expect(host.view(withText: "Hold for the menu") != nil)
        host.longPress(on: "Hold for the menu", duration: 0.6)
        #expect(host.view(withText: "Menu") != nil)
        let printed = PrintCapture.lines {
            host.longPress(on: "Hold for a haptic", duration: 0.8)
            host.longPress(on: "Hold for a haptic", duration: 1.1)
        }
        #expect(printed == ["triggerHaptic"])
    }

    @Test("000-pressing-circle S-21 S-22 S-71: the circle is red and 1.2× while pressing, and resets when the press succeeds")
    func pressingCircle() {
        let host = ViewHost(PressingCircleView())
        #expect(host.drawnViews[0].fillColor == resolved(.blue))
        host.touchDown(at: host.drawnViews[0].center)
        #expect(host.drawnViews[0].fillColor == resolved(.red))
        #expect(isClose(host.drawnViews[0].transform.scaleX, 1.2))
        host.advance(by: 0.85)
        #expect(host.drawnViews[0].fillColor == resolved(.blue))
        #expect(isClose(host.drawnViews[0].transform.scaleX, 1))
        host.touchUp()
    }

    @Test("000-spring-back-rectangle S-72: the rectangle follows the drag and springs back withAnimation(.spring)")
    func springBack() {
        let host = ViewHost(SpringBackRectangleView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 80, height: 0)), lift: false)
        #expect(isClose(host.drawnViews[0].center.x, rest.x + 80))
        host.touchUp()
        host.advance(by: 0.1)
        let midway = host.drawnViews[0].center.x - rest.x
        #expect(midway > 1 && midway < 79, "animating back: \(midway)")
        host.advance(by: 3)
        #expect(isClose(host.drawnViews[0].center, rest, 0.1))
    }

    @Test("000-photo-magnify S-40 S-71: the photo scales with the pinch and resets after it")
    func photoMagnify() {
        let host = ViewHost(PhotoMagnifyView())
        host.pinch(center: host.drawnViews[0].center, from: 100, to: 200, lift: false)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 2, 0.02))
        host.touchUp(0)
        host.touchUp(1)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 1))
    }

    @Test("000-photo-persisted-scale S-40 S-71: the scale persists after the pinch and is clamped to 5")
    func persistedScale() {
        let host = ViewHost(PhotoPersistedScaleView())
        let center = host.drawnViews[0].center
        host.pinch(center: center, from: 40, to: 80)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 2, 0.02))
        host.pinch(center: center, from: 40, to: 160)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 5, 0.02))
        host.pinch(center: center, from: 160, to: 16)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 0.5, 0.02))
    }

    @Test("000-rotating-rectangle S-41: the rectangle turns with the fingers and keeps the angle")
    func rotatingRectangle() {
        let host = ViewHost(RotatingRectangleView())
        host.rotate(center: host.drawnViews[0].center, by: .degrees(30))
        #expect(abs(degrees(of: host.drawnViews[0].transform) - 30) < 0.5)
    }

    @Test("000-persisted-rotation S-41 S-71: currentAngle keeps each rotation; the gesture angle resets")
    func persistedRotation() {
        let host = ViewHost(PersistedRotationView())
        let center = host.drawnViews[0].center
        host.rotate(center: center, by: .degrees(40), lift: false)
        #expect(abs(degrees(of: host.drawnViews[0].transform) - 40) < 0.5)
        host.touchUp(0)
        host.touchUp(1)
        #expect(abs(degrees(of: host.drawnViews[0].transform) - 40) < 0.5)
        host.rotate(center: center, by: .degrees(20))
        #expect(abs(degrees(of: host.drawnViews[0].transform) - 60) < 0.5)
    }

    @Test("000-magnify-rotate-simultaneous S-54 S-40 S-41: one two-finger motion scales and rotates at once")
    func magnifyAndRotate() {
        let host = ViewHost(MagnifyRotateSimultaneousView())
        let center = host.drawnViews[0].center
        func fingers(_ progress: Double) -> (CGPoint, CGPoint) {
            let radius = 20 + 20 * progress, theta = Angle.degrees(30 * progress).radians
            let dx = CGFloat(radius * cos(theta)), dy = CGFloat(radius * sin(theta))
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
        host.touchDown(0, at: fingers(0).0)
        host.touchDown(1, at: fingers(0).1)
        for step in 1...20 {
            host.advance(by: 0.02)
            let (a, b) = fingers(Double(step) / 20)
            host.send([Touch(id: 0, phase: .moved, location: a, timestamp: host.now),
                       Touch(id: 1, phase: .moved, location: b, timestamp: host.now)])
        }
        #expect(isClose(host.drawnViews[0].transform.scaleX, 2, 0.02))
        #expect(abs(degrees(of: host.drawnViews[0].transform) - 30) < 0.5)
    }

    @Test("000-long-press-before-drag S-56: a drag moves the circle only after a 0.5 s press; the drag starts at touch-down")
    func longPressBeforeDrag() {
        let host = ViewHost(LongPressBeforeDragView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 60, height: 40)))
        #expect(isClose(host.drawnViews[0].center, rest))
        host.longPress(at: rest, duration: 0.6, lift: false)
        for step in 1...10 {
            host.advance(by: 0.02)
            host.move(to: rest.moved(by: CGSize(width: 6 * CGFloat(step), height: 4 * CGFloat(step))))
        }
        #expect(isClose(host.drawnViews[0].center, rest), "finalOffset changes only at the end")
        host.touchUp()
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 60, height: 40))))
    }

    @Test("000-double-tap-or-long-press S-55 S-10: a double tap runs the first; a press the tap gives up on runs the second")
    func doubleTapOrLongPress() {
        let host = ViewHost(DoubleTapOrLongPressView())
        let center = host.drawnViews[0].center
        let printed = PrintCapture.lines {
            host.tap(count: 2, at: center)
            host.advance(by: 1)
            host.tap(at: center)
            host.advance(by: 1)
            host.longPress(at: center, duration: 1)
            host.advance(by: 1)
        }
        #expect(printed == ["handleDoubleTap", "handleLongPress"])
    }

    @Test("000-parent-gesture-over-action S-65: the DON'T case — the Button still wins over a parent .gesture")
    func parentGestureOverAction() {
        let host = ViewHost(ParentGestureOverActionView())
        let printed = PrintCapture.lines { host.tap(on: "Action") }
        #expect(printed == ["doSomething"])
    }

    @Test("000-simultaneous-over-action S-54 S-65: with simultaneousGesture both the Button and the parent fire")
    func simultaneousOverAction() {
        let host = ViewHost(SimultaneousOverActionView())
        let printed = PrintCapture.lines { host.tap(on: "Action") }
        #expect(Set(printed) == ["doSomething", "parentAction"])
        #expect(printed.count == 2)
    }

    @Test("000-state-manual-reset S-50: the DON'T — @State returns only through onEnded, so a cancelled drag leaves the view offset")
    func stateManualReset() {
        let host = ViewHost(StateManualResetView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 70, height: 0)))
        #expect(isClose(host.drawnViews[0].center, rest))
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 70, height: 0)), lift: false)
        #expect(isClose(host.drawnViews[0].center.x, rest.x + 70))
        host.cancelTouch()
        #expect(isClose(host.drawnViews[0].center.x, rest.x + 70), "stays offset: onEnded never runs on cancel")
    }

    @Test("000-gesture-state-auto-reset S-71: the DO — @GestureState resets on end and on cancel")
    func gestureStateAutoReset() {
        let host = ViewHost(GestureStateAutoResetView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 70, height: 0)), lift: false)
        #expect(isClose(host.drawnViews[0].center.x, rest.x + 70))
        host.touchUp()
        #expect(isClose(host.drawnViews[0].center, rest))
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 70, height: 0)), lift: false)
        host.cancelTouch()
        #expect(isClose(host.drawnViews[0].center, rest))
    }

    @Test("000-long-press-no-feedback S-22: the DON'T — nothing changes for two seconds, then the result shows")
    func noFeedback() {
        let host = ViewHost(LongPressNoFeedbackView())
        host.touchDown(at: host.center(of: "Hold for two seconds"))
        host.advance(by: 1)
        let text = host.view("Hold for two seconds")
        #expect(text.opacity == 1)
        host.advance(by: 1.05)
        #expect(host.view(withText: "Result") != nil)
        host.touchUp()
    }

    @Test("000-long-press-with-feedback S-21 S-22 S-71: the DO — dimmed from touch-down, reset when the press succeeds")
    func withFeedback() {
        let host = ViewHost(LongPressWithFeedbackView())
        host.touchDown(at: host.center(of: "Hold for two seconds"))
        #expect(isClose(host.view("Hold for two seconds").opacity, 0.5))
        host.advance(by: 2.05)
        #expect(host.view(withText: "Result") != nil)
        #expect(isClose(host.view("Result").opacity, 1), "reset while the finger is still down")
        host.touchUp()
    }

    @Test("000-expensive-drag S-51: the DON'T — the heavy work runs on every change of the drag")
    func expensiveDrag() {
        let host = ViewHost(ExpensiveDragView())
        let center = host.drawnViews[0].center
        let printed = PrintCapture.lines {
            host.drag(from: center, to: center.moved(by: CGSize(width: 90, height: 0)), duration: 0.3, sampleRate: 60)
        }
        let rounds = printed.count / 3
        #expect(rounds >= 15, "one round per move after the 10 pt threshold: \(printed.count) lines")
        #expect(printed == Array(repeating: ["performExpensiveHitTest", "applyComplexFilter", "updateModel"], count: rounds).flatMap { $0 })
    }

    @Test("000-deferred-work-drag S-50 S-51: the DO — the marker follows the finger and the heavy work runs once, at the end")
    func deferredWork() {
        let host = ViewHost(DeferredWorkDragView())
        let square = host.drawnViews[0].globalFrame
        let start = CGPoint(x: square.midX, y: square.midY)
        let end = start.moved(by: CGSize(width: 50, height: 30))
        let printed = PrintCapture.lines {
            host.drag(from: start, to: end, lift: false)
            let marker = host.drawnViews.first { $0.fillColor == resolved(.red) }
            #expect(marker.map { isClose($0.center, end) } == true, "\(String(describing: marker))")
            host.touchUp(at: end)
        }
        #expect(printed == ["performExpensiveHitTest"])
    }
}
