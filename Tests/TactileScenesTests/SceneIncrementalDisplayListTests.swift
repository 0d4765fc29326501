import Foundation
import Testing
import TactileTesting
@testable import TactileScenes

/// Every scene, driven through a tap, a drag, a long press and a two-finger pinch on the middle of
/// its canvas, with its animations running: after every step `displayList()` (which redraws only
/// what changed) equals the list drawn from scratch (issue 11, item 4).
@MainActor
@Suite("Scene display lists, incremental against whole")
struct SceneIncrementalDisplayListTests {
    @Test("each scene's incremental display list equals a whole redraw after every step", arguments: SceneCatalog.all.map(\.id))
    func incrementalEqualsWhole(id: String) throws {
        let scene = try #require(SceneCatalog.scene(id))
        let host = ViewHost(scene.make())
        var steps = 0
        func check(_ step: String) {
            steps += 1
            let incremental = host.displayList()
            let whole = host.displayListDrawnWhole()
            #expect(incremental == whole, "\(id), \(step): \(incremental.items.count) items, drawn whole \(whole.items.count)")
        }
        func settle(_ label: String, frames: Int = 20) {
            for frame in 0..<frames {
                host.advance(by: 1.0 / 30)
                check("\(label), frame \(frame)")
            }
        }
        let centre = CGPoint(x: host.canvasSize.width / 2, y: host.canvasSize.height / 2)
        check("at rest")
        host.touchDown(at: centre)
        check("tap down")
        host.advance(by: 0.05)
        host.touchUp()
        settle("after the tap")
        host.touchDown(at: centre)
        for move in 1...10 {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: centre.x + CGFloat(move) * 8, y: centre.y + CGFloat(move) * 5))
            check("drag move \(move)")
        }
        host.touchUp()
        settle("after the drag")
        host.touchDown(at: centre)
        settle("long press", frames: 40)
        host.touchUp()
        settle("after the long press")
        host.touchDown(0, at: CGPoint(x: centre.x - 30, y: centre.y))
        host.touchDown(1, at: CGPoint(x: centre.x + 30, y: centre.y))
        for move in 1...8 {
            host.advance(by: 1.0 / 60)
            host.move(0, to: CGPoint(x: centre.x - 30 - CGFloat(move) * 6, y: centre.y - CGFloat(move) * 2))
            host.move(1, to: CGPoint(x: centre.x + 30 + CGFloat(move) * 6, y: centre.y + CGFloat(move) * 2))
            check("pinch move \(move)")
        }
        host.touchUp(0)
        host.touchUp(1)
        settle("after the pinch")
        #expect(steps > 100)
    }
}
