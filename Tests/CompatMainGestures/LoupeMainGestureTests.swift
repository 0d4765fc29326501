import Foundation
import Loupe
import TactileTesting
import Testing

// Aeastr/Loupe — README "Position Tracking": `DraggablePositionView("Tracker").draggablePositionViewInteractions(
// dragEnabled: true)`, "Monitor coordinates with draggable overlays"; its docs' Quick Start puts it in a `ZStack`
// with `.frame(width: 15)` and `.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)`. In
// the library the crosshair circle follows the finger (`DragGesture(minimumDistance: 1, coordinateSpace:
// .global)`'s translation as its offset) and its caption reads "x: … y: …": the circle's origin in the chosen
// coordinate space (via `onGeometryChange`) plus the offset; the drag's end keeps the offset.
struct LoupeReadmeView: View {
    var body: some View {
        ZStack {
            Color.blue
            DraggablePositionView("Tracker")
                .frame(width: 15)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .draggablePositionViewInteractions(dragEnabled: true)
    }
}

@MainActor
@Suite("Aeastr/Loupe: the position tracker follows a drag and reads its position")
struct LoupeMainGestureTests {
    /// The caption's "x: … y: …" text.
    func caption<V: View>(_ host: ViewHost<V>) -> String? { host.drawnViews.compactMap(\.text).first { $0.hasPrefix("x: ") } }
    func tracker<V: View>(_ host: ViewHost<V>) -> CGRect { host.view("Tracker").globalFrame }

    @Test("At rest the 15-pt circle is at the top-leading corner and reads x: 0.0  y: 0.0 (local)")
    func atRest() {
        let host = ViewHost(LoupeReadmeView())
        host.advance(by: 0.1)
        #expect(caption(host) == "x: 0.0  y: 0.0")
    }

    @Test("A drag of (100, 150) moves the tracker by that much and its caption to x: 100.0  y: 150.0; a second drag adds to it")
    func dragMoves() {
        let host = ViewHost(LoupeReadmeView())
        host.advance(by: 0.1)
        let before = tracker(host)
        // The circle is 15 pt wide and as tall as the canvas (only its width is fixed): grab its middle.
        let start = CGPoint(x: 7.5, y: 422)
        host.touchDown(at: start)
        for i in 1...10 {
            host.advance(by: 0.02)
            host.move(to: CGPoint(x: start.x + CGFloat(i) * 10, y: start.y + CGFloat(i) * 15))
        }
        host.advance(by: 0.02)
        #expect(caption(host) == "x: 100.0  y: 150.0", "while dragging")
        let during = tracker(host)
        #expect(abs(during.minX - before.minX - 100) < 0.5 && abs(during.minY - before.minY - 150) < 0.5, "\(before) → \(during)")
        host.touchUp()
        host.advance(by: 0.1)
        #expect(caption(host) == "x: 100.0  y: 150.0", "kept after the lift")
        host.drag(from: CGPoint(x: 107.5, y: 572), to: CGPoint(x: 57.5, y: 552), duration: 0.3)
        host.advance(by: 0.1)
        #expect(caption(host) == "x: 50.0  y: 130.0")
    }
}
