import Foundation
import Testing
import TactileTesting
@testable import TactileScenes

@MainActor
@Suite("Seed 000 — swiftui-gestures review skill", .serialized)
struct Seed000Tests {
    @Test("000-gesture-state-position S-71: @GestureState springs back, @State position persists")
    func positionPersists() {
        let host = ViewHost(GestureStatePositionView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 60, height: 30)), lift: false)
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 60, height: 30))))
        host.touchUp()
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 60, height: 30))))
    }

    @Test("000-gesture-state-spring-reset S-70 S-71 S-72: the reset animates with the reset transaction's spring")
    func springReset() {
        let host = ViewHost(GestureStateSpringResetView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 100, height: 0)), lift: false)
        #expect(isClose(host.drawnViews[0].center.x, rest.x + 100))
        host.touchUp()
        let released = host.now
        var samples: [CGFloat] = []
        for step in 1...4 {
            host.advance(to: released + 0.05 * Double(step))
            samples.append(host.drawnViews[0].center.x - rest.x)
        }
        #expect(samples.allSatisfy { $0 > 0 && $0 < 100 }, "intermediate frames: \(samples)")
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 > $1 }, "moving back: \(samples)")
        host.advance(to: released + 3)
        #expect(isClose(host.drawnViews[0].center, rest, 0.1))
    }

    @Test("000-parent-swallows-child S-65: a parent .gesture does not steal a Button's tap (the seed's \"never fires\" is not iOS 18)")
    func buttonWinsOverParentGesture() {
        let log = Log()
        let host = ViewHost(ParentSwallowsChildView(handleChild: { log("child") }, handleParent: { log("parent") }))
        host.tap(on: "Child")
        #expect(log.entries == ["child"])
    }

    @Test("000-simultaneous-parent S-54 S-65: simultaneousGesture over a Button runs both")
    func simultaneousRunsBoth() {
        let log = Log()
        let host = ViewHost(SimultaneousParentView(handleChild: { log("child") }, handleParent: { log("parent") }))
        host.tap(on: "Child")
        #expect(Set(log.entries) == ["child", "parent"])
        #expect(log.entries.count == 2)
    }

    @Test("000-high-priority-parent S-60 S-55: highPriorityGesture on the parent wins over the child's tap")
    func highPriorityParentWins() {
        let log = Log()
        let host = ViewHost(HighPriorityParentView(handleChild: { log("child") }, handleParent: { log("parent") }))
        host.tap(on: "Child")
        #expect(log.entries == ["parent"])
    }

    @Test("000-swipe-gesture S-58 S-30: SwipeGesture reports the dominant direction; short drags are not swipes")
    func swipeDirections() {
        let host = ViewHost(SwipeRectangleView())
        let center = host.drawnViews[0].center
        let printed = PrintCapture.lines {
            host.drag(from: center, to: center.moved(by: CGSize(width: -80, height: 10)))
            host.drag(from: center, to: center.moved(by: CGSize(width: 5, height: -120)))
            host.drag(from: center, to: center.moved(by: CGSize(width: 30, height: 0)))
            host.drag(from: center, to: center.moved(by: CGSize(width: 90, height: 60)))
        }
        #expect(printed == ["Swiped left", "Swiped up", "Swiped right"])
    }
}

@MainActor
@Suite("Seed 001 — gesture notes", .serialized)
struct Seed001Tests {
    @Test("001-tap-me S-62: onTapGesture on a Text prints")
    func tapMe() {
        let host = ViewHost(TapMeView())
        let printed = PrintCapture.lines { host.tap(on: "Tap me!") }
        #expect(printed == ["Tapped!"])
    }

    @Test("001-multi-tap-toggle S-64: a double tap toggles; the count-2 tap, attached first, wins a triple tap")
    func multiTap() {
        let host = ViewHost(MultiTapToggleView())
        host.tap(count: 2, on: "Off")
        #expect(host.view(withText: "On") != nil)
        let printed = PrintCapture.lines { host.tap(count: 3, on: "On"); host.advance(by: 1) }
        #expect(host.view(withText: "Off") != nil)
        #expect(printed.isEmpty)
    }

    @Test("001-tap-location S-13 S-62: the location tap runs; the seed's \\\\( prints the text literally")
    func tapLocation() {
        for view in [AnyView(TapLocationView()), AnyView(TapGlobalLocationView())] {
            let host = ViewHost(view)
            let printed = PrintCapture.lines { host.tap(at: host.drawnViews[0].center) }
            #expect(printed == [#"Tapped at \(location)"#])
        }
    }

    @Test("001-long-press-toggle S-63: a long press toggles press")
    func longPressToggle() {
        let host = ViewHost(LongPressToggleView())
        host.longPress(on: "Not pressed", duration: 0.3)
        #expect(host.view(withText: "Not pressed") != nil)
        host.longPress(on: "Not pressed", duration: 0.6)
        #expect(host.view(withText: "Pressed") != nil)
    }

    @Test("001-long-press-two-seconds S-63 S-22: only a press of two seconds performs")
    func twoSeconds() {
        let host = ViewHost(LongPressTwoSecondsView())
        let printed = PrintCapture.lines {
            host.longPress(on: "Press me", duration: 1.5)
            host.longPress(on: "Press me", duration: 2.1)
        }
        #expect(printed == ["Long pressed!"])
    }

