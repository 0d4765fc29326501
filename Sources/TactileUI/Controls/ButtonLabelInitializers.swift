import Foundation

// The iOS 17 initializers of a button labelled with a title and an icon: the label is
// `Label(title, systemImage:)` or `Label(title, image:)` (an asset catalog's `ImageResource`),
// drawn by the label style in effect (`.titleAndIcon` by default, as SwiftUI's).

extension Button where Label == TactileUI.Label<Text, Image> {
    /// A button labelled with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { TactileUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with `title` and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { TactileUI.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with a localized title and an image of the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { TactileUI.Label { Text(titleKey) } icon: { Image(image) } }
    }

    /// A button labelled with `title` and an image of the asset catalog.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { TactileUI.Label { Text(title) } icon: { Image(image) } }
    }

    /// A button with a role, labelled with a localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { TactileUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role, labelled with `title` and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { TactileUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a localized title and an image of the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { TactileUI.Label { Text(titleKey) } icon: { Image(image) } }
    }

    /// A button with a role, labelled with `title` and an image of the asset catalog.
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { TactileUI.Label { Text(title) } icon: { Image(image) } }
    }
}
