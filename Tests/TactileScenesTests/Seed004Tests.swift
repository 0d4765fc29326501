import Foundation
import Testing
import TactileTesting
@testable import TactileScenes

@MainActor
@Suite("Seed 004 — Understanding gestures (the star)", .serialized)
struct Seed004Tests {
    @Test("004-star-tap-print S-12: a tap prints once")
    func tapPrints() {
        let host = ViewHost(StarTapPrintView())
        let printed = PrintCapture.lines { host.tap(at: host.drawnViews[0].center) }
        #expect(printed == ["Tapped!"])
    }

    @Test("004-star-tap-scale S-12: each tap toggles the star between full and half size, animated")
    func tapToggleScale() {
        let host = ViewHost(StarTapScaleView())
        host.tap(at: host.drawnViews[0].center)
        host.advance(by: 0.1)
        let midway = host.drawnViews[0].transform.scaleX
        #expect(midway < 1 && midway > 0.5)
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 0.5))
        host.tap(at: host.drawnViews[0].center)
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 1))
    }

    @Test("004-star-long-press-scale S-22 S-23: a tap does nothing; a one-second press halves the star")
    func longPressScale() {
        let host = ViewHost(StarLongPressScaleView())
        let star = host.drawnViews[0].center
        host.tap(at: star)
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 1))
        host.longPress(at: star, duration: 1.1)
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].transform.scaleX, 0.5))
    }

    @Test("004-star-press-feedback S-21 S-22 S-71: the star dims to 0.4 while pressed and shrinks to 0.5 after one second")
    func dimsWhilePressedShrinksAfter() {
        let host = ViewHost(StarPressFeedbackView())
        host.touchDown(at: host.drawnViews[0].center)
        #expect(isClose(host.drawnViews[0].opacity, 0.4))
        host.advance(by: 0.9)
        #expect(isClose(host.drawnViews[0].opacity, 0.4))
        #expect(isClose(host.drawnViews[0].transform.scaleX, 1))
        host.advance(by: 0.2)
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].opacity, 1), "the long press ended: @GestureState reset")
        #expect(isClose(host.drawnViews[0].transform.scaleX, 0.5))
        host.touchUp()
        #expect(isClose(host.drawnViews[0].opacity, 1))
    }

    @Test("004-star-drag-back S-52 S-71: the star follows the drag and returns when released")
    func dragReturns() {
        let host = ViewHost(StarDragBackView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 80, height: 40)), lift: false)
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 80, height: 40))))
        host.touchUp()
        host.advance(by: 0.1)
        #expect(host.drawnViews[0].center.x > rest.x + 1, "animated (easeInOut) back")
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest))
    }

    @Test("004-star-drag-position S-50 S-71: @State position keeps the star where it was dropped")
    func dragKeepsPosition() {
        let host = ViewHost(StarDragPositionView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 80, height: 40)))
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 80, height: 40))))
        host.drag(from: host.drawnViews[0].center, to: host.drawnViews[0].center.moved(by: CGSize(width: -30, height: 0)))
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 50, height: 40))))
    }

    /// Long press, then drag: the scenario of 004's sequenced examples.
    /// `draggingOpacity`: 0.5 where the dragging state still counts as pressing (DragState), 1 where
    /// the dimming is the long press's own @GestureState, reset when the long press ends (S-71).
    static func pressThenDrag(_ view: AnyView, dimmed: Double, draggingOpacity: Double) {
        let host = ViewHost(view)
        let rest = host.drawnViews[0].center
        // Moving at once fails the long press (S-23): the drag never starts.
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 100, height: 50)))
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest))
        // Held for a second, then moved: the drag starts and the offset is kept (S-56).
        host.touchDown(at: rest)
        #expect(isClose(host.drawnViews[0].opacity, dimmed))
        host.advance(by: 1.05)
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 100, height: 50)), lift: false)
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 100, height: 50))))
        #expect(isClose(host.drawnViews[0].opacity, draggingOpacity))
        host.touchUp()
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 100, height: 50))))
        #expect(isClose(host.drawnViews[0].opacity, 1))
    }

    @Test("004-star-long-press-drag S-56 S-23: the drag starts only after a one-second press; the offset is kept")
    func sequencedPressThenDrag() {
        let printed = PrintCapture.lines { Self.pressThenDrag(AnyView(StarLongPressDragView()), dimmed: 0.5, draggingOpacity: 1) }
        #expect(printed.contains("Tapping"))
    }

    @Test("004-star-drag-state S-56: the DragState enum version behaves the same")
    func dragStatePressThenDrag() {
        Self.pressThenDrag(AnyView(StarDragStateView()), dimmed: 0.5, draggingOpacity: 0.5)
    }

    @Test("004-draggable S-56: DraggableView makes a star, a text and a circle press-then-draggable",
          arguments: ["004-draggable-star", "004-draggable-text", "004-draggable-circle"])
    func draggable(id: String) throws {
        let scene = try #require(SceneCatalog.scene(id))
        Self.pressThenDrag(scene.make(), dimmed: 0.5, draggingOpacity: 0.5)
    }
}
