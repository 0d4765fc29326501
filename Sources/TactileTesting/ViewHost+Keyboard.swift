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

    /// Whether a text field has the keyboard's focus (it was tapped and not yet submitted).
    public var isEditingText: Bool { host.graph.system.keyboard.editor != nil }
}
