import Benchmark
import Foundation
import TactileGestures

/// A gesture session — the engine alone, no views — with `liveGestures` drag gestures recognizing
/// one finger at once (a simultaneous composition), each with an `onChanged` action, as the host
/// drives it. `move()` sends one move event at 240 Hz.
///
/// Invariant checked at set-up: after the warm-up every gesture is active and every `onChanged`
/// runs once per event, so the benchmark measures what it says.
final class EngineMoveFixture {
    private let session: GestureSession
    private let changes = ChangeCounter()
    private var touch = Touch(id: 0, phase: .began, location: CGPoint(x: 100, y: 100), timestamp: 0)
    private var step = 0

    init(liveGestures count: Int) {
        let gesture = Self.simultaneousDrags(count, counter: changes)
        session = GestureSession(configuration: .standard, trace: nil) { _ in gesture._makeGestureNode() }
        send()
        touch.phase = .moved
        for _ in 0..<64 { move() }  // warm-up: every buffer reaches its steady capacity
        let before = changes.count
        move()
        guard session.root?.phaseKind == .active, changes.count - before == count else {
            fatalError("EngineMoveFixture: expected \(count) active drags, saw \(changes.count - before) onChanged calls")
        }
    }

    /// One move event of the finger, 1/240 s after the previous one.
    func move() {
        step += 1
        touch.timestamp += 1.0 / 240
        touch.location = CGPoint(x: 100 + Double(step % 50), y: 100 + Double(step % 37))
        send()
    }

    private func send() {
        do {
            try session.receive(CollectionOfOne(touch))
        } catch {
            fatalError("EngineMoveFixture: the engine refused the scripted touch: \(error)")
        }
    }

    /// `count` drags (minimum distance 0, so each is active from the touch-down) with `onChanged`,
    /// combined with `simultaneously(with:)` so all of them see every event.
    static func simultaneousDrags(_ count: Int, counter: ChangeCounter) -> AnyGesture<Void> {
        func drag() -> AnyGesture<Void> {
            AnyGesture(DragGesture(minimumDistance: 0).onChanged { value in
                counter.count += 1
                blackHole(value)
            }.map { _ in () })
        }
        var gesture = drag()
        for _ in 1..<max(count, 1) {
            gesture = AnyGesture(gesture.simultaneously(with: drag()).map { _ in () })
        }
        return gesture
    }
}

/// Counts `onChanged` calls, so a fixture can check that its gestures really are live.
final class ChangeCounter {
    var count = 0
}
