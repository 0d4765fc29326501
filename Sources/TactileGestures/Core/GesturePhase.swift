/// The state a gesture reports on each update. S-model: `possible(Value?)`, `active(Value)`,
/// `ended(Value)`, `failed`; ended and failed are terminal.
///
/// Callbacks read phases: `onChanged` and `updating` see `active`, `onEnded` sees `ended`,
/// and nothing user-visible sees `failed` except the `@GestureState` reset.
public enum GesturePhase<Value> {
    case possible(Value?)
    case active(Value)
    case ended(Value)
    case failed

    /// Ended or failed: no further update changes the phase.
    public var isTerminal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    public var isActive: Bool { if case .active = self { true } else { false } }
    public var isEnded: Bool { if case .ended = self { true } else { false } }
    public var isFailed: Bool { if case .failed = self { true } else { false } }

    /// The value carried by the phase, if any.
    public var value: Value? {
        switch self {
        case .possible(let value): value
        case .active(let value), .ended(let value): value
        case .failed: nil
        }
    }

    /// The same phase with its value transformed (S-53: `map` applies in every phase).
    public func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible(let value): .possible(value.map(transform))
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }

    /// The phase without its value, for traces and tests.
    public var kind: GesturePhaseKind {
        switch self {
        case .possible: .possible
        case .active: .active
        case .ended: .ended
        case .failed: .failed
        }
    }
}

extension GesturePhase: Equatable where Value: Equatable {}
extension GesturePhase: Sendable where Value: Sendable {}

/// A phase without its value.
public enum GesturePhaseKind: String, Sendable, Hashable, CustomStringConvertible {
    case possible, active, ended, failed
    public var description: String { rawValue }
    /// Ended or failed: no further update changes the phase.
    public var isTerminal: Bool { self == .ended || self == .failed }
}
