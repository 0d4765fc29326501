import Foundation
import TactileGestures

/// One stroke of a recording: the events from the touch-down that puts a first finger on the
/// glass to the event that lifts (or cancels) the last one. A test exported from the lab writes a
/// stroke as one touch verb where one matches it, else as its events (`ExportedStep`).
///
/// Invariant: `events` are the recording's own, in order; the first has a `.began` change, the
/// last leaves no finger down (unless the recording ended with fingers down: `isComplete` false).
struct RecordedStroke: Equatable {
    /// Where one finger was, from its touch-down to its lift.
    struct Sample: Equatable {
        var time: Double
        var location: CGPoint
        var phase: TouchPhase
    }

    var events: [TouchRecording.Event]
    /// Each finger's samples, by touch id, in the order the fingers came down.
    var fingers: [(id: Int, samples: [Sample])]

    static func == (lhs: RecordedStroke, rhs: RecordedStroke) -> Bool {
        lhs.events == rhs.events && lhs.fingers.map(\.id) == rhs.fingers.map(\.id)
            && lhs.fingers.map(\.samples) == rhs.fingers.map(\.samples)
    }

    var start: Double { events.first?.time ?? 0 }
    var end: Double { events.last?.time ?? 0 }

    /// Whether every finger came down and went up in this stroke (lifted, not cancelled).
    var isComplete: Bool {
        fingers.allSatisfy { $0.samples.first?.phase == .began && $0.samples.last?.phase == .ended }
    }

    /// The recording's strokes, in order. Events that only pass time (no changes) between
    /// strokes belong to none: the test's `advance(to:)` covers them.
    static func strokes(of recording: TouchRecording) -> [RecordedStroke] {
        var strokes: [RecordedStroke] = []
        var current: RecordedStroke?
        var down = Set<Int>()
        for event in recording.events {
            guard let changes = event.touches, !changes.isEmpty else {
                if current != nil { current?.events.append(event) }
                continue
            }
            if current == nil { current = RecordedStroke(events: [], fingers: []) }
            current?.events.append(event)
            for change in changes {
                let sample = Sample(time: event.time, location: CGPoint(x: change.x, y: change.y), phase: change.phase)
                if let index = current?.fingers.lastIndex(where: { $0.id == change.id }), change.phase != .began {
                    current?.fingers[index].samples.append(sample)
                } else {
                    current?.fingers.append((change.id, [sample]))
                }
                if change.phase == .began { down.insert(change.id) }
                if change.phase.isFinal { down.remove(change.id) }
            }
            if down.isEmpty, let stroke = current {
                strokes.append(stroke)
                current = nil
            }
        }
        if let current { strokes.append(current) }
        return strokes.map { $0.trimmingTrailingTicks() }
    }

    /// The stroke without the time-only events after its last change (they belong to the gap).
    private func trimmingTrailingTicks() -> RecordedStroke {
        var copy = self
        while let last = copy.events.last, last.touches?.isEmpty ?? true { copy.events.removeLast() }
        return copy
    }
}
