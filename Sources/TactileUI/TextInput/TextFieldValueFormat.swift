import Foundation

/// A field editing a value through a format style (SwiftUI's `TextField(_:value:format:prompt:)`,
/// iOS 15): it shows the value formatted; keystrokes edit a draft; when editing ends (Return, or
/// the field losing focus) the draft is parsed with the format's parse strategy and, if it parses,
/// written to the value — else the field shows the value's text again, as on iOS.
extension TextField {
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: Self.text(of: value, format: format), prompt: prompt, editsDraft: true, label: label())
    }

    /// The value's formatted text; writing parses it, leaving the value as it was when it does not parse.
    static func text<F: ParseableFormatStyle>(of value: Binding<F.FormatInput>, format: F) -> Binding<String> where F.FormatOutput == String {
        Binding(get: { format.format(value.wrappedValue) }, set: { text in
            if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        })
    }
}

extension TextField where Label == Text {
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Self.text(of: value, format: format), prompt: prompt, editsDraft: true, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: Self.text(of: value, format: format), prompt: prompt, editsDraft: true, label: Text(title))
    }
}
