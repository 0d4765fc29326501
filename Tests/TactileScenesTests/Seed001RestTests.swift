import Foundation
import Testing
import TactileTesting
@testable import TactileScenes

/// The one-line variants of seed 001: the Rome drag's two animations, the menu snap and the star
/// that keeps its position.
@MainActor
@Suite("Seed 001 — one-line variants", .serialized)
struct Seed001RestTests {
    @Test("001-rome-implicit-animation S-30 S-72: with .animation(.default, value:) the image animates back on release")
    func implicitAnimation() {
        let host = ViewHost(RomeImplicitAnimationView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 120, height: 0)), lift: false)
        host.advance(by: 2)
        #expect(isClose(host.drawnViews[0].center.x, rest.x + 120, 0.1))
        host.touchUp()
        host.advance(by: 0.1)
        let midway = host.drawnViews[0].center.x - rest.x
        #expect(midway > 1 && midway < 119, "animating back: \(midway)")
        host.advance(by: 3)
        #expect(isClose(host.drawnViews[0].center, rest, 0.1))
    }

    @Test("001-rome-bouncy S-30 S-72: the image follows at once (minimum distance 10) and returns withAnimation(.bouncy)")
    func bouncy() {
        let host = ViewHost(RomeBouncyView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 0, height: 80)), lift: false)
        #expect(isClose(host.drawnViews[0].center.y, rest.y + 80))
        host.touchUp()
        host.advance(by: 0.05)
        let midway = host.drawnViews[0].center.y - rest.y
        #expect(midway > 1 && midway < 79, "animating back: \(midway)")
        host.advance(by: 3)
        #expect(isClose(host.drawnViews[0].center, rest, 0.1))
    }

    @Test("001-menu-drag S-50: a drag of more than 100 pt down puts the menu at 200, a shorter one back at 0")
    func menuSnap() {
        let host = ViewHost(MenuDragView())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 0, height: 150)), lift: false)
        #expect(isClose(host.drawnViews[0].center, rest), "the menu moves only when the drag ends")
        host.touchUp()
        #expect(isClose(host.drawnViews[0].center.y, rest.y + 200))
        let open = host.drawnViews[0].center
        host.drag(from: open, to: open.moved(by: CGSize(width: 0, height: 50)))
        #expect(isClose(host.drawnViews[0].center, rest))
    }

    @Test("001-star-drag-position S-71: position keeps each drag while dragOffset resets, so the star stays where it was dropped")
    func starKeepsPosition() throws {
        let host = ViewHost(try #require(SceneCatalog.scene("001-star-drag-position")).make())
        let rest = host.drawnViews[0].center
        host.drag(from: rest, to: rest.moved(by: CGSize(width: 0, height: 90)), lift: false)
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 0, height: 90)), 0.1))
        host.touchUp()
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 0, height: 90)), 0.1))
        let dropped = host.drawnViews[0].center
        host.drag(from: dropped, to: dropped.moved(by: CGSize(width: 50, height: 0)))
        host.advance(by: 1)
        #expect(isClose(host.drawnViews[0].center, rest.moved(by: CGSize(width: 50, height: 90)), 0.1))
    }
}
