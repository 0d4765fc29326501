import Foundation

/// A colour as AppKit gives it (AppKit's `NSColor`) — for the `#else` side of
/// `#if os(iOS) … Color(UIColor.separator) … #else … Color(NSColor.separatorColor) … #endif`, which a
/// Linux compiler takes, and for packages written on a Mac that say `Color(NSColor.separatorColor)`
/// with no `#if` at all (on macOS `import SwiftUI` brings AppKit).
///
/// Invariant: each of AppKit's semantic colours answers as the UIKit colour of the same role
/// (`separatorColor` is `UIColor.separator`, `labelColor` is `UIColor.label`,
/// `windowBackgroundColor` is `UIColor.systemBackground`…), so it draws as the code's iOS branch
/// would on this host, adapting to the colour scheme — not with the Mac's values. Only the names
/// AppKit spells differently from UIKit are declared (the `…Color` ones): a name both share
/// (`systemRed`, `white`) would make `Color(.systemRed)` ambiguous between the two.
public final class NSColor: Hashable, Sendable, CustomStringConvertible {
    /// The UIKit colour this colour answers as.
    package let uiColor: UIColor

    package init(_ uiColor: UIColor) { self.uiColor = uiColor }

    /// A colour from sRGB components and an opacity, each 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey of brightness `white` and opacity `alpha`, each 0…1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(UIColor(white: white, alpha: alpha))
    }

    /// The AppKit colour of a SwiftUI colour (`NSColor(_:)`, macOS 11).
    public convenience init(_ color: Color) { self.init(UIColor(color)) }

    /// This colour at opacity `alpha` (its own opacity replaced).
    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor { NSColor(uiColor.withAlphaComponent(alpha)) }

    /// The Core Graphics colour of this colour, resolved in the light appearance.
    public var cgColor: CGColor { uiColor.cgColor }

    public var description: String { "NSColor(\(uiColor.color))" }
    public static func == (lhs: NSColor, rhs: NSColor) -> Bool { lhs.uiColor == rhs.uiColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(uiColor) }

    // MARK: AppKit's semantic colours, each as UIKit's colour of the same role

    /// Text and glyphs: `UIColor.label`.
    public class var labelColor: NSColor { NSColor(.label) }
    public class var secondaryLabelColor: NSColor { NSColor(.secondaryLabel) }
    public class var tertiaryLabelColor: NSColor { NSColor(.tertiaryLabel) }
    public class var quaternaryLabelColor: NSColor { NSColor(.quaternaryLabel) }
    /// Text in a text field or view: `UIColor.label`.
    public class var textColor: NSColor { NSColor(.label) }
    /// Behind text in a text field or view: `UIColor.systemBackground`.
    public class var textBackgroundColor: NSColor { NSColor(.systemBackground) }
    /// A window's background: `UIColor.systemBackground`.
    public class var windowBackgroundColor: NSColor { NSColor(.systemBackground) }
    /// Behind a control's content (a list, a table): `UIColor.systemBackground`.
    public class var controlBackgroundColor: NSColor { NSColor(.systemBackground) }
    /// A divider between sections: `UIColor.separator`.
    public class var separatorColor: NSColor { NSColor(.separator) }
    /// The accent the user chose: `UIColor.tintColor`.
    public class var controlAccentColor: NSColor { NSColor(.tintColor) }
    /// Links: `UIColor.link`.
    public class var linkColor: NSColor { NSColor(.link) }
}

extension Color {
    /// The SwiftUI colour of an AppKit colour (`Color(nsColor:)`, macOS 12).
    public init(nsColor: NSColor) { self = nsColor.uiColor.color }

    /// The SwiftUI colour of an AppKit colour (`Color(_:)` taking an `NSColor`, macOS 10.15).
    /// Disfavoured, so `Color(.separator)` stays UIKit's colour where both could answer.
    @_disfavoredOverload
    public init(_ color: NSColor) { self = color.uiColor.color }
}
