import Foundation

/// A field whose text is hidden as it is typed (SwiftUI's `SecureField`): a `TextField` drawing
/// one bullet per character.
public struct SecureField<Label: View>: View {
    private let field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, isSecure: true, label: label())
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, isSecure: true, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, prompt: nil, isSecure: true, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt, isSecure: true, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, prompt: prompt, isSecure: true, label: Text(title))
    }
}