    @Test("001-long-press-pressing-changed S-63: pressing true, then false, then perform; an early lift only false")
    func pressingChangedOrder() {
        let host = ViewHost(LongPressPressingChangedView())
        let pressing = #"In progress: \(inProgress)!"#
        let success = PrintCapture.lines { host.longPress(on: "Press me", duration: 2.1) }
        #expect(success == [pressing, pressing, "Long pressed!"])
        let early = PrintCapture.lines { host.longPress(on: "Press me", duration: 1); host.advance(by: 2) }
        #expect(early == [pressing, pressing])
    }

    @Test("001-random-color-tap S-12: a tap recolours the rectangle")
    func randomColor() {
        let host = ViewHost(RandomColorTapView())
        #expect(host.drawnViews[0].fillColor == resolved(.blue))
        host.tap(at: host.drawnViews[0].center)
        host.advance(by: 2)
        #expect(host.drawnViews[0].fillColor != resolved(.blue))
    }

    @Test("001-long-press-feedback S-52 S-72: the press dims and shrinks the star with the transaction's 2 s easeIn")
    func feedbackAnimated() {
        let host = ViewHost(LongPressFeedbackView())
        host.touchDown(at: host.drawnViews[0].center)
        host.advance(by: 1)
        let opacity = host.drawnViews[0].opacity
        #expect(opacity > 0.4 + 0.01 && opacity < 1 - 0.01, "midway: \(opacity)")
        host.advance(by: 1.5)
        #expect(isClose(host.drawnViews[0].opacity, 0.4))
        #expect(isClose(host.drawnViews[0].transform.scaleX, 0.5))
        host.touchUp()
    }

    @Test("001-long-press-tap-press S-21 S-22: onChanged marks the tap at once, onEnded toggles press after two seconds")
    func tapThenPress() {
        let host = ViewHost(LongPressTapPressView())
        #expect(host.drawnViews[0].fillColor == resolved(.gray))
        host.touchDown(at: host.drawnViews[0].center)
        #expect(host.drawnViews[0].fillColor == resolved(.orange))
        #expect(isClose(host.drawnViews[0].transform.scaleX, 1))
        host.advance(by: 2.05)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 0.5))
        host.touchUp()
    }

    @Test("001-rome-drag S-30 S-31: nothing moves before 50 pt; then the image follows and returns on release")
    func romeDrag() {
        let host = ViewHost(RomeDragView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 40, height: 0)), lift: false)
        #expect(isClose(host.drawnViews[0].center, rest))
        host.move(to: rest.moved(by: CGSize(width: 120, height: 0)))
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 120, height: 0))))
        host.touchUp()
        #expect(isClose(host.drawnViews[0].center, rest))
    }

    @Test("001-star-drag-back S-71: with the deprecated animation(_:), the star animates back after a drag")
    func starDragBackNotes() throws {
        let host = ViewHost(try #require(SceneCatalog.scene("001-star-drag-back")).make())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 0, height: 90)), lift: false)
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 0, height: 90))))
        host.touchUp()
        host.advance(by: 0.1)
        #expect(host.drawnViews[0].center.y > rest.y + 1)
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest))
    }

    @Test("001-zoom S-40: a pinch zooms and totalZoom keeps it; the accessibility zoom action adds and removes 1")
    func zoomPersists() {
        let host = ViewHost(ZoomView().accessibilityIdentifier("zoom"))
        let center = host.drawnViews[0].center
        host.pinch(center: center, from: 100, to: 200)
        host.advance(by: 0.5)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 2, 0.02))
        #expect(host.performAccessibilityZoom(.zoomIn, on: "zoom"))
        #expect(isClose(host.drawnViews[0].transform.scaleX, 3, 0.02))
        #expect(host.performAccessibilityZoom(.zoomOut, on: "zoom"))
        #expect(host.performAccessibilityZoom(.zoomOut, on: "zoom"))
        #expect(isClose(host.drawnViews[0].transform.scaleX, 1, 0.02))
    }

    @Test("001-zoom-reset S-40 S-71: with @GestureState the zoom follows the pinch and resets after it")
    func zoomResets() {
        let host = ViewHost(ZoomResetView())
        let center = host.drawnViews[0].center
        host.pinch(center: center, from: 100, to: 150, lift: false)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 1.5, 0.02))
        host.touchUp(0)
        host.touchUp(1)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 1))
    }

    @Test("001-rotate-text S-41: the rotation follows the fingers and finalAmount keeps it")
    func rotatePersists() {
        let host = ViewHost(RotateTextView())
        func degrees() -> Double {
            let t = host.view("Hello, World!").transform
            return atan2(Double(t.b), Double(t.a)) * 180 / .pi
        }
        host.rotate(center: host.center(of: "Hello, World!"), by: .degrees(40))
        #expect(abs(degrees() - 40) < 0.5)
        // Fingers close to the centre, so both land on the rotated text.
        host.rotate(center: host.center(of: "Hello, World!"), radius: 8, by: .degrees(30))
        #expect(abs(degrees() - 70) < 0.5)
    }
}
