import Foundation
import TactileUI

/// What an audit issue says about the problem, word for word. Where tactile-lint has a rule for
/// the same problem, the text is that rule's message (the tactile-lint tests check they agree,
/// since TactileTesting does not import TactileLint): `.trait` is `tap_gesture_should_be_button`'s
/// message for a view a `Button` can wrap, `.action` is `gesture_without_accessibility_action`'s.
package enum AccessibilityAuditWording {
    /// `.trait` — tap_gesture_should_be_button.
    package static let tapGestureShouldBeButton = "onTapGesture makes this view act like a button that VoiceOver, "
        + "Voice Control, Switch Control and the keyboard cannot use, with no pressed state. "
        + "Use Button { … } label: { … }.buttonStyle(.plain), or add .accessibilityAddTraits(.isButton)."

    /// `.action` — gesture_without_accessibility_action; `kind` is "drag" or "long press", as the rule names them.
    package static func gestureWithoutAccessibilityAction(kind: String) -> String {
        "This \(kind) cannot be performed with VoiceOver, Switch Control or Voice Control, and the view offers no "
            + "other way. Add .accessibilityAction(named:) doing the same thing."
    }

    /// `.hitRegion` (no lint rule: the size is known only once laid out).
    package static func hitRegionTooSmall(_ size: CGSize, minimum: CGSize) -> String {
        "This element is \(SVGFormat.number(size.width)) × \(SVGFormat.number(size.height)) pt, under the "
            + "\(SVGFormat.number(minimum.width)) × \(SVGFormat.number(minimum.height)) pt a finger needs to hit it reliably. "
            + "Make it larger, or enlarge its hit region with padding and .contentShape(Rectangle())."
    }

    /// `.sufficientElementDescription` (no lint rule: a label may come from anywhere in the tree).
    package static let missingDescription = "This interactive element has no accessibility label, so VoiceOver "
        + "announces only what it is, not what it does. Add .accessibilityLabel(_:) naming what it does."
}
