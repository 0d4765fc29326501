import SwiftSyntax

/// Code written inside a control's style (`ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle`,
/// `MenuStyle`): the view it builds is that control's body, so the control is what VoiceOver, Switch
/// Control and the keyboard reach, and it already shows its pressed state. A gesture there (a tap calling
/// `configuration.trigger()`, a drag or long press only drawing the press) is how the style works, not a
/// control of its own.
///
/// Invariant: true only when the nearest type declaration or extension around the node lists one of
/// `styles` after its colon; a conformance declared in another extension is not seen.
public enum ControlStyleBody {
    /// SwiftUI's style protocols whose `makeBody` builds a control.
    public static let styles: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "MenuStyle"]

    /// True when `node` is inside a type or extension conforming to one of `styles`.
    public static func contains(_ node: some SyntaxProtocol) -> Bool {
        guard let type = EnclosingType.declaration(of: node) else { return false }
        return !styles.isDisjoint(with: EnclosingType.inheritedNames(of: type))
    }
}
