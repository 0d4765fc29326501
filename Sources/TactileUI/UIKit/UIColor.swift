import Foundation

/// A colour as UIKit gives it (UIKit's `UIColor`), for SwiftUI code that writes
/// `Color(UIColor.systemBackground)` or `Color(uiColor:)` (on iOS `import SwiftUI` also brings UIKit).
///
/// Invariant: a `UIColor` is a SwiftUI `Color` (`color`), so a dynamic system colour resolves for
/// the colour scheme of the view that draws it, as UIKit's dynamic colours resolve for their trait
/// collection. The values are UIKit's (`UIColorPalette`, with their sources).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The SwiftUI colour this colour draws as.
    package let color: Color

    package init(color: Color) { self.color = color }

    /// A colour from sRGB components and an opacity, each 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey of brightness `white` and opacity `alpha`, each 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(color: Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation and brightness (HSB) and an opacity, each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(color: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// The UIKit colour of a SwiftUI colour (`UIColor(_:)`, iOS 14).
    public convenience init(_ color: Color) { self.init(color: color) }

    /// A colour whose value depends on the traits it is drawn with (UIKit's
    /// `init(dynamicProvider:)`). The provider is asked twice when the colour is made — with light
    /// traits and with dark ones (`UITraitCollection(userInterfaceStyle:)`) — and the colour draws
    /// the first answer's light value in the light scheme and the second answer's dark value in the
    /// dark scheme, as UIKit resolves it for each view's trait collection. Unlike UIKit, which
    /// calls the provider whenever it resolves the colour, a provider that reads anything but the
    /// interface style sees it as it is when the colour is made.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
        self.init(color: Color(resolved: light.resolved, dark: dark.darkResolved ?? dark.resolved))
    }

    /// This colour at opacity `alpha` (its own opacity replaced).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color: color.opacity(Double(alpha)))
    }

    public var description: String { "UIColor(\(color))" }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    // MARK: Adaptable system colours (light and dark values, UIColorPalette)

    public class var systemRed: UIColor { UIColor(color: .red) }
    public class var systemOrange: UIColor { UIColor(color: .orange) }
    public class var systemYellow: UIColor { UIColor(color: .yellow) }
    public class var systemGreen: UIColor { UIColor(color: .green) }
    public class var systemMint: UIColor { UIColor(color: .mint) }
    public class var systemTeal: UIColor { UIColor(color: .teal) }
    public class var systemCyan: UIColor { UIColor(color: .cyan) }
    public class var systemBlue: UIColor { UIColor(color: .blue) }
    public class var systemIndigo: UIColor { UIColor(color: .indigo) }
    public class var systemPurple: UIColor { UIColor(color: .purple) }
    public class var systemPink: UIColor { UIColor(color: .pink) }
    public class var systemBrown: UIColor { UIColor(color: .brown) }
    public class var systemGray: UIColor { UIColor(color: .gray) }
    public class var systemGray2: UIColor { UIColorPalette.systemGray2 }
    public class var systemGray3: UIColor { UIColorPalette.systemGray3 }
    public class var systemGray4: UIColor { UIColorPalette.systemGray4 }
    public class var systemGray5: UIColor { UIColorPalette.systemGray5 }
    public class var systemGray6: UIColor { UIColorPalette.systemGray6 }
    public class var tintColor: UIColor { UIColor(color: .accentColor) }

    public class var label: UIColor { UIColor(color: .primary) }
    public class var secondaryLabel: UIColor { UIColor(color: .secondary) }
    public class var tertiaryLabel: UIColor { UIColorPalette.tertiaryLabel }
    public class var quaternaryLabel: UIColor { UIColorPalette.quaternaryLabel }
    public class var placeholderText: UIColor { UIColorPalette.tertiaryLabel }
    public class var link: UIColor { UIColor(color: .blue) }

    public class var systemBackground: UIColor { UIColorPalette.systemBackground }
    public class var secondarySystemBackground: UIColor { UIColorPalette.secondarySystemBackground }
    public class var tertiarySystemBackground: UIColor { UIColorPalette.tertiarySystemBackground }
    public class var systemGroupedBackground: UIColor { UIColorPalette.systemGroupedBackground }
    public class var secondarySystemGroupedBackground: UIColor { UIColorPalette.secondarySystemGroupedBackground }
    public class var tertiarySystemGroupedBackground: UIColor { UIColorPalette.tertiarySystemGroupedBackground }

    public class var systemFill: UIColor { UIColorPalette.systemFill }
    public class var secondarySystemFill: UIColor { UIColorPalette.secondarySystemFill }
    public class var tertiarySystemFill: UIColor { UIColorPalette.tertiarySystemFill }
    public class var quaternarySystemFill: UIColor { UIColorPalette.quaternarySystemFill }
    public class var separator: UIColor { UIColorPalette.separator }
    public class var opaqueSeparator: UIColor { UIColorPalette.opaqueSeparator }

    // MARK: Fixed colours (the same in every appearance)

    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

extension Color {
    /// The SwiftUI colour of a UIKit colour (`Color(uiColor:)`, iOS 15).
    public init(uiColor: UIColor) { self = uiColor.color }

    /// The SwiftUI colour of a UIKit colour (`Color(_:)` taking a `UIColor`, iOS 13).
    public init(_ color: UIColor) { self = color.color }
}

extension UIColor {
    /// Sets the fill and stroke colour of the current UIKit graphics context. Tactile never has
    /// one (see `UIBezierPath`), so this does nothing, as on iOS outside a context.
    public func set() {}
    /// Sets the fill colour of the current UIKit graphics context: none on Tactile, so nothing.
    public func setFill() {}
    /// Sets the stroke colour of the current UIKit graphics context: none on Tactile, so nothing.
    public func setStroke() {}
}
