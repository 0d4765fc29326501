/// The traits a dynamic colour is resolved for (UIKit's `UITraitCollection`): here only the
/// interface style, the trait SwiftUI's colour scheme follows.
///
/// Not provided: size classes, display scale, accessibility contrast and the other traits, and
/// `current`; a dynamic colour's provider sees the default of each (`UIColor(dynamicProvider:)`).
public final class UITraitCollection: Sendable, Equatable {
    /// Light or dark (`.unspecified` when not set).
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with only an interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }
}
