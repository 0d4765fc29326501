import Foundation

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
}
