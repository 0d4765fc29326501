import Foundation

/// A control that opens a URL (SwiftUI's `Link`): drawn and pressed as a borderless button in
/// the tint, it opens `destination` with the environment's `openURL` action when tapped, and is
/// one accessibility element with the link trait (not the button one).
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` drawn as `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let openURL = openURL, destination = destination
        Button { openURL(destination) } label: { label }
            .accessibilityRemoveTraits(.isButton)
            .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
