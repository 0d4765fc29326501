import Foundation

/// A standard label for user interface items: an icon beside a title (SwiftUI's `Label`).
///
/// Drawn by the `LabelStyle` in the environment (`labelStyle(_:)`); the default, `.automatic`,
/// is `.titleAndIcon` as in an iOS stack (the icon, then the title, centred on each other,
/// `ControlDefaults.labelIconSpacing` apart) and `.iconOnly` in a navigation bar's items
/// (`DefaultLabelStyle`).
///
/// Accessibility: one element labelled with the title's text, whatever the style draws (the
/// icon is decorative): VoiceOver reads `Label("Add Item", systemImage: "plus")` as "Add Item",
/// in the toolbar too, where only the icon is drawn (`AccessibilityAttributes.Role.label`).
public struct Label<Title: View, Icon: View>: View {
    private let title: Title
    private let icon: Icon
    @Environment(\.labelStyle) private var style

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        // The title's text (nil when it holds no `Text`): read from the value, so it is known
        // whether or not the style draws the title.
        let strings = TextContent.strings(in: title)
        let accessibilityTitle: String? = strings.isEmpty ? nil : strings.joined(separator: " ")
        return styled.modifier(AttributeModifier { $0.accessibility.role = .label(title: accessibilityTitle) })
    }

    /// The label as its style draws it.
    @ViewBuilder private var styled: some View {
        let configuration = LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon)))
        if let style {
            style.makeBody(configuration)
        } else {
            DefaultLabelStyle().makeBody(configuration: configuration)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an icon from the app's images.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a localized title and a system symbol as its icon.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a title string and an icon from the app's images.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label with a title string and a system symbol as its icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's `makeBody` receives, as the built-in style draws it.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
