import Foundation
import Tactile
import TactileTesting

/// A `ViewHost` with one finger down on a view and dragging: `move()` sends one move event at
/// 240 Hz through the whole host (engine pass, callbacks, state, body, layout when state changed).
///
/// Invariant checked at set-up: the touch-down started an attempt and, after the warm-up, every
/// move reaches the expected number of `onChanged` actions (when a counter is given).
@MainActor
final class HostMoveFixture {
    private let host: ViewHost<AnyView>
    private var batch: [Touch]
    private let start: CGPoint
    private var step = 0

    /// - Parameters:
    ///   - at: where the finger goes down; nil means the centre of the first drawn view.
    ///   - counter/expectedChanges: when given, each move must run that many `onChanged` actions.
    init(_ view: AnyView, at point: CGPoint? = nil, counter: ChangeCounter? = nil, expectedChanges: Int = 0) {
        host = ViewHost(view)
        guard let start = point ?? host.drawnViews.first?.center else { fatalError("HostMoveFixture: the view draws nothing") }
        self.start = start
        batch = [Touch(id: 0, phase: .began, location: start, timestamp: 0)]
        host.send(batch)
        batch[0].phase = .moved
        for _ in 0..<64 { move() }
        let before = counter?.count ?? 0
        move()
        guard host.rejectedChanges.isEmpty else { fatalError("HostMoveFixture: refused touches") }
        if let counter, counter.count - before != expectedChanges {
            fatalError("HostMoveFixture: expected \(expectedChanges) onChanged calls per move, saw \(counter.count - before)")
        }
    }

    /// One move event, from a benchmark closure.
    nonisolated func moveFromBenchmark() { onMain { move() } }

    /// One move event of the finger, 1/240 s after the previous one, within 40 pt of the start.
    func move() {
        step += 1
        batch[0].timestamp += 1.0 / 240
        batch[0].location = CGPoint(x: start.x + Double(step % 40), y: start.y + Double(step % 23))
        host.send(batch)
    }
}
