import Foundation
import Tactile
import TactileGestures
import TactileUI

/// A `GestureHost` — the host loop as an app runs it, with no trace (`ViewHost`, the testing
/// host, always records one) — with one finger down on a view and dragging: `move()` sends one
/// move event at 240 Hz through the whole host (engine pass, callbacks, state, body and layout
/// when state changed, geometry refresh).
///
/// Invariant checked at set-up: the touch-down started an attempt and, after the warm-up, every
/// move reaches the expected number of `onChanged` actions (when a counter is given).
@MainActor
final class HostMoveFixture {
    private let host: GestureHost
    private var batch: [Touch]
    private let start: CGPoint
    private var step = 0

    /// - Parameters:
    ///   - counter/expectedChanges: when given, each move must run that many `onChanged` actions.
    init(_ view: AnyView, counter: ChangeCounter? = nil, expectedChanges: Int = 0) {
        host = GestureHost(rootView: view, canvasSize: BenchmarkCanvas.size, trace: nil)
        guard let start = BenchmarkCanvas.firstDrawnCenter(in: host.graph) else { fatalError("HostMoveFixture: the view draws nothing") }
        self.start = start
        batch = [Touch(id: 0, phase: .began, location: start, timestamp: 0)]
        send()
        batch[0].phase = .moved
        for _ in 0..<64 { move() }  // warm-up: every buffer reaches its steady capacity
        let before = counter?.count ?? 0
        move()
        guard host.session.hasLiveAttempt else { fatalError("HostMoveFixture: the touch-down started no gesture") }
        if let counter, counter.count - before != expectedChanges {
            fatalError("HostMoveFixture: expected \(expectedChanges) onChanged calls per move, saw \(counter.count - before)")
        }
    }

    /// One move event of the finger, 1/240 s after the previous one, within 40 pt of the start.
    func move() {
        step += 1
        batch[0].timestamp += 1.0 / 240
        batch[0].location = CGPoint(x: start.x + Double(step % 40), y: start.y + Double(step % 23))
        send()
    }

    private func send() {
        do {
            try host.receive(batch)
        } catch {
            fatalError("HostMoveFixture: the host refused the scripted touch: \(error)")
        }
    }
}

/// The canvas every view benchmark uses (ViewHost's default, an iPhone-sized screen).
@MainActor
enum BenchmarkCanvas {
    static let size = CGSize(width: 390, height: 844)

    /// The centre of the first view drawn (the first leaf in drawing order), on the canvas.
    static func firstDrawnCenter(in graph: ViewGraph) -> CGPoint? {
        graph.update()
        guard var node = graph.roots.first else { return nil }
        while let child = node.childrenInDrawingOrder.first { node = child }
        return CGPoint(x: node.globalFrame.midX, y: node.globalFrame.midY)
    }
}
