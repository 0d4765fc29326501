import Foundation

/// A font as UIKit gives it (UIKit's `UIFont`), for SwiftUI code that measures text with it
/// (`"tag".size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)])`), styles UIKit
/// appearance, or makes a SwiftUI `Font(uiFont)`.
///
/// Invariant: a font is its name, point size, weight and monospacing, immutable; its metrics are
/// the ones Tactile lays text out with (`FontMetrics`: line height 1.2 × the size, ascender 0.8 ×),
/// so a size measured with it matches what a `Text` in that font takes. A text style's font is its
/// size at the default Dynamic Type size, `.large` (HIG table).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The family name of the system font, as iOS reports it.
    static let systemFamily = ".AppleSystemUIFont"

    public let fontName: String
    public let pointSize: CGFloat
    /// The weight the font was made with (`.regular` for a named font).
    let weight: Weight
    let isMonospaced: Bool
    let isItalic: Bool

    init(named name: String, points size: CGFloat, weight: Weight = .regular, monospaced: Bool = false, italic: Bool = false) {
        fontName = name
        pointSize = size.isFinite && size > 0 ? size : UIFont.systemFontSize
        self.weight = weight
        isMonospaced = monospaced
        isItalic = italic
    }

    /// A font named `fontName` at `size` points. Tactile has no font files, so every name gives a
    /// font (measured with the system font's metrics, as `Font.custom(_:size:)`); iOS answers nil
    /// for a name it does not have.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(named: fontName, points: fontSize)
    }

    public var familyName: String { fontName == Self.systemFamily ? Self.systemFamily : fontName }
    /// The height of a line of this font.
    public var lineHeight: CGFloat { pointSize * FontMetrics.lineHeight }
    /// From the baseline to the top of the tallest glyphs.
    public var ascender: CGFloat { pointSize * FontMetrics.ascent }
    /// From the baseline to the bottom of the lowest glyphs (negative, as UIKit's).
    public var descender: CGFloat { -(lineHeight - ascender) }
    /// SF Pro's cap height, ≈ 0.7 em (Apple's SF Pro metrics).
    public var capHeight: CGFloat { pointSize * 0.7 }
    /// SF Pro's x-height, ≈ 0.52 em (Apple's SF Pro metrics).
    public var xHeight: CGFloat { pointSize * 0.52 }
    /// The extra space between lines: none, the line height includes it.
    public var leading: CGFloat { 0 }

    /// The same font at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(named: fontName, points: fontSize, weight: weight, monospaced: isMonospaced, italic: isItalic)
    }

    /// The standard system font size, 14 points (UIKit documentation).
    public static var systemFontSize: CGFloat { 14 }
    /// The standard size of labels, 17 points (UIKit documentation).
    public static var labelFontSize: CGFloat { 17 }
    /// The standard size of buttons, 18 points (UIKit documentation).
    public static var buttonFontSize: CGFloat { 18 }
    /// The standard small system font size, 12 points (UIKit documentation).
    public static var smallSystemFontSize: CGFloat { 12 }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(named: systemFamily, points: fontSize)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(named: systemFamily, points: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(named: systemFamily, points: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(named: systemFamily, points: fontSize, italic: true)
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(named: systemFamily, points: fontSize, weight: weight, monospaced: true)
    }

    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(named: systemFamily, points: fontSize, weight: weight)
    }

    /// The font of a text style at the default Dynamic Type size (`.large`).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let textStyle = style.textStyle
        return UIFont(named: systemFamily, points: FontMetrics.size(of: textStyle), weight: textStyle == .headline ? .semibold : .regular)
    }

    /// The font of a text style; the trait collection's content size is not read (the default size).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.fontName == b.fontName && a.pointSize == b.pointSize && a.weight == b.weight && a.isMonospaced == b.isMonospaced
            && a.isItalic == b.isItalic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    /// A font weight (UIKit's `UIFont.Weight`), with UIKit's raw values.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight nearest to this one.
        var fontWeight: Font.Weight {
            let steps: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                                   (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return steps.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`).
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's text style of the same name (`.body` for an unknown one).
        var textStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }

    /// This font as a SwiftUI font: the system font at its size and weight, or a custom font of its name.
    var font: Font {
        if fontName == Self.systemFamily {
            var font = Font.system(size: pointSize, weight: weight.fontWeight, design: isMonospaced ? .monospaced : .default)
            if isItalic { font = font.italic() }
            return font
        }
        return Font.custom(fontName, fixedSize: pointSize)
    }
}

extension Font {
    /// A SwiftUI font from a UIKit font (SwiftUI's `Font.init(_:)` with a `UIFont`, via `CTFont` on iOS).
    public init(_ font: UIFont) {
        self = font.font
    }
}
