import Foundation

/// A font (SwiftUI's `Font`): a point size, weight, design and slant. A text style's font keeps
/// its style and is sized for the environment's Dynamic Type size where text is laid out
/// (`scaled(for:)`, `FontMetrics.size(of:at:)`); `size` is its size at `.large`, the default.
/// A `.system(size:)` font keeps its size at every Dynamic Type size, as in SwiftUI.
public struct Font: Hashable, Sendable {
    package var size: CGFloat
    package var weight: Weight
    package var design: Design
    package var isItalic = false
    /// The text style this font follows, nil for a fixed size.
    package var textStyle: TextStyle?
    /// A custom font's name (`Font.custom`), nil for the system font.
    package var name: String?
    /// The text style a custom font's size scales with (`custom(_:size:relativeTo:)`), nil when
    /// it is fixed.
    package var relativeTextStyle: TextStyle?

    package init(size: CGFloat, weight: Weight = .regular, design: Design = .default) {
        self.size = size.isFinite ? max(0, size) : FontMetrics.size(of: .body)
        self.weight = weight
        self.design = design
    }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = Font(size: FontMetrics.size(of: style), weight: weight ?? FontMetrics.weight(of: style), design: design)
        font.textStyle = style
        return font
    }

    /// This font as laid out at Dynamic Type size `dynamicTypeSize`: a text style's font takes
    /// that size's point size (`FontMetrics.size(of:at:)`), a custom font relative to a style is
    /// scaled as that style is; a fixed-size font is unchanged.
    package func scaled(for dynamicTypeSize: DynamicTypeSize) -> Font {
        guard dynamicTypeSize != .large else { return self }
        var copy = self
        if let textStyle {
            copy.size = FontMetrics.size(of: textStyle, at: dynamicTypeSize)
        } else if let relativeTextStyle {
            copy.size = size * FontMetrics.size(of: relativeTextStyle, at: dynamicTypeSize) / FontMetrics.size(of: relativeTextStyle)
        }
        return copy
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    /// A fixed-width font of the same family (SwiftUI's `Font.monospaced()`): the monospaced design.
    public func monospaced() -> Font { var copy = self; copy.design = .monospaced; return copy }
    /// The font with digits of equal width (SwiftUI's `Font.monospacedDigit()`): every glyph here has
    /// one advance already (`FontMetrics`), so it lays out and draws as the font itself, as
    /// `Text.monospacedDigit()` does.
    public func monospacedDigit() -> Font { self }
    /// The font with small capitals (SwiftUI's `Font.smallCaps()`, `lowercaseSmallCaps()`,
    /// `uppercaseSmallCaps()`): the host's font metrics have no small-capital glyphs, so text lays out
    /// and draws as the font itself (docs/COMPATIBILITY.md).
    public func smallCaps() -> Font { self }
    /// See `smallCaps()`.
    public func lowercaseSmallCaps() -> Font { self }
    /// See `smallCaps()`.
    public func uppercaseSmallCaps() -> Font { self }

    /// A dynamic-type text style (SwiftUI's `Font.TextStyle`).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight (SwiftUI's `Font.Weight`); `value` is the CSS weight used in SVG.
    public struct Weight: Hashable, Sendable {
        package let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design (SwiftUI's `Font.Design`); `family` is the SVG font-family list.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        package var family: String {
            switch self {
            case .default: "-apple-system, Helvetica, Arial, sans-serif"
            case .serif: "New York, Georgia, serif"
            case .rounded: "SF Pro Rounded, Helvetica, Arial, sans-serif"
            case .monospaced: "SF Mono, Menlo, monospace"
            }
        }
    }
}

/// The approximate metrics text is measured with, and where each number comes from.
///
/// Tactile has no font files: text is measured with an average glyph advance so layout is
/// deterministic and close to SF Pro's.
public enum FontMetrics {
    /// Average advance of a glyph of SF Pro Text, as a fraction of the point size (measured over
    /// English text: ≈ 0.5–0.6 em; 0.55 is the midpoint).
    public static let averageAdvance: CGFloat = 0.55
    /// Line height as a fraction of the point size (SF Pro's default line spacing ≈ 1.2 em).
    public static let lineHeight: CGFloat = 1.2
    /// Distance from the top of the glyph box to the baseline, as a fraction of the point size
    /// (SF Pro's ascender ≈ 0.8 em at the sizes used here).
    public static let ascent: CGFloat = 0.8
    /// An SF Symbol's height as a fraction of its font's point size (symbols are drawn to the
    /// cap-height-plus-descender box, which is close to the point size).
    public static let symbolHeight: CGFloat = 1.0
    /// How much larger or smaller `imageScale(_:)` draws a symbol than `.medium`: `.small` 0.8×,
    /// `.large` 1.3×. [obs] SF Symbols' small and large scales measure about 0.8 and 1.3 of the
    /// medium glyph beside the same font (Apple publishes no factors; the SF Symbols app's
    /// preview at 17 points).
    public static let smallSymbolScale: CGFloat = 0.8
    public static let largeSymbolScale: CGFloat = 1.3

    /// Apple HIG, "Typography" → "Dynamic Type sizes", iOS, Large (default) size, in points.
    package static func size(of style: Font.TextStyle) -> CGFloat {
        switch style {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// Apple HIG, "Typography" → "Specifications" → "iOS, iPadOS Dynamic Type sizes": the point
    /// size of `style` at each Dynamic Type size, xSmall through AX5 (`DynamicTypeSize` order).
    package static func size(of style: Font.TextStyle, at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let sizes: [CGFloat] = switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
        return sizes[Int(dynamicTypeSize.rawValue)]
    }

    /// Apple HIG: `headline` is semibold, every other style regular.
    package static func weight(of style: Font.TextStyle) -> Font.Weight {
        style == .headline ? .semibold : .regular
    }
}
