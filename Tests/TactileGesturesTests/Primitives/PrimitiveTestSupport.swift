import Foundation
import TactileTesting

/// Readers and tolerances shared by the primitive-gesture scenario tests (S-01…S-43).
/// Kept in one caseless namespace so it cannot clash with helpers of other test folders.
enum PrimitiveSupport {
    /// One phase change from the trace, in a comparable form.
    struct Step: Equatable, CustomStringConvertible {
        var from: GesturePhaseKind
        var to: GesturePhaseKind
        var time: Double
        var value: String?
        var description: String { "\(time): \(from)→\(to) \(value ?? "-")" }
    }

    /// One callback entry from the trace.
    struct Call: Equatable, CustomStringConvertible {
        var name: String
        var time: Double
        var value: String?
        var description: String { "\(time): \(name) \(value ?? "-")" }
    }

    /// Every phase change recorded in `trace`, oldest first.
    static func steps(_ trace: GestureTrace) -> [Step] {
        trace.entries.compactMap { entry in
            guard case .phase(let from, let to) = entry.kind else { return nil }
            return Step(from: from, to: to, time: entry.time, value: entry.value)
        }
    }

    /// Every callback recorded in `trace`, oldest first.
    static func calls(_ trace: GestureTrace) -> [Call] {
        trace.callbacks.compactMap { entry in
            guard case .callback(let name) = entry.kind else { return nil }
            return Call(name: name, time: entry.time, value: entry.value)
        }
    }

    /// The names of every callback recorded in `trace`, oldest first.
    static func callNames(_ trace: GestureTrace) -> [String] { calls(trace).map(\.name) }

    /// Every refused change recorded in `trace`, with the time it was refused.
    static func rejections(_ trace: GestureTrace) -> [(error: TouchEventError, time: Double)] {
        trace.entries.compactMap { entry in
            guard case .rejected(let error) = entry.kind else { return nil }
            return (error, entry.time)
        }
    }

    /// Every note recorded in `trace`.
    static func notes(_ trace: GestureTrace) -> [(note: String, time: Double)] {
        trace.entries.compactMap { entry in
            guard case .note(let note) = entry.kind else { return nil }
            return (note, entry.time)
        }
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    static func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
    }

    static func close(_ a: CGSize, _ b: CGSize, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    static func close(_ a: UnitPoint, _ b: UnitPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
    }

    /// Whether `date` is the engine time `seconds` (values carry `Date(timeIntervalSinceReferenceDate:)`).
    static func isTime(_ date: Date, _ seconds: Double, _ tolerance: Double = 1e-9) -> Bool {
        close(date.timeIntervalSinceReferenceDate, seconds, tolerance)
    }
}
