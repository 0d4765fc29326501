import Foundation

/// An opt-in record of everything the engine did: every phase change of every gesture, every
/// callback with its value, every refused touch change. Readable by people (`description` prints
/// one line per entry) and by programs (`entries`). Recording costs nothing when no trace is set.
///
/// Every entry a pass records names the attempt that pass belonged to (`attempt`, printed as `#1`,
/// `#2`…); entries outside any attempt (refused input, the host's notes) name none.
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
        /// The attempt whose pass recorded the entry; nil outside any attempt.
        public var attempt: GestureAttemptNumber?
        public var gesture: String
        public var kind: Kind
        public var value: String?

        public init(time: Double, attempt: GestureAttemptNumber? = nil, gesture: String, kind: Kind, value: String? = nil) {
            self.time = time
            self.attempt = attempt
            self.gesture = gesture
            self.kind = kind
            self.value = value
        }

        public var description: String {
            let clock = String(format: "%8.3fs", time)
            let who = attempt.map { "\($0)  \(gesture)" } ?? gesture
            let valueText = value.map { "  \($0)" } ?? ""
            switch kind {
            case .phase(let from, let to): return "\(clock)  \(who)  \(from) → \(to)\(valueText)"
            case .callback(let name): return "\(clock)  \(who)  \(name)\(valueText)"
            case .note(let note): return "\(clock)  \(who)  (\(note))"
            case .rejected(let error): return "\(clock)  input  rejected: \(error)"
            }
        }
    }

    /// The attempt whose pass is running, stamped on every entry recorded meanwhile.
    package var attempt: GestureAttemptNumber?

    public private(set) var entries: [Entry] = []

    public init() {}

    public var description: String { entries.map(\.description).joined(separator: "\n") }

    /// Entries that are callback invocations, as `(gesture, callback)` pairs, in order.
    public var callbacks: [Entry] { entries.filter { if case .callback = $0.kind { true } else { false } } }

    public func removeAll() { entries.removeAll() }

    package func recordPhase(time: Double, gesture: String, from: GesturePhaseKind, to: GesturePhaseKind, value: String?) {
        entries.append(Entry(time: time, attempt: attempt, gesture: gesture, kind: .phase(from: from, to: to), value: value))
    }

    package func recordCallback(time: Double, gesture: String, callback: String, value: String?) {
        entries.append(Entry(time: time, attempt: attempt, gesture: gesture, kind: .callback(callback), value: value))
    }

    package func recordNote(time: Double, gesture: String, note: String, attempt: GestureAttemptNumber? = nil) {
        entries.append(Entry(time: time, attempt: attempt ?? self.attempt, gesture: gesture, kind: .note(note), value: nil))
    }

    package func recordRejection(time: Double, _ error: TouchEventError) {
        entries.append(Entry(time: time, gesture: "input", kind: .rejected(error), value: nil))
    }
}
