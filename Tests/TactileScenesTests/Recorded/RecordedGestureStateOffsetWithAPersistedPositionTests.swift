// Exported from Tactile Lab: a recording of “@GestureState offset with a persisted position” (000-gesture-state-position), 2.5 s, 2 strokes.
// Each stroke is a touch verb where the verb ends in the state the recording ends in, else the
// recorded events; the expectations are the state the recording ended in.
import Testing
import TactileTesting
import TactileScenes

@MainActor
@Test("Recorded in Tactile Lab: @GestureState offset with a persisted position")
func recordedGestureStateOffsetWithAPersistedPosition() throws {
    let host = ViewHost(SceneCatalog.scene("000-gesture-state-position")!.make(), canvasSize: CGSize(width: 390, height: 600))
    host.advance(to: 0.5)
    host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 255.4, y: 340.2), duration: 0.5)
    host.advance(to: 1.6)
    host.fling(from: CGPoint(x: 255.4, y: 340.2), by: CGSize(width: -40, height: -120), velocity: 944)
    host.advance(to: 2.5)

    #expect(host.stateValue(named: "position", in: "GestureStatePositionView") == "CGSize(width: 20.400000000000006, height: -79.80000000000001)")
    let views = host.drawnViews
    try #require(views.count == 1)
    // Drawn view 0
    #expect(views[0].globalFrame == CGRect(x: 165.4, y: 170.2, width: 99.99999999999997, height: 100))
}
