import Foundation

/// A view that displays and edits long-form text (SwiftUI's `TextEditor`, iOS 14).
///
/// Invariants: it fills the space it is offered (as `UITextView` does in SwiftUI), its text wrapped
/// to that width from the top leading corner inside `UITextView`'s default insets (8 points above
/// and below, 5 before and after each line: `TextFieldDefaults`), in the environment's font and
/// colour; a tap anywhere on it gives it the keyboard's focus, keystrokes write through the binding
/// and Return inserts a line break (it never submits: `onSubmit` is not run, as on iOS). It has no
/// placeholder and ignores `textFieldStyle(_:)`. Text taller than the editor is clipped at its
/// bottom edge, where iOS scrolls it (docs/COMPATIBILITY.md).
public struct TextEditor: View {
    private let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        TextField<EmptyView>(text: text, prompt: nil, axis: .vertical, isEditor: true, label: EmptyView())
    }
}
