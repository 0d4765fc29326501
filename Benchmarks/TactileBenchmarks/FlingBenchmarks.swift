import Benchmark
import Foundation
import Tactile
import TactileGestures
import TactileUI

/// A fling through a `LazyVStack` and a `List` of 1,000 and of 100,000 rows (issue 33): each
/// sample is one 120 Hz frame of the deceleration after a flick — the content moved by the
/// physics on the host's clock, the rows that come within the margin made, those that leave it
/// dropped. A flick is thrown (outside the measurement) whenever the content has come to rest,
/// alternately down the list and back, so every sample is a frame of a moving fling.
func registerFlingBenchmarks() {
    for (count, name) in [(1_000, "1,000"), (100_000, "100,000")] {
        for (content, kind) in [(ScrollMoveFixture.Content.stack, "LazyVStack"), (.list, "List")] {
            let fling = MainFixture { FlingFixture(rows: count, content: content) }
            Benchmark("Deceleration frame of a fling through a \(name)-row \(kind)",
                      configuration: BenchmarkSettings.perOperation()) { benchmark in
                sampleOnMain(benchmark, prepare: { fling.value.readyToFrame() }, measure: { $0.frame() })
            }
        }
    }
}

/// A `GestureHost` over the rows of `ScrollMoveFixture.view(rows:content:)`, flicked and left to
/// decelerate.
///
/// Invariant checked at set-up: a flick leaves the content moving, and a frame moves it.
@MainActor
final class FlingFixture {
    private let host: GestureHost
    private var time: Double = 0
    private var flicksUp = false
    private let center = CGPoint(x: 195, y: 420)
    /// One frame at 120 Hz (ProMotion), the rate a fling is drawn at on current iPhones.
    private static let frameInterval = 1.0 / 120

    init(rows: Int, content: ScrollMoveFixture.Content) {
        host = GestureHost(rootView: AnyView(ScrollMoveFixture.view(rows: rows, content: content)),
                           canvasSize: BenchmarkCanvas.size, trace: nil)
        host.graph.update()
        let fixture = readyToFrame()
        guard let state = host.graph.scrolls.states.values.first else { fatalError("FlingFixture: no scroll view") }
        let before = state.offset
        fixture.frame()
        guard state.offset != before, state.isMoving(at: host.now) else { fatalError("FlingFixture: a frame after the flick did not move the content") }
        for _ in 0..<64 { readyToFrame().frame() }  // warm-up: every buffer reaches its steady capacity
    }

    /// This fixture, with the content moving: flicks again if it has come to rest.
    func readyToFrame() -> FlingFixture {
        if !host.graph.scrolls.isMoving(at: host.now) { flick() }
        return self
    }

    /// One frame of the deceleration.
    func frame() {
        time += Self.frameInterval
        host.advance(to: time)
    }

    /// A 200-pt flick in 50 ms (4,000 pt/s at the lift, a fling of about 2,000 pt), alternately
    /// up (the content goes down the list) and down, so the flings stay within the list.
    private func flick() {
        flicksUp.toggle()
        let direction: CGFloat = flicksUp ? -1 : 1
        time = max(time, host.now) + 0.1
        var touch = Touch(id: 0, phase: .began, location: CGPoint(x: center.x, y: center.y - direction * 100), timestamp: time)
        send(touch)
        touch.phase = .moved
        for _ in 0..<12 {
            time += 1.0 / 240
            touch.timestamp = time
            touch.location.y += direction * 200 / 12
            send(touch)
        }
        touch.phase = .ended
        send(touch)
    }

    private func send(_ touch: Touch) {
        do {
            try host.receive([touch])
        } catch {
            fatalError("FlingFixture: the host refused the scripted touch: \(error)")
        }
    }
}
