import Foundation

/// A control that displays editable text (SwiftUI's `TextField`): its text, or its prompt (else
/// its label) in the placeholder style while the text is empty, on one line as wide as offered
/// (a vertical field wraps and grows).
///
/// Invariants: a tap gives the field the keyboard's focus (`KeyboardFocus`; `onEditingChanged`
/// hears `true`, and `false` when the focus leaves); keystrokes then write through the `text`
/// binding (`ViewHost.typeText(_:)`; the lab has no keyboard yet); Return in a single-line field runs the
/// deprecated `onCommit`, ends editing, then runs every `onSubmit(of: .text)` around the field,
/// outermost first (`KeyboardFocus.type(_:)`). The text is drawn with the environment's font and colour; a secure field draws
/// one bullet per character. Tactile draws no caret and no selection, and has no on-screen
/// keyboard: what would show them is said in docs/COMPATIBILITY.md. A field marked with
/// `focused(_:)` keeps its `FocusState` in step with the keyboard's focus, both ways.
public struct TextField<Label: View>: View {
    private let text: Binding<String>
    private let label: Label
    private let prompt: Text?
    private let axis: Axis
    private let isSecure: Bool
    private let onEditingChanged: (Bool) -> Void
    private let onCommit: () -> Void
    /// What Return submits as: `.text`, or `.search` for a search field's.
    private let submitTriggers: SubmitTriggers
    /// True for a field editing a value through a format (`init(_:value:format:prompt:)`): keystrokes
    /// edit `draft`, and `text` — the value's formatted text, whose setter parses — is written only
    /// when editing ends, as iOS updates the value on Return or when the field loses focus.
    private let editsDraft: Bool
    /// True for a `TextEditor`: the field fills what it is offered, its text at the top leading
    /// corner inside `UITextView`'s insets, whatever the text field style.
    private let isEditor: Bool
    @State private var draft: String?
    @State private var token = TextFieldToken()
    @Environment(\.submitActions) private var submitActions
    @Environment(\.textFieldStyleKind) private var style
    @Environment(\.focusLink) private var focusLink

    package init(text: Binding<String>, prompt: Text?, axis: Axis = .horizontal, isSecure: Bool = false,
                 onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {},
                 submitTriggers: SubmitTriggers = .text, editsDraft: Bool = false, isEditor: Bool = false, label: Label) {
        self.text = text
        self.editsDraft = editsDraft
        self.isEditor = isEditor
        self.label = label
        self.prompt = prompt
        self.axis = axis
        self.isSecure = isSecure
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
        self.submitTriggers = submitTriggers
    }

    /// A field whose label is `label` and whose placeholder is `prompt` (iOS 15).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label())
    }

    /// A field whose label is `label`, growing along `axis` (iOS 16).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: axis, label: label())
    }

    /// The text the field shows and the keyboard edits: the draft while a value is being edited.
    private var shown: Binding<String> {
        guard editsDraft else { return text }
        let draft = $draft, text = text
        return Binding(get: { draft.wrappedValue ?? text.wrappedValue }, set: { draft.wrappedValue = $0 })
    }

    public var body: some View {
        let shown = shown
        let content = ZStack(alignment: .topLeading) {
            if shown.wrappedValue.isEmpty {
                placeholder.foregroundStyle(.tertiary)
            } else {
                Text(isSecure ? String(repeating: "\u{2022}", count: shown.wrappedValue.count) : shown.wrappedValue)
                    .lineLimit(axis == .horizontal ? 1 : nil)
            }
        }
        .padding(.horizontal, isEditor ? TextFieldDefaults.editorHorizontalInset : 0)
        .padding(.vertical, isEditor ? TextFieldDefaults.editorVerticalInset : 0)
        .frame(maxWidth: .infinity, maxHeight: isEditor ? .infinity : nil, alignment: isEditor ? .topLeading : .leading)
        // An editor clips what is taller than it; a field's text is never cut.
        let field = Group {
            if isEditor { content.clipped() } else { content }
        }
        .contentShape(Rectangle())
        .onTapGesture { focus() }
        .onChange(of: focusLink?.wantsFocus() ?? false, initial: true) { _, wants in
            if wants {
                focus()
            } else if let keyboard = HostSystem.current?.keyboard, keyboard.isFocused(token) {
                keyboard.resign()
            }
        }
        if style == .roundedBorder, !isEditor {
            field
                .padding(.horizontal, TextFieldDefaults.roundedBorderHorizontalPadding)
                .padding(.vertical, TextFieldDefaults.roundedBorderVerticalPadding)
                .background(RoundedRectangle(cornerRadius: TextFieldDefaults.roundedBorderCornerRadius)
                    .strokeBorder(Color(white: TextFieldDefaults.roundedBorderWhite), lineWidth: TextFieldDefaults.roundedBorderWidth))
        } else {
            field
        }
    }

    @ViewBuilder private var placeholder: some View {
        if let prompt { prompt } else { label }
    }

    /// Gives this field the host's keyboard.
    private func focus() {
        guard let keyboard = HostSystem.current?.keyboard else { return }
        let triggers = submitTriggers
        let actions = submitActions.filter { !$0.triggers.isDisjoint(with: triggers) }.map(\.action)
        let onCommit = onCommit, onEditingChanged = onEditingChanged, focusLink = focusLink
        let draft = $draft, text = text, editsDraft = editsDraft
        keyboard.focus(KeyboardFocus.Editor(token: token, text: shown, isMultiline: axis == .vertical, commit: onCommit,
                                            submit: { for action in actions { action() } },
                                            editingChanged: { editing in
                                                // A value field writes its draft back (parsed by `text`) as editing ends.
                                                if editsDraft, !editing, let edited = draft.wrappedValue {
                                                    draft.wrappedValue = nil
                                                    text.wrappedValue = edited
                                                }
                                                onEditingChanged(editing)
                                                focusLink?.focusChanged(editing)
                                            },
                                            wantsFocus: { focusLink?.wantsFocus() ?? false }))
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, label: Text(title))
    }

    /// The iOS 13 field with editing callbacks (deprecated in SwiftUI, still common).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil, onEditingChanged: onEditingChanged, onCommit: onCommit, label: Text(titleKey))
    }

    /// The iOS 13 field with editing callbacks (deprecated in SwiftUI, still common).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil, onEditingChanged: onEditingChanged, onCommit: onCommit, label: Text(title))
    }
}
