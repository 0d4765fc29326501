import Foundation
import TactileGestures

/// One stroke of a recording as an exported test writes it: a touch verb of `TouchScripting`
/// (the ones a test author would write) or, where no verb ends in the recorded state, the stroke's
/// own events. `perform(on:)` and `source` are the same step: the exporter tries the first and
/// writes the second, so the test does exactly what was checked.
enum ExportedStep: Equatable {
    case tap(at: CGPoint, holdDuration: Double)
    case longPress(at: CGPoint, duration: Double)
    case drag(from: CGPoint, to: CGPoint, duration: Double)
    case fling(from: CGPoint, by: CGSize, velocity: CGFloat)
    case pinch(center: CGPoint, from: CGFloat, to: CGFloat, duration: Double)
    case events([TouchRecording.Event])

    /// The verb's name, or "recorded events".
    var name: String {
        switch self {
        case .tap: "tap"
        case .longPress: "longPress"
        case .drag: "drag"
        case .fling: "fling"
        case .pinch: "pinch"
        case .events: "recorded events"
        }
    }

    var isVerb: Bool {
        if case .events = self { false } else { true }
    }

    /// Runs the step on `script` (times of `.events` are absolute; verbs start now).
    func perform(on script: some TouchScripting) {
        switch self {
        case .tap(let location, let hold): script.tap(at: location, holdDuration: hold)
        case .longPress(let location, let duration): script.longPress(at: location, duration: duration)
        case .drag(let start, let end, let duration): script.drag(from: start, to: end, duration: duration)
        case .fling(let start, let translation, let velocity): script.fling(from: start, by: translation, velocity: velocity)
        case .pinch(let center, let from, let to, let duration): script.pinch(center: center, from: from, to: to, duration: duration)
        // A recording made by the lab is valid (it was checked as it came in).
        case .events(let events): try? script.replay(TouchRecording(events: events))
        }
    }

    /// The step as Swift statements on a `ViewHost` named `host`, one per line.
    var source: [String] {
        switch self {
        case .tap(let location, let hold):
            ["host.tap(at: \(Self.point(location)), holdDuration: \(Self.number(hold)))"]
        case .longPress(let location, let duration):
            ["host.longPress(at: \(Self.point(location)), duration: \(Self.number(duration)))"]
        case .drag(let start, let end, let duration):
            ["host.drag(from: \(Self.point(start)), to: \(Self.point(end)), duration: \(Self.number(duration)))"]
        case .fling(let start, let translation, let velocity):
            ["host.fling(from: \(Self.point(start)), by: CGSize(width: \(Self.number(translation.width)), height: \(Self.number(translation.height))), velocity: \(Self.number(velocity)))"]
        case .pinch(let center, let from, let to, let duration):
            ["host.pinch(center: \(Self.point(center)), from: \(Self.number(from)), to: \(Self.number(to)), duration: \(Self.number(duration)))"]
        case .events(let events):
            ["try host.replay(TouchRecording(events: ["]
                + events.map { "    \(Self.event($0))," }
                + ["]))"]
        }
    }

    // MARK: Reading a stroke

    /// What to try for `stroke`, best first: the verbs that describe it, then its own events
    /// (always last, always right).
    static func candidates(for stroke: RecordedStroke, configuration: LabTestExportConfiguration) -> [ExportedStep] {
        let recorded = ExportedStep.events(stroke.events)
        guard stroke.isComplete else { return [recorded] }
        let c = configuration
        let duration = c.rounded(stroke.end - stroke.start, decimals: c.timeDecimals)
        switch stroke.fingers.count {
        case 1:
            let samples = stroke.fingers[0].samples
            guard let first = samples.first, let last = samples.last else { return [recorded] }
            let start = c.rounded(first.location), end = c.rounded(last.location)
            let farthest = samples.map { distance($0.location, first.location) }.max() ?? 0
            if farthest <= c.stillDistance {
                return duration < c.longPressDuration
                    ? [.tap(at: start, holdDuration: duration), recorded]
                    : [.longPress(at: start, duration: duration), recorded]
            }
            var steps: [ExportedStep] = []
            let translation = CGSize(width: end.x - start.x, height: end.y - start.y)
            if let speed = liftSpeed(of: samples, over: c.liftSpeedSamples), speed >= c.flingSpeed,
               translation.width != 0 || translation.height != 0 {
                steps.append(.fling(from: start, by: translation, velocity: c.rounded(speed, decimals: c.speedDecimals)))
            }
            if duration > 0 { steps.append(.drag(from: start, to: end, duration: duration)) }
            return steps + [recorded]
        case 2:
            let (a, b) = (stroke.fingers[0].samples, stroke.fingers[1].samples)
            // Both fingers down together and up together: a pinch's shape.
            guard let a0 = a.first, let b0 = b.first, let a1 = a.last, let b1 = b.last,
                  a0.time == b0.time, a1.time == b1.time, duration > 0 else { return [recorded] }
            let center = c.rounded(CGPoint(x: (a0.location.x + b0.location.x) / 2, y: (a0.location.y + b0.location.y) / 2))
            let from = c.rounded(distance(a0.location, b0.location), decimals: c.pointDecimals)
            let to = c.rounded(distance(a1.location, b1.location), decimals: c.pointDecimals)
            return [.pinch(center: center, from: from, to: to, duration: duration), recorded]
        default:
            return [recorded]
        }
    }

    /// The finger's speed over its last `count` samples (points per second), nil when they span
    /// no time.
    private static func liftSpeed(of samples: [RecordedStroke.Sample], over count: Int) -> CGFloat? {
        guard samples.count >= 2 else { return nil }
        let from = samples[max(0, samples.count - count)], to = samples[samples.count - 1]
        let interval = to.time - from.time
        guard interval > 0 else { return nil }
        return distance(from.location, to.location) / CGFloat(interval)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    // MARK: Writing Swift

    /// `value` as a Swift literal: integral values without a fraction, others as Swift prints
    /// them (the shortest text that reads back as the same number).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    static func point(_ point: CGPoint) -> String { "CGPoint(x: \(number(point.x)), y: \(number(point.y)))" }

    static func event(_ event: TouchRecording.Event) -> String {
        guard let touches = event.touches, !touches.isEmpty else { return ".init(time: \(number(event.time)))" }
        let changes = touches.map { ".init(id: \($0.id), phase: .\($0.phase.rawValue), x: \(number($0.x)), y: \(number($0.y)))" }
        return ".init(time: \(number(event.time)), touches: [\(changes.joined(separator: ", "))])"
    }
}
