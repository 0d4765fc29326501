import Foundation

/// A key of a hardware keyboard, as `onKeyPress` and keyboard shortcuts name it (SwiftUI's
/// `KeyEquivalent`): a character, with the special keys as the characters AppKit gives them.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key stands for.
    public var character: Character

    public init(_ character: Character) { self.character = character }

    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key or a click (SwiftUI's `EventModifiers`).
public struct EventModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 7)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

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

/// One `onKeyPress` action on a node (`ViewNode.keyPressHandlers`): which events it matches and
/// what it runs.
package struct KeyPressHandler {
    let phases: KeyPress.Phases
    let matches: (KeyPress) -> Bool
    let action: (KeyPress) -> KeyPress.Result

    /// Runs the action when `press` is one it answers; nil when it does not.
    package func handle(_ press: KeyPress) -> KeyPress.Result? {
        guard phases.contains(press.phase), matches(press) else { return nil }
        return action(press)
    }
}

/// `onKeyPress`'s modifier: wraps its content in a node carrying the action, which the host runs
/// for the keys pressed while the focused view is this node or inside it.
struct KeyPressModifier: WrappingModifier {
    let handler: KeyPressHandler

    func configure(_ node: ViewNode) { node.keyPressHandlers.append(handler) }
}

/// `focusable(_:)`'s modifier: marks its content as a view that can have the keyboard's focus,
/// tied to the focus state of the `focused` modifier around it (`FocusLink`).
struct FocusableModifier: WrappingModifier {
    let isFocusable: Bool

    func configure(_ node: ViewNode) {
        guard isFocusable else { return }
        node.focusTarget = FocusTarget(link: node.environment.focusLink)
    }
}

/// What makes a node focusable (`ViewNode.focusTarget`): the focus state its `focused` modifier
/// ties it to, if any.
package struct FocusTarget {
    let link: FocusLink?

    /// Whether the focus state says this view has the focus.
    package var isFocused: Bool { link?.wantsFocus() ?? false }
}

extension View {
    /// Performs `action` for a press (down or repeat) of `key` while this view or one inside it
    /// has the focus (SwiftUI's `onKeyPress(_:action:)`). `.handled` ends the press's dispatch;
    /// `.ignored` passes it to the next `onKeyPress` out.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(handler: KeyPressHandler(phases: [.down, .repeat], matches: { $0.key == key },
                                                           action: { _ in action() })))
    }

    /// Performs `action` for the `phases` of `key` (SwiftUI's `onKeyPress(_:phases:action:)`).
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(handler: KeyPressHandler(phases: phases, matches: { $0.key == key }, action: action)))
    }

    /// Performs `action` for the `phases` of any of `keys` (SwiftUI's `onKeyPress(keys:phases:action:)`).
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(handler: KeyPressHandler(phases: phases, matches: { keys.contains($0.key) }, action: action)))
    }

    /// Performs `action` for the `phases` of a key typing characters all in `characters`
    /// (SwiftUI's `onKeyPress(characters:phases:action:)`).
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(handler: KeyPressHandler(phases: phases, matches: { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, action: action)))
    }

    /// Performs `action` for the `phases` of every key (SwiftUI's `onKeyPress(phases:action:)`).
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(handler: KeyPressHandler(phases: phases, matches: { _ in true }, action: action)))
    }

    /// Lets this view have the keyboard's focus (SwiftUI's `focusable(_:)`): a `focused`
    /// modifier around it ties the focus to a `FocusState`, and the keys pressed while it has
    /// the focus reach the `onKeyPress` actions on it and around it.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }
}
