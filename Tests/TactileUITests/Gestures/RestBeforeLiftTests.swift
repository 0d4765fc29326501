import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A panel whose `DragGesture` keeps every ended value.
private struct DragPanel: View {
    let ends: DragEnds
    var body: some View {
        Color.blue
            .frame(width: 300, height: 600)
            .accessibilityIdentifier("panel")
            .gesture(DragGesture().onEnded { ends.append($0) })
    }
}

/// UIKit: a pan whose finger rests before it lifts reports about zero velocity, so a scroll view
/// does not fling and a `DragGesture`'s predicted end is where the finger lifted
/// (`GestureConfiguration.velocityStillnessInterval`).
@MainActor
@Suite("A finger that rests before lifting does not fling (UIKit's pan velocity)")
struct RestBeforeLiftTests {
    /// Drags `points` points in 0.2 s at 60 Hz, rests `rest` seconds, then lifts.
    private func dragRestLift(_ host: some TouchScripting, from start: CGPoint, by points: CGFloat, rest: Double) {
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + points), duration: 0.2, lift: false)
        host.advance(by: rest)
        host.touchUp()
    }

    @Test("DragGesture: resting 0.1 s before the lift ends with zero velocity and the predicted end at the lift")
    func dragGestureRestedEndsStill() throws {
        let ends = DragEnds()
        let host = ViewHost(DragPanel(ends: ends))
        dragRestLift(host, from: host.center(of: "panel"), by: -150, rest: 0.1)
        let end = try #require(ends.values.last)
        #expect(end.velocity == .zero)
        #expect(end.predictedEndTranslation == end.translation)
        #expect(end.predictedEndLocation == end.location)
    }

    @Test("DragGesture: lifted while moving, the velocity is the finger's (the rest is what zeroes it)")
    func dragGestureLiftedMovingKeepsVelocity() throws {
        let ends = DragEnds()
        let host = ViewHost(DragPanel(ends: ends))
        dragRestLift(host, from: host.center(of: "panel"), by: -150, rest: 0)
        let end = try #require(ends.values.last)
        #expect(abs(end.velocity.height + 750) < 1, "150 pt in 0.2 s")
    }

    @Test("ScrollView: a drag held still 0.1 s before lifting leaves the content where the finger left it")
    func scrollViewRestedDoesNotFling() {
        let host = scrollHost(ScrollRows { index in Text("Row \(index)") })
        dragRestLift(host, from: CGPoint(x: 200, y: 300), by: -200, rest: 0.1)
        let lifted = host.scrollOffset
        host.advance(by: 3)
        #expect(abs(host.scrollOffset - lifted) < 0.5, "no deceleration after a rest: \(lifted) → \(host.scrollOffset)")
    }

    @Test("ScrollView: the same drag lifted while moving flings on")
    func scrollViewLiftedMovingFlings() {
        let host = scrollHost(ScrollRows { index in Text("Row \(index)") })
        dragRestLift(host, from: CGPoint(x: 200, y: 300), by: -200, rest: 0)
        let lifted = host.scrollOffset
        host.advance(by: 3)
        #expect(host.scrollOffset > lifted + 100)
    }
}
