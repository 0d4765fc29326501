import Foundation
import Testing
import TactileTesting
@testable import TactileScenes

@MainActor
@Suite("Seed 002 — DragGesture circle", .serialized)
struct Seed002Tests {
    @Test("002-circle-clamped-drag S-31 S-51: the circle stays within ±100 pt while dragged and springs back on release (withAnimation)")
    func clampedDragSpringsBack() {
        let host = ViewHost(CircleClampedDragView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: -250, height: 60)), lift: false)
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: -100, height: 60))))
        host.move(to: rest.moved(by: CGSize(width: 180, height: 300)))
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 100, height: 100))))
        host.touchUp()
        let released = host.now
        host.advance(to: released + 0.1)
        let midway = host.drawnViews[0].center
        #expect(midway.x > rest.x + 1 && midway.x < rest.x + 100, "animating back: \(midway)")
        host.advance(to: released + 3)
        #expect(isClose(host.drawnViews[0].center, rest, 0.5))
    }

    @Test("002-circle-position-drag S-50: the circle keeps its position after each drag")
    func positionPersists() {
        let host = ViewHost(CirclePositionDragView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: -100, height: 100)))
        let first = host.drawnViews[0].center
        #expect(isClose(first, rest.moved(by: CGSize(width: -100, height: 100))))
        host.drag(from: first, to: first.moved(by: CGSize(width: 200, height: 0)))
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 100, height: 100))))
    }
}

@MainActor
@Suite("Seed 003 — Adding interactivity with gestures", .serialized)
struct Seed003Tests {
    @Test("003-shape-tap S-10 S-66: a tap on the circle prints; a tap beside its path does not")
    func shapeTapPrints() {
        let host = ViewHost(ShapeTapView())
        let circle = host.drawnViews[0].globalFrame
        let printed = PrintCapture.lines {
            host.tap(at: CGPoint(x: circle.minX + 3, y: circle.minY + 3))
            host.tap(at: CGPoint(x: circle.midX, y: circle.midY))
        }
        #expect(printed == ["View tapped!"])
    }

    @Test("003-counter-updating S-21 S-71: the circle is yellow while pressed, green again after")
    func colorWhilePressed() {
        let host = ViewHost(CounterViewUpdating())
        #expect(host.drawnViews[0].fillColor == resolved(.green))
        host.touchDown(at: host.drawnViews[0].center)
        #expect(host.drawnViews[0].fillColor == resolved(.yellow))
        host.advance(by: 0.5)
        #expect(host.drawnViews[0].fillColor == resolved(.yellow))
        host.touchUp()
        #expect(host.drawnViews[0].fillColor == resolved(.green))
    }

    @Test("003-counter-counting S-21 S-51: each long-press attempt counts, failed or not")
    func countsAttempts() {
        let host = ViewHost(CounterViewCounting())
        let circle = host.drawnViews[1].center
        host.longPress(at: circle, duration: 0.2)
        host.longPress(at: circle, duration: 1.5)
        host.longPress(at: circle, duration: 0.4)
        #expect(host.drawnViews[0].text == "3")
    }

    @Test("003-counter-done-counting S-50 S-57: counting stops after the first success (doneCounting ? nil : press)")
    func stopsAfterSuccess() {
        let host = ViewHost(CounterViewDoneCounting())
        let circle = host.drawnViews[1].center
        host.longPress(at: circle, duration: 0.4)
        #expect(host.drawnViews[0].text == "1")
        #expect(host.drawnViews[1].fillColor == resolved(.green))
        host.touchDown(at: circle)
        #expect(host.drawnViews[1].fillColor == resolved(.yellow))
        host.advance(by: 1.1)
        #expect(host.drawnViews[1].fillColor == resolved(.red))
        host.touchUp()
        #expect(host.drawnViews[0].text == "2")
        host.longPress(at: circle, duration: 1.5)
        host.longPress(at: circle, duration: 0.2)
        #expect(host.drawnViews[0].text == "2")
        #expect(host.drawnViews[1].fillColor == resolved(.red))
    }
}
