import Foundation
import Testing
import TactileUI

extension ViewHost {
    /// Types `text` into the text field that has the focus — tap a field first — as XCUITest's
    /// `typeText(_:)` does: each character is appended through the field's `text` binding,
    /// `"\u{8}"` (Delete) removes the last one, and `"\n"` (Return) submits a single-line field
    /// (its `onSubmit` actions run and editing ends) or breaks the line of a vertical one. The
    /// views update before it returns. Records an issue when no field has the focus.
    public func typeText(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if !host.typeText(text) {
            Issue.record(Comment(rawValue: "typeText(\(String(reflecting: text))): no text field has the focus; tap one first"),
                         sourceLocation: sourceLocation)
        }
    }

    /// Presses and releases `key` on a hardware keyboard (with `modifiers` held), as an iPad's
    /// keyboard does: the `onKeyPress` actions of the focused view — a `focusable()` view whose
    /// `focused(_:equals:)` state says it has the focus — and of the views around it run, nearest
    /// first, until one returns `.handled`. The views update before it returns. Returns whether an
    /// action handled the press; records an issue when no view has the focus.
    @discardableResult
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers = [], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let handled = host.pressKey(key, modifiers: modifiers) else {
            Issue.record(Comment(rawValue: "pressKey(\(String(reflecting: key.character))): no focusable view has the focus; set its focus state first"),
                         sourceLocation: sourceLocation)
            return false
        }
        return handled
    }

    /// Whether a text field has the keyboard's focus (it was tapped and not yet submitted).
    public var isEditingText: Bool { host.graph.system.keyboard.editor != nil }
}
