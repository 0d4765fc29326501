import Foundation

/// The text field the host's keyboard types into (UIKit's first responder, for text): set when
/// a field is tapped or its focus state is set, cleared when a single-line field is submitted or
/// its focus state is reset.
///
/// Invariants: at most one field has the focus; typing without a focused field changes nothing;
/// the focus is the field's own editor (its text binding, its submit actions), so typing writes
/// through the field's binding as the user's keystrokes do on iOS.
@MainActor package final class KeyboardFocus {
    /// What a focused field does with keystrokes.
    package struct Editor {
        /// The field's identity while it is shown (its `@State` token).
        let token: TextFieldToken
        let text: Binding<String>
        /// Whether Return inserts a line break (a vertical field) rather than submitting.
        let isMultiline: Bool
        /// The deprecated `onCommit`.
        let commit: () -> Void
        /// The `onSubmit` actions around the field.
        let submit: () -> Void
        let editingChanged: (Bool) -> Void
        /// Whether the field's `FocusState` says it is focused (false when it has none).
        let wantsFocus: () -> Bool
    }

    package private(set) var editor: Editor?

    package nonisolated init() {}

    /// Gives `editor`'s field the focus, taking it from any other field.
    func focus(_ editor: Editor) {
        if let current = self.editor, current.token === editor.token { return }
        resign()
        self.editor = editor
        editor.editingChanged(true)
    }

    /// Takes the focus from whichever field has it.
    package func resign() {
        guard let current = editor else { return }
        editor = nil
        current.editingChanged(false)
    }

    /// Whether the field with `token` has the focus.
    func isFocused(_ token: TextFieldToken) -> Bool { editor?.token === token }

    /// Types `keys` into the focused field: each character is appended, `"\u{8}"` (Delete)
    /// removes the last one, and `"\n"` (Return) submits a single-line field — its `onCommit`
    /// runs, the field loses the focus, then its `onSubmit` actions run, and a submit action that
    /// sets the field's focus state again gives it the focus back (`onSubmit { focused = true }`
    /// keeps the keyboard, as on iOS) — or inserts a line break in a vertical one.
    /// Returns false when no field has the focus.
    @discardableResult
    package func type(_ keys: String) -> Bool {
        guard editor != nil else { return false }
        for key in keys {
            guard let editor else { break }
            switch key {
            case "\u{8}":
                if !editor.text.wrappedValue.isEmpty { editor.text.wrappedValue.removeLast() }
            case "\n" where !editor.isMultiline:
                editor.commit()
                resign()
                editor.submit()
                if self.editor == nil, editor.wantsFocus() { focus(editor) }
            default:
                editor.text.wrappedValue.append(key)
            }
        }
        return true
    }
}

/// A text field's identity for the keyboard: one per field while it is shown.
final class TextFieldToken {}
