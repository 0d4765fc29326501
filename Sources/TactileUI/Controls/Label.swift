import Foundation

/// A standard label for user interface items: an icon beside a title (SwiftUI's `Label`).
///
/// Drawn by the `LabelStyle` in the environment (`labelStyle(_:)`); the default, `.automatic`,
/// is `.titleAndIcon` as in an iOS stack: the icon, then the title, centred on each other,
/// `ControlDefaults.labelIconSpacing` apart.
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
        let configuration = LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon)))
        if let style {
            style.makeBody(configuration)
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
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
