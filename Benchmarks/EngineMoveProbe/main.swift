import Foundation
import TactileGestures

// Sends move events to live drag gestures through the engine alone, outside any task — as the
// host's main loop does — for deterministic instruction counts under callgrind and allocation
// counts without the benchmark harness (docs/PERFORMANCE.md, "Instruction counts").
//
// usage: EngineMoveProbe [LIVE_GESTURES (1)] [EVENTS (100000)]
// Prints the onChanged calls and the mean wall time per event. The cost of N events is the
// difference between two runs with different EVENTS, which cancels start-up.

/// Counts `onChanged` calls, so the probe shows its gestures are live.
final class ChangeCounter {
    var count = 0
}

func runProbe() {
    let arguments = CommandLine.arguments.dropFirst().map { Int($0) }
    let liveGestures = max(arguments.first.flatMap { $0 } ?? 1, 1)
    let events = max(arguments.dropFirst().first.flatMap { $0 } ?? 100_000, 0)
    let counter = ChangeCounter()
    func drag() -> AnyGesture<Void> {
        AnyGesture(DragGesture(minimumDistance: 0).onChanged { _ in counter.count += 1 }.map { _ in () })
    }
    var gesture = drag()
    for _ in 1..<liveGestures { gesture = AnyGesture(gesture.simultaneously(with: drag()).map { _ in () }) }
    let root = gesture
    let session = GestureSession(configuration: .standard, trace: nil) { _ in root._makeGestureNode() }
    var touch = Touch(id: 0, phase: .began, location: CGPoint(x: 100, y: 100), timestamp: 0)
    func send() {
        do { try session.receive(CollectionOfOne(touch)) } catch { fatalError("EngineMoveProbe: refused \(error)") }
    }
    func move(_ count: Int) {
        for step in 0..<count {
            touch.timestamp += 1.0 / 240
            touch.location = CGPoint(x: 100 + Double(step % 50), y: 100 + Double(step % 37))
            send()
        }
    }
    send()
    touch.phase = .moved
    move(100)  // warm-up
    let start = Date()
    move(events)
    let elapsed = Date().timeIntervalSince(start)
    print("onChanged calls: \(counter.count), \(events > 0 ? elapsed / Double(events) * 1e9 : 0) ns/event")
}

runProbe()
