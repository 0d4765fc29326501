/// One event of a hardware key, as an `onKeyPress` action receives it (SwiftUI's `KeyPress`).
public struct KeyPress: Sendable {
    /// Which events of a key an action answers (SwiftUI's `KeyPress.Phases`).
    public struct Phases: OptionSet, Sendable, Hashable, CustomDebugStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key, held down, repeated.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]

        public var debugDescription: String {
            let names = [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { contains($0.0) }.map(\.1)
            return "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// What an action did with the event (SwiftUI's `KeyPress.Result`): `.handled` ends its
    /// dispatch, `.ignored` passes it to the next action out.
    public enum Result: Sendable, Hashable {
        case handled
        case ignored
    }

    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the key types with no modifier applied.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// The event: `.down`, `.repeat` or `.up`.
    public let phase: Phases

    package init(key: KeyEquivalent, characters: String, modifiers: EventModifiers, phase: Phases) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
        self.phase = phase
    }
}
