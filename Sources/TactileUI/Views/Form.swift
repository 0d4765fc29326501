import Foundation

/// A container for grouping controls used for data entry, such as in settings or inspectors
/// (SwiftUI's `Form`). On iOS a form is a grouped list: its content is laid out, drawn and
/// scrolled as a `List` in the inset grouped style, its `Section`s as the list's, and a menu
/// `Picker` in it is a row with its label leading and its menu trailing.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyle) private var style

    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        if let style {
            style.makeBody(FormStyleConfiguration(content: FormStyleConfiguration.Content(view: AnyView(content))))
                .environment(\.formStyle, nil)
        } else {
            List { content }
                .listStyle(.insetGrouped)
                .environment(\.isInForm, true)
        }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// A form made from a form style's configuration (for a custom `FormStyle`).
    public init(_ configuration: FormStyleConfiguration) {
        self.content = configuration.content
    }
}
