import Foundation

/// An opt-in record of everything the engine did: every phase change of every gesture, every
/// callback with its value, every refused touch change. Readable by people (`description` prints
/// one line per entry) and by programs (`entries`). Recording costs nothing when no trace is set.
///
/// Invariant: the same touch stream on the same gesture gives the same trace.
public final class GestureTrace: CustomStringConvertible {
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        public enum Kind: Sendable, Equatable {
            case phase(from: GesturePhaseKind, to: GesturePhaseKind)
            case callback(String)
            case note(String)
            case rejected(TouchEventError)
        }
        public var time: Double
        public var gesture: String
        public var kind: Kind
        public var value: String?

        public var description: String {
            let clock = String(format: "%8.3fs", time)
            let valueText = value.map { "  \($0)" } ?? ""
            switch kind {
            case .phase(let from, let to): return "\(clock)  \(gesture)  \(from) → \(to)\(valueText)"
            case .callback(let name): return "\(clock)  \(gesture)  \(name)\(valueText)"
            case .note(let note): return "\(clock)  \(gesture)  (\(note))"
            case .rejected(let error): return "\(clock)  input  rejected: \(error)"
            }
        }
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    public var description: String { entries.map(\.description).joined(separator: "\n") }

    /// Entries that are callback invocations, as `(gesture, callback)` pairs, in order.
    public var callbacks: [Entry] { entries.filter { if case .callback = $0.kind { true } else { false } } }

    public func removeAll() { entries.removeAll() }

    package func recordPhase(time: Double, gesture: String, from: GesturePhaseKind, to: GesturePhaseKind, value: String?) {
        entries.append(Entry(time: time, gesture: gesture, kind: .phase(from: from, to: to), value: value))
    }

    package func recordCallback(time: Double, gesture: String, callback: String, value: String?) {
        entries.append(Entry(time: time, gesture: gesture, kind: .callback(callback), value: value))
    }

    package func recordNote(time: Double, gesture: String, note: String) {
        entries.append(Entry(time: time, gesture: gesture, kind: .note(note), value: nil))
    }

    package func recordRejection(time: Double, _ error: TouchEventError) {
        entries.append(Entry(time: time, gesture: "input", kind: .rejected(error), value: nil))
    }
}
